import { Lock } from "lucide-react";
import { formatRupees } from "@shared/money.js";

export const CHECKOUT_FORM_ID = "checkout-form";

interface PayFooterProps {
  failure: string | null;
  /** Rupees, the order's total before store credit. */
  total: number;
  busy: boolean;
  disabled: boolean;
  label: string;
}

/** The checkout modal's footer: why the last attempt failed, the total, and the Pay button that submits the address form. */
export function PayFooter({ failure, total, busy, disabled, label }: PayFooterProps) {
  return (
    <div className="checkout-pay">
      {failure && (
        <p className="account-error checkout-pay__failure" role="alert">
          {failure}
        </p>
      )}
      <p className="checkout-pay__total">
        <span className="checkout-pay__label">Total</span>
        <strong>{formatRupees(total)}</strong>
        <span className="checkout-pay__note">Inclusive of all taxes</span>
      </p>
      <button type="submit" form={CHECKOUT_FORM_ID} className="btn btn--primary checkout-pay__button" disabled={disabled} aria-busy={busy}>
        <Lock size={18} aria-hidden="true" />
        {busy ? "Processing..." : label}
      </button>
    </div>
  );
}
