// The discount form's starting values; its rules are shared/schemas/discount-form.ts.
import { toIndiaInput } from "@shared/india-time.js";
import type { DiscountFormValues } from "@shared/schemas/discount-form.js";
import type { DiscountCode } from "@shared/schemas/discount-code.js";

export type { DiscountFormValues };

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
