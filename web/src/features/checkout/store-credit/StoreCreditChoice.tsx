import { formatRupees } from "@shared/money.js";
import type { StoreCredit } from "./use-store-credit.js";
import "./store-credit.css";

/** "Use store credit (₹…)": shown only to a shopper who has some. */
export function StoreCreditChoice({ credit, disabled = false }: { credit: StoreCredit; disabled?: boolean }) {
  if (credit.balance <= 0) return null;
  return (
    <div className="store-credit-choice">
      <label className="store-credit-choice__label">
        <input type="checkbox" checked={credit.use} disabled={disabled} onChange={(event) => credit.setUse(event.target.checked)} />
        <span>Use store credit ({formatRupees(credit.balance)})</span>
      </label>
      {credit.expiryNote ? <p className="store-credit-choice__note">{credit.expiryNote}</p> : null}
    </div>
  );
}

/** The credit as a payment under the total, and what is left to pay: two rows of a <dl>. */
export function StoreCreditLines({ paid, toPay }: { paid: number; toPay: number }) {
  if (paid <= 0) return null;
  return (
    <>
      <div className="store-credit-lines__paid">
        <dt>Paid with store credit</dt>
        <dd data-testid="store-credit-paid">−{formatRupees(paid)}</dd>
      </div>
      <div className="store-credit-lines__due">
        <dt>To pay</dt>
        <dd data-testid="checkout-to-pay">{formatRupees(toPay)}</dd>
      </div>
    </>
  );
}
