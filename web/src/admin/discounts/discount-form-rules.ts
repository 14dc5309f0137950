// The discount form's fields as typed, the checks made before anything is sent (the server
// checks again and its reasons are shown as they come), and the request they become.
import { isRupeeAmount } from "@shared/money.js";
import { discountCodeField } from "@shared/schemas/discount.js";
import type { DiscountCode, DiscountKind } from "@shared/schemas/discount-code.js";
import type { DiscountRequest } from "./discounts-api.js";
import { fromIndiaInput, toIndiaInput } from "./india-time.js";

export interface DiscountFormValues {
  code: string;
  description: string;
  kind: DiscountKind;
  value: string;
  minOrder: string;
  startsAt: string;
  endsAt: string;
  maxUses: string;
  maxUsesPerCustomer: string;
  isActive: boolean;
}

export type DiscountField = "code" | "value" | "minOrder" | "startsAt" | "endsAt" | "maxUses" | "maxUsesPerCustomer";
export type DiscountFormErrors = Partial<Record<DiscountField, string>>;

/** The order the fields appear in, so the first wrong one gets the focus. */
export const DISCOUNT_FIELDS: readonly DiscountField[] = ["code", "value", "minOrder", "startsAt", "endsAt", "maxUses", "maxUsesPerCustomer"];

export function emptyDiscountForm(now: number = Date.now()): DiscountFormValues {
  return {
    code: "",
    description: "",
    kind: "percent",
    value: "",
    minOrder: "0",
    startsAt: toIndiaInput(new Date(now).toISOString()),
    endsAt: "",
    maxUses: "",
    maxUsesPerCustomer: "1",
    isActive: true,
  };
}

export function discountToForm(code: DiscountCode): DiscountFormValues {
  return {
    code: code.code,
    description: code.description ?? "",
    kind: code.kind,
    value: String(code.value),
    minOrder: String(code.minOrder ?? 0),
    startsAt: toIndiaInput(code.startsAt),
    endsAt: toIndiaInput(code.endsAt),
    maxUses: code.maxUses === null ? "" : String(code.maxUses),
    maxUsesPerCustomer: code.maxUsesPerCustomer === null ? "" : String(code.maxUsesPerCustomer),
    isActive: code.isActive,
  };
}

/** Codes are kept in capitals; shoppers may type them in any case. */
export function normaliseCode(text: string): string {
  return text.trim().toUpperCase();
}

function wholeOrBlank(text: string): number | null | "bad" {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  if (!/^\d+$/.test(trimmed) || Number(trimmed) < 1) return "bad";
  return Number(trimmed);
}

export function checkDiscountForm(values: DiscountFormValues, creating: boolean): DiscountFormErrors {
  const errors: DiscountFormErrors = {};
  if (creating) {
    // The server's own rule for a code, with its words.
    const code = discountCodeField.safeParse(values.code);
    if (values.code.trim() === "") errors.code = "Code is required";
    else if (!code.success) errors.code = code.error.issues[0]?.message ?? "This is not a discount code";
  }
  const value = Number(values.value.trim());
  if (values.value.trim() === "") errors.value = values.kind === "percent" ? "Percent off is required" : "Amount off is required";
  else if (values.kind === "percent" && (!Number.isInteger(value) || value < 1 || value > 100)) errors.value = "Percent off must be a whole number from 1 to 100";
  else if (values.kind === "amount" && !isRupeeAmount(value)) errors.value = "Amount off must be more than ₹0 with at most two decimals";
  const minOrder = values.minOrder.trim() === "" ? 0 : Number(values.minOrder.trim());
  if (!(minOrder === 0 || isRupeeAmount(minOrder))) errors.minOrder = "Minimum order must be ₹0 or more with at most two decimals";
  const startsAt = fromIndiaInput(values.startsAt);
  if (startsAt === null) errors.startsAt = "Start is required";
  if (values.endsAt !== "") {
    const endsAt = fromIndiaInput(values.endsAt);
    if (endsAt === null) errors.endsAt = "End must be a date and time";
    else if (startsAt !== null && Date.parse(endsAt) <= Date.parse(startsAt)) errors.endsAt = "End must be after the start";
  }
  if (wholeOrBlank(values.maxUses) === "bad") errors.maxUses = "Total uses must be a whole number of 1 or more, or empty for no limit";
  if (wholeOrBlank(values.maxUsesPerCustomer) === "bad") errors.maxUsesPerCustomer = "Uses per customer must be a whole number of 1 or more, or empty for no limit";
  return errors;
}

/** The request for a form that passed checkDiscountForm. */
export function discountRequestFromForm(values: DiscountFormValues): DiscountRequest {
  const maxUses = wholeOrBlank(values.maxUses);
  const perCustomer = wholeOrBlank(values.maxUsesPerCustomer);
  return {
    description: values.description.trim(),
    kind: values.kind,
    value: Number(values.value.trim()),
    minOrder: values.minOrder.trim() === "" ? 0 : Number(values.minOrder.trim()),
    startsAt: fromIndiaInput(values.startsAt) ?? new Date().toISOString(),
    endsAt: values.endsAt === "" ? null : fromIndiaInput(values.endsAt),
    maxUses: maxUses === "bad" ? null : maxUses,
    maxUsesPerCustomer: perCustomer === "bad" ? null : perCustomer,
    isActive: values.isActive,
  };
}
