import * as z from "zod";
import { findIndianState } from "../indian-states.js";
import { pinStateMismatch } from "../pin-states.js";
import { hasLineBreak, withoutInvisible } from "../safe-text.js";
import {
  EMAIL_MAX_LENGTH,
  INVALID_EMAIL_MESSAGE,
  INVALID_PHONE_MESSAGE,
  INVALID_PINCODE_MESSAGE,
  isPincode,
  isWellFormedEmail,
  normaliseIndianMobile,
  withoutSeparators,
} from "./contact-rules.js";

export { INVALID_PHONE_MESSAGE, INVALID_PINCODE_MESSAGE, normaliseIndianMobile } from "./contact-rules.js";

// The checkout's shipping address (docs/product.md sections 3 and 5, docs/decisions.md section 3). Every field
// must be non-blank after trimming ('<Field> is required'); e-mail, phone and pincode must also
// be well-formed, and the state one of India's, since the shop ships within India only. Used by
// the checkout form and, later, by the server when an order is created.

export const SHIPPING_FIELDS = ["name", "email", "phone", "address", "city", "state", "pincode"] as const;
export type ShippingField = (typeof SHIPPING_FIELDS)[number];

/** The capitalised field names the messages use. */
export const SHIPPING_FIELD_LABELS: Record<ShippingField, string> = {
  name: "Name",
  email: "Email",
  phone: "Phone",
  address: "Address",
  city: "City",
  state: "State",
  pincode: "Pincode",
};

export const INVALID_STATE_MESSAGE = "State must be an Indian state or union territory";

/** A trimmed, non-blank text field with the spec's 'is required' message. */
function requiredText(field: ShippingField, maxLength: number) {
  return requiredLine(SHIPPING_FIELD_LABELS[field], maxLength);
}

/** One line of text a person types, named by `label` in its messages: trimmed, not blank, not too long. */
export function requiredLine(label: string, maxLength: number) {
  return z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? `${label} is required` : `${label} must be text`) })
    // Zero-width characters a paste brings along go before the blank check (issue 41).
    .overwrite(withoutInvisible)
    .trim()
    .min(1, `${label} is required`)
    .max(maxLength, `${label} must be at most ${maxLength} characters`)
    .refine((text) => !hasLineBreak(text), `${label} must be on one line`);
}

export const shippingAddressSchema = z
  .object({
    name: requiredText("name", 100),
    email: requiredText("email", EMAIL_MAX_LENGTH).refine(isWellFormedEmail, INVALID_EMAIL_MESSAGE),
    phone: requiredText("phone", 20)
      .refine((phone) => normaliseIndianMobile(phone) !== undefined, INVALID_PHONE_MESSAGE)
      .transform((phone) => normaliseIndianMobile(phone) ?? phone),
    address: requiredText("address", 300),
    city: requiredText("city", 100),
    state: requiredText("state", 100)
      .refine((state) => findIndianState(state) !== undefined, INVALID_STATE_MESSAGE)
      .transform((state) => findIndianState(state) ?? state),
    pincode: requiredText("pincode", 12)
      .transform(withoutSeparators)
      .refine(isPincode, INVALID_PINCODE_MESSAGE),
  })
  .strict()
  .superRefine(pinInState);

/** A PIN must belong to the state given (issue 41; shared/pin-states.ts): said on the pincode. */
export function pinInState(address: { pincode: string; state: string }, context: z.RefinementCtx): void {
  // A state or pincode refused on its own is not judged again here.
  const state = findIndianState(address.state);
  const mismatch = state && isPincode(address.pincode) ? pinStateMismatch(address.pincode, state) : undefined;
  if (mismatch) context.addIssue({ code: "custom", path: ["pincode"], message: mismatch });
}

export type ShippingAddressInput = z.input<typeof shippingAddressSchema>;
/** The address an order is sent to, as checked (phone and state in the shop's spelling). */
export type ShippingAddress = z.output<typeof shippingAddressSchema>;

/** Per-field first messages, in field order, for a form to show beside each input. */
export type ShippingAddressErrors = Partial<Record<ShippingField, string>>;

export function checkShippingAddress(
  input: Record<ShippingField, string>,
): { ok: true; address: ShippingAddress } | { ok: false; errors: ShippingAddressErrors } {
  const result = shippingAddressSchema.safeParse(input);
  if (result.success) return { ok: true, address: result.data };
  const errors: ShippingAddressErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && (SHIPPING_FIELDS as readonly string[]).includes(field)) {
      const key = field as ShippingField;
      errors[key] ??= issue.message;
    }
  }
  return { ok: false, errors };
}
