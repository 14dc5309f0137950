import * as z from "zod";
import { STAFF_ROLES } from "../staff-permissions.js";
import { emailSchema, nameSchema } from "./account.js";

// An account (docs/accounts.md): its fields as the server keeps them, and as the API answers them
// with the spec's `_id` added at the edge (functions/http/spec-aliases.ts). For types only:
// nothing imports this at run time.

/** "admin" is an owner stored before roles (shared/staff-permissions.ts). */
export const roleSchema = z.enum(["user", "admin", ...STAFF_ROLES]);
export type Role = z.output<typeof roleSchema>;

/** The profile's postal address (the checkout's is ShippingAddress, in ./order.ts). */
export const addressSchema = z.object({
  street: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  country: z.string(),
});
export type Address = z.output<typeof addressSchema>;

/** An account's fields without its secrets, as the server keeps them. */
export const userFieldsSchema = z.object({
  id: z.string(),
  name: nameSchema,
  email: emailSchema,
  phone: z.string(),
  role: roleSchema,
  isActive: z.boolean(),
  createdAt: z.string(),
  lastLogin: z.string().optional(),
  address: addressSchema,
  /** False until the shopper opens the link e-mailed to her address; absent on accounts from before it was asked. */
  emailVerified: z.boolean().optional(),
  /** The mobile she signs in with by a one-time code (issue 44), once she has verified it: 10 digits. */
  signInPhone: z.string().optional(),
  /**
   * Made with a mobile alone, as a guest at checkout or on the login page (issue 44): she signs in
   * only by a code to signInPhone; the e-mail is for receipts and invoices, not a sign-in, and is
   * not held against anyone else's account. Cleared when she adds a password.
   */
  phoneAccount: z.literal(true).optional(),
  /** A shopper with no password yet (made with her mobile alone): the profile offers to add one. */
  noPassword: z.literal(true).optional(),
});
export type UserFields = z.output<typeof userFieldsSchema>;

/** An account as the API answers it. */
export const userSchema = userFieldsSchema.extend({ _id: z.string() });
export type User = z.output<typeof userSchema>;
