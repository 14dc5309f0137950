import { useRef, type ReactNode, type RefObject } from "react";
import { SHIPPING_FIELD_LABELS, SHIPPING_FIELDS, type ShippingAddressErrors, type ShippingField } from "@shared/schemas/shipping-address.js";
import { Field } from "@/components/ui/form/Field.js";
import { StateField } from "@/components/ui/form/StateField.js";

// The seven fields of a shipping address, as the checkout and the saved address book ask them,
// checked by the same shipping address schema.

export type ShippingAddressValues = Record<ShippingField, string>;
export type ShippingAddressRefs = { [F in ShippingField]: RefObject<(F extends "state" ? HTMLSelectElement : HTMLInputElement) | null> };

export function useShippingAddressRefs(): ShippingAddressRefs {
  return {
    name: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    phone: useRef<HTMLInputElement>(null),
    address: useRef<HTMLInputElement>(null),
    city: useRef<HTMLInputElement>(null),
    state: useRef<HTMLSelectElement>(null),
    pincode: useRef<HTMLInputElement>(null),
  };
}

/** Focuses the first field, in the form's order, that has an error. */
export function focusFirstError(errors: ShippingAddressErrors, refs: ShippingAddressRefs) {
  const first = SHIPPING_FIELDS.find((field) => errors[field]);
  if (first) refs[first].current?.focus();
}

interface ShippingAddressFieldsProps {
  values: ShippingAddressValues;
  errors: ShippingAddressErrors;
  refs: ShippingAddressRefs;
  onChange(field: ShippingField, value: string): void;
  /** The class that spans a field across the form's two columns. */
  wide: string;
  phoneHint?: string;
  /** Drawn right under the phone (the checkout's WhatsApp box). */
  afterPhone?: ReactNode;
  autoFocus?: boolean;
}

export function ShippingAddressFields({ values, errors, refs, onChange, wide, phoneHint, afterPhone, autoFocus }: ShippingAddressFieldsProps) {
  const text = (field: Exclude<ShippingField, "state">) => ({
    label: SHIPPING_FIELD_LABELS[field],
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
    error: errors[field],
    ref: refs[field],
  });
  return (
    <>
      <Field {...text("name")} className={wide} autoComplete="name" autoCapitalize="words" autoFocus={autoFocus} />
      <Field {...text("email")} type="email" autoComplete="email" inputMode="email" autoCapitalize="none" spellCheck={false} />
      <Field {...text("phone")} type="tel" autoComplete="tel" inputMode="tel" hint={phoneHint} />
      {afterPhone}
      <Field {...text("address")} className={wide} autoComplete="street-address" hint="House or flat number, building, street, area" />
      <Field {...text("city")} autoComplete="address-level2" />
      <StateField label={SHIPPING_FIELD_LABELS.state} name="state" value={values.state} onChange={(event) => onChange("state", event.target.value)} error={errors.state} ref={refs.state} />
      <Field {...text("pincode")} autoComplete="postal-code" inputMode="numeric" maxLength={7} />
    </>
  );
}
