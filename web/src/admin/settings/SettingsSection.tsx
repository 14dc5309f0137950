import type { HTMLAttributes, ReactNode } from "react";
import { Field } from "@/components/ui/form/Field.js";
import type { ShippingFormValues } from "./settings-form.js";

// The Settings page's sections: a titled fieldset of labelled fields laid out alike, each field
// described once here (its label, keyboard and hint) rather than written out in the page.

export type SettingName = Exclude<keyof ShippingFormValues, "rates" | "holidays">;

interface SettingField {
  name: SettingName;
  label: string;
  inputMode: HTMLAttributes<HTMLInputElement>["inputMode"];
  hint: string;
  maxLength?: number;
}

export const SHIPPING_FIELDS: readonly SettingField[] = [
  { name: "pickupPincode", label: "Pickup PIN code", inputMode: "numeric", maxLength: 6, hint: "Where the courier collects parcels: every charge's zone starts here." },
  { name: "processingDays", label: "Processing days", inputMode: "numeric", hint: "Working days (Monday to Saturday) before a paid order leaves." },
  { name: "freeShippingThreshold", label: "Free shipping from (₹)", inputMode: "decimal", hint: "Orders whose pieces cost this much ship free. Blank: never free." },
];

export const LATER_SECTIONS: readonly { title: string; fields: readonly SettingField[] }[] = [
  {
    title: "Cancellation by the shopper",
    fields: [
      { name: "cancelWindowHours", label: "Cancellation window (hours)", inputMode: "numeric", hint: "From payment; My Orders offers “Cancel order” until then, if the parcel has not left." },
      { name: "cancelFeePercent", label: "Transaction fee (%)", inputMode: "decimal", hint: "Kept from the refund when the shopper cancels. Never taken when the shop cancels." },
    ],
  },
  {
    title: "Returns",
    fields: [{ name: "returnWindowDays", label: "Return window (days)", inputMode: "numeric", hint: "Days after delivery a shopper may ask for a return or a size exchange." }],
  },
  {
    title: "Store credit",
    fields: [
      {
        name: "storeCreditExpiryMonths",
        label: "Store credit expires after (months)",
        inputMode: "numeric",
        hint: "Blank: store credit does not expire. A term is stated wherever shoppers see their credit and counts from when each credit was given, credit given before it was set too.",
      },
    ],
  },
  {
    title: "Reviews",
    fields: [
      {
        name: "reviewRequestDays",
        label: "Ask for a review after (days)",
        inputMode: "numeric",
        hint: "Days after delivery each order's shopper gets one e-mail asking for a review, linking to the form. 0: no e-mail.",
      },
    ],
  },
  {
    title: "Fit advice",
    fields: [
      {
        name: "fitMinSignals",
        label: "Say how a piece fits from (buyers)",
        inputMode: "numeric",
        hint: "Kept orders, size exchanges, size returns and reviews' fit answers a piece (or its subcategory) needs before the product page says “Runs small” or “True to size”.",
      },
    ],
  },
];

interface SettingsSectionProps {
  title: string;
  fields: readonly SettingField[];
  /** The value, error and change handler of one setting. */
  field(name: SettingName): { name: string; value: string; error: string | undefined; onChange(event: { target: { value: string } }): void };
  /** What follows the fields (the shipping rates table). */
  children?: ReactNode;
}

export function SettingsSection({ title, fields, field, children }: SettingsSectionProps) {
  return (
    <fieldset className="admin-section settings-section">
      <legend className="admin-section__title">{title}</legend>
      <div className="settings-grid">
        {fields.map(({ name, ...shown }) => (
          <Field key={name} {...shown} {...field(name)} />
        ))}
      </div>
      {children}
    </fieldset>
  );
}
