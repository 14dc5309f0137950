import * as z from "zod";
import { indianMobile as mobile } from "./indian-mobile.js";

// PUT /api/whatsapp/consent (issue 44): her number and her two separate choices, each a plain
// yes or no; where she made them (her account, or the box at checkout); the language she reads.

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
