import * as z from "zod";
import { STAFF_ROLES } from "../staff-permissions.js";
import { emailSchema, nameSchema } from "./account.js";

// An account as the API answers it (docs/accounts.md). For types only: nothing imports this at
// run time.

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

export const userSchema = z.object({
  _id: z.string(),
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
});
export type User = z.output<typeof userSchema>;
