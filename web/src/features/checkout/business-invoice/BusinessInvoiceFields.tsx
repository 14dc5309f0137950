import { Check } from "lucide-react";
import { BUSINESS_FIELD_LABELS, type BusinessField } from "@shared/schemas/business-invoice.js";
import { Field } from "@/components/ui/form/Field.js";
import { StateField } from "@/components/ui/form/StateField.js";
import type { BusinessInvoice } from "./use-business-invoice.js";
import "./business-invoice.css";

interface BusinessInvoiceFieldsProps {
  business: BusinessInvoice;
  /** Copies the delivery address's lines into the billing fields. */
  onSameAsDelivery(): void;
}

/** "Add GSTIN for a business invoice" under the delivery address, and once ticked the buyer's GSTIN, legal name and billing address. */
export function BusinessInvoiceFields({ business, onSameAsDelivery }: BusinessInvoiceFieldsProps) {
  const text = (field: Exclude<BusinessField, "state">) => ({
    label: BUSINESS_FIELD_LABELS[field],
    // Named apart from the delivery fields, so a browser's autofill keeps the two addresses apart.
    name: `business-${field}`,
    value: business.values[field],
    onChange: (event: { target: { value: string } }) => business.change(field, event.target.value),
    error: business.errors[field],
    ref: business.ref(field),
  });
  return (
    <div className="business-invoice checkout-form__wide">
      {/* The box is drawn; the real checkbox covers the whole row, so a thumb anywhere on it ticks it. */}
      <label className="business-invoice__choice">
        <input type="checkbox" checked={business.wanted} onChange={(event) => business.want(event.target.checked)} />
        <span className="business-invoice__box" aria-hidden="true">
          <Check size={16} strokeWidth={3} />
        </span>
        <span>Add GSTIN for a business invoice</span>
      </label>
      {business.wanted ? (
        <fieldset className="business-invoice__fields">
          <legend className="visually-hidden">Business invoice</legend>
          <Field {...text("gstin")} autoCapitalize="characters" autoComplete="off" spellCheck={false} hint="15 characters, as on the GST registration" />
          <Field {...text("legalName")} autoComplete="organization" autoCapitalize="words" hint="As registered for GST" />
          <button type="button" className="btn btn--outline btn--small business-invoice__same" onClick={onSameAsDelivery}>
            Same as delivery address
          </button>
          <Field {...text("address")} className="business-invoice__wide" autoComplete="billing street-address" />
          <Field {...text("city")} autoComplete="billing address-level2" />
          <StateField
            label={BUSINESS_FIELD_LABELS.state}
            name="business-state"
            value={business.values.state}
            onChange={(event) => business.change("state", event.target.value)}
            error={business.errors.state}
            ref={business.ref("state")}
            autoComplete="billing address-level1"
          />
          <Field {...text("pincode")} autoComplete="billing postal-code" inputMode="numeric" maxLength={7} />
        </fieldset>
      ) : null}
    </div>
  );
}
