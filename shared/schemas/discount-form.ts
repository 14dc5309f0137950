import * as z from "zod";
import { fromIndiaInput } from "../india-time.js";
import { isRupeeAmount } from "../money.js";
import { discountCodeField } from "./discount.js";

// The admin discount form (issue 15) as typed: its rules and the spec's words, and the body it
// becomes. The server's newDiscountSchema / discountChangeSchema check that body again.

const WHOLE = /^\d+$/;

/** A use limit as typed: blank is no limit. */
const limitFrom = (text: string) => (text.trim() === "" ? null : Number(text.trim()));
const minOrderFrom = (text: string) => (text.trim() === "" ? 0 : Number(text.trim()));

const useLimit = (label: string) =>
  z.string().refine((text) => text.trim() === "" || (WHOLE.test(text.trim()) && Number(text.trim()) >= 1), `${label} must be a whole number of 1 or more, or empty for no limit`);

const discountFormFields = z.object({
  description: z.string(),
  kind: z.enum(["percent", "amount"]),
  value: z.string(),
  minOrder: z.string().refine((text) => minOrderFrom(text) === 0 || isRupeeAmount(minOrderFrom(text)), "Minimum order must be ₹0 or more with at most two decimals"),
  startsAt: z.string().refine((text) => fromIndiaInput(text) !== null, "Start is required"),
  endsAt: z.string().refine((text) => text === "" || fromIndiaInput(text) !== null, "End must be a date and time"),
  maxUses: useLimit("Total uses"),
  maxUsesPerCustomer: useLimit("Uses per customer"),
  isActive: z.boolean(),
});

type DiscountFormFields = z.output<typeof discountFormFields>;

function valueProblem({ kind, value: typed }: Pick<DiscountFormFields, "kind" | "value">): string | undefined {
  const value = Number(typed.trim());
  if (typed.trim() === "") return kind === "percent" ? "Percent off is required" : "Amount off is required";
  if (kind === "percent" && (!Number.isInteger(value) || value < 1 || value > 100)) return "Percent off must be a whole number from 1 to 100";
  if (kind === "amount" && !isRupeeAmount(value)) return "Amount off must be more than ₹0 with at most two decimals";
  return undefined;
}

/** The checks across fields; they run even when another field is wrong, so every message shows at once. */
function checkTerms(values: DiscountFormFields, ctx: z.RefinementCtx) {
  const value = valueProblem(values);
  if (value) ctx.addIssue({ code: "custom", path: ["value"], message: value });
  const startsAt = fromIndiaInput(values.startsAt);
  const endsAt = fromIndiaInput(values.endsAt);
  if (startsAt !== null && endsAt !== null && Date.parse(endsAt) <= Date.parse(startsAt)) ctx.addIssue({ code: "custom", path: ["endsAt"], message: "End must be after the start" });
}

const always = { when: () => true };

/** The body for POST/PUT /api/admin/discounts (the code is added when creating). */
function discountRequest(values: DiscountFormFields) {
  return {
    description: values.description.trim(),
    kind: values.kind,
    value: Number(values.value.trim()),
    minOrder: minOrderFrom(values.minOrder),
    startsAt: fromIndiaInput(values.startsAt)!,
    endsAt: values.endsAt === "" ? null : fromIndiaInput(values.endsAt),
    maxUses: limitFrom(values.maxUses),
    maxUsesPerCustomer: limitFrom(values.maxUsesPerCustomer),
    isActive: values.isActive,
  };
}

/** Editing a code: the code itself is the resource's name and is not typed again. */
export const discountFormSchema = discountFormFields.superRefine(checkTerms, always).transform(discountRequest);

/** A new code: required, then the server's own rule for a code, with its words; sent in capitals. */
export const newDiscountFormSchema = discountFormFields
  .extend({ code: z.string().trim().min(1, "Code is required").pipe(discountCodeField) })
  .superRefine(checkTerms, always)
  .transform(({ code, ...values }) => ({ code, ...discountRequest(values) }));

export type DiscountFormValues = z.input<typeof newDiscountFormSchema>;

/** What POST /api/admin/discounts (with the code) and PUT /api/admin/discounts/:code receive. */
export type DiscountRequest = z.output<typeof discountFormSchema>;
