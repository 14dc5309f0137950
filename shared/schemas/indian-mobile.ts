import * as z from "zod";
import { INVALID_PHONE_MESSAGE, normaliseIndianMobile } from "./contact-rules.js";

/** An Indian mobile as typed (+91, spaces and hyphens allowed), kept as its 10 digits. */
export const indianMobile = z.string({ error: "phone is required" }).transform((value, context) => {
  const digits = normaliseIndianMobile(value);
  if (!digits) context.addIssue({ code: "custom", message: INVALID_PHONE_MESSAGE });
  return digits ?? "";
});
