import * as z from "zod";
import { INVALID_PHONE_MESSAGE, normaliseIndianMobile } from "./contact-rules.js";

// PUT /api/whatsapp/consent (issue 44): her number and her two separate choices, each a plain
// yes or no; where she made them (her account, or the box at checkout); the language she reads.

/** An Indian mobile as typed, kept as its 10 digits. */
const mobile = z.string({ error: "phone is required" }).transform((value, context) => {
  const digits = normaliseIndianMobile(value);
  if (!digits) context.addIssue({ code: "custom", message: INVALID_PHONE_MESSAGE });
  return digits ?? "";
});

export const whatsappConsentSchema = z
  .object({
    phone: mobile,
    orderUpdates: z.boolean({ error: "orderUpdates must be true or false" }),
    offers: z.boolean({ error: "offers must be true or false" }),
    language: z.enum(["en", "hi"], { error: "language must be en or hi" }).default("en"),
    channel: z.enum(["account", "checkout"], { error: "channel must be account or checkout" }).default("account"),
  })
  .strict();

/** POST /api/whatsapp/templates/:name/test: the owner's own number, and the language to try. */
export const whatsappTestSchema = z.object({ phone: mobile, language: z.enum(["en", "hi"], { error: "language must be en or hi" }).default("en") }).strict();
