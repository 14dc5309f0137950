import { useRef, useState, type RefObject } from "react";
import { businessInvoiceSchema, BUSINESS_FIELDS, type BusinessBuyer, type BusinessField } from "@shared/schemas/business-invoice.js";
import { checkForm, type FieldErrors } from "@/components/ui/form/form-problems.js";
import type { ShippingDraft } from "@/features/checkout/shipping-draft.js";
import { billingFromDelivery, businessFieldOf, NO_BUSINESS_INVOICE, type BusinessDraft } from "./business-draft.js";

export type BusinessErrors = FieldErrors<BusinessField>;
type Focusable = HTMLInputElement | HTMLSelectElement;

/** The checkout's business invoice: asked for or not, its fields checked by the server's own schema, kept in `draft` while the form is closed. */
export function useBusinessInvoice(draft: RefObject<BusinessDraft | null>) {
  const [kept, setKept] = useState<BusinessDraft>(() => draft.current ?? NO_BUSINESS_INVOICE);
  const [errors, setErrors] = useState<BusinessErrors>({});
  const elements = useRef<Partial<Record<BusinessField, Focusable | null>>>({});

  function keep(next: BusinessDraft) {
    setKept(next);
    draft.current = next;
  }

  function want(wanted: boolean) {
    keep({ ...kept, wanted });
    if (!wanted) setErrors({});
  }

  function change(field: BusinessField, value: string) {
    keep({ ...kept, values: { ...kept.values, [field]: value } });
    if (errors[field]) setErrors({ ...errors, [field]: undefined });
  }

  function sameAsDelivery(delivery: ShippingDraft) {
    keep({ ...kept, values: billingFromDelivery(kept.values, delivery) });
    // The copied lines are judged afresh at Pay; the GSTIN's message may have been about the old state.
    setErrors({ legalName: errors.legalName });
  }

  // Checked on every change: the line under the totals names the buyer once the fields pass.
  const checked = kept.wanted ? checkForm(businessInvoiceSchema, kept.values) : null;

  /** Not asked for, or the buyer to send; else each field's problem is shown (the first focused, when told). */
  function check(focus: boolean): { ok: true; buyer?: BusinessBuyer } | { ok: false } {
    if (!checked) return { ok: true };
    if (checked.ok) return { ok: true, buyer: checked.data };
    setErrors(checked.errors);
    const first = BUSINESS_FIELDS.find((field) => checked.errors[field]);
    if (focus && first) elements.current[first]?.focus();
    return { ok: false };
  }

  /** The server refused the order over one of these fields: its words go beside it. Says whether it was one. */
  function refused(message: string): boolean {
    const field = kept.wanted ? businessFieldOf(message) : undefined;
    if (!field) return false;
    setErrors((current) => ({ ...current, [field]: message }));
    elements.current[field]?.focus();
    return true;
  }

  const ref = (field: BusinessField) => (element: Focusable | null) => {
    elements.current[field] = element;
  };

  return { wanted: kept.wanted, values: kept.values, errors, buyer: checked?.ok ? checked.data : undefined, want, change, sameAsDelivery, check, refused, ref };
}

export type BusinessInvoice = ReturnType<typeof useBusinessInvoice>;
