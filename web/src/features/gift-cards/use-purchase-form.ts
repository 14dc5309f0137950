import { useRef, useState } from "react";
import type { GiftCardPurchaseAsk } from "@shared/schemas/gift-card-purchase.js";
import type { GiftCardTerms } from "@/api/gift-cards.js";
import { checkForm, firstProblem, type FieldErrors } from "@/components/ui/form/form-problems.js";
import { purchaseFormSchema, type PurchaseField, type PurchaseFormValues } from "./purchase-form.js";

type Focusable = HTMLInputElement | HTMLTextAreaElement;

/**
 * The purchase form's values and each field's problem, shown beside it: all of them after a Pay,
 * the first focused, each gone as its field is corrected; the server's refusal joins them.
 */
export function usePurchaseForm(terms: GiftCardTerms, initial: () => PurchaseFormValues) {
  const [values, setValues] = useState<PurchaseFormValues>(initial);
  const [errors, setErrors] = useState<FieldErrors<PurchaseField>>({});
  const elements = useRef<Partial<Record<PurchaseField, Focusable | null>>>({});

  function change(field: PurchaseField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }

  /** What ties an input to its value, its problem and the focus. */
  function bind(field: PurchaseField) {
    return {
      name: field,
      value: values[field],
      onChange: (event: { target: { value: string } }) => change(field, event.target.value),
      error: errors[field],
      ref: (element: Focusable | null) => {
        elements.current[field] = element;
      },
    };
  }

  function show(next: FieldErrors<PurchaseField>) {
    setErrors(next);
    const first = firstProblem(next, Object.keys(values) as PurchaseField[]);
    if (first) elements.current[first.field]?.focus();
  }

  /** The body to send, or null with every problem shown; `today` is India's date. */
  function check(today: string): GiftCardPurchaseAsk | null {
    const checked = checkForm(purchaseFormSchema(terms, today), values);
    show(checked.ok ? {} : checked.errors);
    return checked.ok ? checked.data : null;
  }

  return { values, setValues, errors, change, bind, check, refuse: (field: PurchaseField, message: string) => show({ [field]: message }) };
}
