import * as z from "zod";
import { INVALID_PINCODE_MESSAGE, isPincode, withoutSeparators } from "./contact-rules.js";

/** A delivery PIN: six digits, not starting with 0 (spaces and hyphens dropped). */
export const deliveryPincodeSchema = z
  .string({ error: "pincode is required" })
  .trim()
  .min(1, "pincode is required")
  .max(12, INVALID_PINCODE_MESSAGE)
  .transform(withoutSeparators)
  .refine(isPincode, INVALID_PINCODE_MESSAGE);
