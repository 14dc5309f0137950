import * as z from "zod";
import { checkoutLineSchema } from "./checkout.js";
import { flag, knownFieldsOnly, numberInput, optionalText } from "./known-fields.js";

// Discount codes (issue 15): what an admin may set, and what a shopper sends to apply one.

/** Codes are compared in capitals, so "diwali10" and "DIWALI10" are one code. */
export const discountCodeField = z
  .string({ error: "Enter a discount code" })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9][A-Z0-9_-]{2,19}$/, "A discount code is 3 to 20 letters, digits, - or _");

const isoDate = (label: string) =>
  z
    .string({ error: `${label} must be a date` })
    .trim()
    .refine((value) => !Number.isNaN(Date.parse(value)), `${label} must be a date`)
    .transform((value) => new Date(value).toISOString());

const wholeOrNull = (label: string) =>
  z.preprocess(
    (value) => (value === "" ? null : numberInput(value) ?? null),
    z.number({ error: `${label} must be a whole number of 1 or more, or empty for no limit` }).int(`${label} must be a whole number`).min(1, `${label} must be at least 1`).max(1_000_000, `${label} is at most 1000000`).nullable(),
  );

export const discountFieldsSchema = z.object({
  description: optionalText("Description", 120),
  kind: z.enum(["percent", "amount"], { error: "kind must be percent or amount" }),
  value: z.preprocess(numberInput, z.number({ error: "value is required" }).gt(0, "value must be greater than 0")),
  minOrder: z.preprocess(numberInput, z.number({ error: "minOrder must be a number of rupees" }).min(0, "minOrder cannot be negative").max(1_000_000, "minOrder is at most 1000000").default(0)),
  startsAt: z.preprocess((value) => (value === null || value === "" ? undefined : value), isoDate("startsAt").optional()),
  endsAt: z.preprocess((value) => (value === "" ? null : value), isoDate("endsAt").nullable().default(null)),
  maxUses: wholeOrNull("maxUses").default(null),
  maxUsesPerCustomer: wholeOrNull("maxUsesPerCustomer").default(null),
  isActive: flag("isActive", true),
});

const twoDecimals = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

function checkTerms(body: z.output<typeof discountFieldsSchema>, ctx: z.RefinementCtx) {
  if (body.kind === "percent" && (body.value > 100 || !Number.isInteger(body.value))) ctx.addIssue({ code: "custom", path: ["value"], message: "A percentage is a whole number from 1 to 100" });
  if (body.kind === "amount" && (!twoDecimals(body.value) || body.value > 1_000_000)) ctx.addIssue({ code: "custom", path: ["value"], message: "An amount is rupees with at most 2 decimals, up to 1000000" });
  if (!twoDecimals(body.minOrder)) ctx.addIssue({ code: "custom", path: ["minOrder"], message: "minOrder can have at most 2 decimals" });
  if (body.endsAt && body.startsAt && body.endsAt <= body.startsAt) ctx.addIssue({ code: "custom", path: ["endsAt"], message: "endsAt must be after startsAt" });
}

export const newDiscountSchema = knownFieldsOnly(discountFieldsSchema.extend({ code: discountCodeField }), "discount code").superRefine(checkTerms);
export const discountChangeSchema = knownFieldsOnly(discountFieldsSchema, "discount code").superRefine(checkTerms);
export type DiscountBody = z.output<typeof discountChangeSchema>;

export const discountCheckSchema = z
  .object({
    code: discountCodeField,
    items: z.array(checkoutLineSchema, { error: "items is required" }).min(1, "Your cart is empty").max(25, "At most 25 lines can be ordered at once"),
  })
  .strict();
