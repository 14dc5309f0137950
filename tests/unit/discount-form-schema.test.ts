// The discount form's rules and the spec's words, read from its schema: each field's first
// message, every wrong field at once, and the body a correct form becomes (dates as India time).
import { describe, expect, it } from "vitest";
import { discountFormSchema, newDiscountFormSchema, type DiscountFormValues } from "../../shared/schemas/discount-form.js";
import { checkForm } from "../../web/src/components/ui/form/form-problems.js";

const form = (changes: Partial<DiscountFormValues> = {}): DiscountFormValues => ({
  code: "diwali10",
  description: " Diwali ",
  kind: "percent",
  value: "10",
  minOrder: "2000",
  startsAt: "2026-10-20T05:30",
  endsAt: "2026-11-05T23:59",
  maxUses: "100",
  maxUsesPerCustomer: "1",
  isActive: true,
  ...changes,
});

const errors = (values: DiscountFormValues) => {
  const checked = checkForm(newDiscountFormSchema, values);
  return checked.ok ? {} : checked.errors;
};

describe("the discount form's schema", () => {
  it("turns a correct form into the request, the code in capitals and the dates read as India time", () => {
    expect(newDiscountFormSchema.parse(form())).toEqual({
      code: "DIWALI10",
      description: "Diwali",
      kind: "percent",
      value: 10,
      minOrder: 2000,
      startsAt: "2026-10-20T00:00:00.000Z",
      endsAt: "2026-11-05T18:29:00.000Z",
      maxUses: 100,
      maxUsesPerCustomer: 1,
      isActive: true,
    });
    expect(discountFormSchema.parse(form({ kind: "amount", value: "499.50", minOrder: "", endsAt: "", maxUses: "", maxUsesPerCustomer: "" }))).toMatchObject({ value: 499.5, minOrder: 0, endsAt: null, maxUses: null, maxUsesPerCustomer: null });
  });

  it("says what is wrong with each field, all at once", () => {
    expect(errors(form({ code: " ", value: "" }))).toEqual({ code: "Code is required", value: "Percent off is required" });
    expect(errors(form({ code: "diwali 10", value: "120", maxUses: "0", endsAt: "2020-01-01T00:00" }))).toEqual({
      code: "A discount code is 3 to 20 letters, digits, - or _",
      value: "Percent off must be a whole number from 1 to 100",
      endsAt: "End must be after the start",
      maxUses: "Total uses must be a whole number of 1 or more, or empty for no limit",
    });
    expect(errors(form({ kind: "amount", value: "" }))).toEqual({ value: "Amount off is required" });
    expect(errors(form({ kind: "amount", value: "10.555", minOrder: "-1", maxUsesPerCustomer: "1.5" }))).toEqual({
      value: "Amount off must be more than ₹0 with at most two decimals",
      minOrder: "Minimum order must be ₹0 or more with at most two decimals",
      maxUsesPerCustomer: "Uses per customer must be a whole number of 1 or more, or empty for no limit",
    });
    expect(errors(form({ startsAt: "", endsAt: "soon" }))).toEqual({ startsAt: "Start is required", endsAt: "End must be a date and time" });
  });

  it("does not ask for the code when editing", () => {
    expect(checkForm(discountFormSchema, form({ code: "" })).ok).toBe(true);
  });
});
