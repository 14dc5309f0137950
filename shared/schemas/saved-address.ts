import * as z from "zod";
import { knownFieldsOnly } from "./known-fields.js";
import { pinInState, shippingAddressSchema, type ShippingAddress } from "./shipping-address.js";

// A shopper's address book (issue 22, item 10): the checkout's own shipping address, checked by
// the same rules, kept under her account and offered at the next checkout. One is the default.

/** How many addresses one shopper may keep: home, work, her mother's, a few gifts. */
export const MAX_SAVED_ADDRESSES = 10;
export const TOO_MANY_ADDRESSES = `You can keep up to ${MAX_SAVED_ADDRESSES} addresses. Remove one to add another.`;
export const ADDRESS_NOT_FOUND = "Address not found";

export interface SavedAddress extends ShippingAddress {
  id: string;
  /** Exactly one of a shopper's addresses is the default while she has any. */
  isDefault: boolean;
  createdAt: string;
}

/** POST /api/addresses and PUT /api/addresses/:id: a whole shipping address, and whether it is the default. */
export const savedAddressBodySchema = knownFieldsOnly(
  z.object({
    ...shippingAddressSchema.shape,
    isDefault: z.boolean({ error: "isDefault must be true or false" }).optional(),
  }),
  "address",
).superRefine(pinInState);
export type SavedAddressBody = z.output<typeof savedAddressBodySchema>;

/** The fields that make two addresses the same place for the same person. */
export function sameAddress(a: ShippingAddress, b: ShippingAddress): boolean {
  const fold = (text: string) => text.trim().replace(/\s+/g, " ").toLowerCase();
  return (["name", "email", "phone", "address", "city", "state", "pincode"] as const).every((field) => fold(a[field]) === fold(b[field]));
}
