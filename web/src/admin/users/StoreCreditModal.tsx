import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { formatRupees } from "@shared/money.js";
import type { User } from "@shared/schemas/user.js";
import { errorText } from "@/api/error-text.js";
import { ProductField } from "@/admin/products/ProductField.js";
import { FormModal } from "@/admin/shared/FormModal.js";
import { adminDate } from "@/admin/shared/format.js";
import { adjustShopperCredit, fetchShopperCredit, type ShopperCredit } from "./store-credit-api.js";

export const KIND_LABELS: Record<string, string> = {
  return: "Return",
  adjustment: "Adjustment",
  "checkout-spent": "Spent at checkout",
  "checkout-returned": "Checkout not paid: given back",
  refund: "Refund",
  expired: "Expired: term ran out",
  forfeited: "Given up: account closed",
  "gift-card": "Gift card redeemed",
};

const AMOUNT = /^-?\d+(\.\d{1,2})?$/;

/** A shopper's store credit: the balance, the latest entries, and an adjustment with a reason. */
export function StoreCreditModal({ user, onClose, onSaved, onSentForApproval }: { user: User; onClose(): void; onSaved(balance: number): void; onSentForApproval?(message: string): void }) {
  const [credit, setCredit] = useState<ShopperCredit | null>(null);
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const amountRef = useRef<HTMLInputElement>(null);
  // One key per opened form: a double click or a retried save adjusts once.
  const [key] = useState(() => `adj-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`);
  const id = useId();

  useEffect(() => {
    fetchShopperCredit(user._id).then(setCredit, (error: unknown) => setFailure(errorText(error, "Could not read the store credit.")));
  }, [user._id]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found: typeof errors = {};
    if (!AMOUNT.test(amount.trim()) || Number(amount) === 0) found.amount = "Rupees with at most 2 decimals, not 0 (negative to take credit away)";
    if (reason.trim().length < 3) found.reason = "Say why, in at least 3 characters";
    setErrors(found);
    if (found.amount || found.reason) return;
    setBusy(true);
    setFailure(null);
    try {
      const done = await adjustShopperCredit(user._id, { amount: Number(amount), reason: reason.trim(), idempotencyKey: key });
      // Over her day's limit the credit waits for the owner: nothing added, the server's words say so.
      if (typeof done === "number") onSaved(done);
      else (onSentForApproval ?? onClose)(done.message);
    } catch (error) {
      setFailure(errorText(error, "The store credit could not be adjusted."));
      setBusy(false);
    }
  }

  return (
    <FormModal
      title="Store credit"
      subtitle={`${user.name} · ${user.email}`}
      initialFocus={amountRef}
      submitLabel="Adjust credit"
      busy={busy}
      failure={failure ? { text: "Not adjusted", detail: failure } : null}
      onSubmit={submit}
      onClose={onClose}
    >
      <p className="store-credit-admin__balance">
        Balance: <strong data-testid="store-credit-balance">{credit ? formatRupees(credit.balance) : "…"}</strong>
      </p>
      {credit?.expiryNote ? <p className="field__hint">{credit.expiryNote}</p> : null}
      {credit && credit.entries.length > 0 ? (
        <ul className="plain-list store-credit-admin__entries" aria-label="Latest store credit entries">
          {credit.entries.map((entry) => (
            <li key={entry.id}>
              <span>
                {KIND_LABELS[entry.kind] ?? entry.kind}
                {entry.reason ? `: ${entry.reason}` : ""} <span className="admin-table__sub">{adminDate(entry.at)} · {entry.by}</span>
              </span>
              <strong>{entry.amount > 0 ? `+${formatRupees(entry.amount)}` : `−${formatRupees(-entry.amount)}`}</strong>
            </li>
          ))}
        </ul>
      ) : null}
      <ProductField id={`${id}-amount`} label="Amount (₹)" error={errors.amount} hint="Negative to take credit away; it never goes below zero.">
        {(control) => <input {...control} ref={amountRef} className="input" inputMode="decimal" value={amount} onChange={(event) => {
              setAmount(event.target.value);
              // A corrected field stops showing its message.
              setErrors((now) => ({ ...now, amount: undefined }));
            }} autoComplete="off" />}
      </ProductField>
      <ProductField id={`${id}-reason`} label="Reason" error={errors.reason}>
        {(control) => <input {...control} className="input" value={reason} maxLength={200} onChange={(event) => {
              setReason(event.target.value);
              setErrors((now) => ({ ...now, reason: undefined }));
            }} autoComplete="off" />}
      </ProductField>
    </FormModal>
  );
}
