import { useId, useState, type FormEvent } from "react";
import { useSending } from "@/components/ui/form/use-sending.js";
import { formatRupees } from "@shared/money.js";
import type { Order } from "@shared/schemas/order.js";
import { api } from "@/api/client.js";
import type { Answer } from "@/api/contract.js";
import { serverReason } from "@/api/error-text.js";
import { FlashMessage } from "@/admin/shared/Flash.js";
import { LabelledField } from "@/components/ui/form/LabelledField.js";
import { isSentForApproval, type SentForApproval } from "@/admin/approvals/sent-for-approval.js";

const FAILED = "The order was not cancelled.";

/** The cancelled order, or (202) the request sent for the owner's approval when over the day's limit. */
async function cancelByShop(orderId: string, reason: string): Promise<Order | SentForApproval> {
  const answer = await api.post<Answer<"/orders/:id/cancel-by-shop", "$post">>(`/orders/${encodeURIComponent(orderId)}/cancel-by-shop`, { reason });
  return isSentForApproval(answer) ? answer : answer.data;
}

/**
 * The shop's own cancellation of a paid order not yet dispatched (issue 25): refunded in full, no
 * fee (Consumer Protection (E-Commerce) Rules, rule 4(10)), the pieces back in stock, the credit
 * note and the e-mails sent by the server.
 */
export function ShopCancelForm({ order, onUpdated }: { order: Order; onUpdated(order: Order): void }) {
  const id = useId();
  const [reason, setReason] = useState("");
  const { sending: busy, send } = useSending();
  const [problem, setProblem] = useState<{ text: string; detail?: string | null } | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!reason.trim()) {
      setProblem({ text: "Reason is required" });
      return;
    }
    setProblem(null);
    setSent(null);
    await send(
      async () => {
        const done = await cancelByShop(order._id, reason.trim());
        if (isSentForApproval(done)) setSent(done.message);
        else onUpdated(done);
      },
      (failure) => setProblem({ text: FAILED, detail: serverReason(failure) }),
    );
  }

  return (
    <form className="admin-form" onSubmit={submit} noValidate aria-label="Cancel the order">
      <p className="muted">
        Refunds everything paid ({formatRupees(order.totalPrice)}, less any earlier refund) with no fee, as the shop is cancelling; puts the pieces back in stock, issues the credit note and tells the shopper. Not
        possible once the parcel is picked up.
      </p>
      <LabelledField id={`${id}-reason`} label="Reason (the shopper reads it)" required>
        <input id={`${id}-reason`} className="input" value={reason} maxLength={300} onChange={(event) => setReason(event.target.value)} />
      </LabelledField>
      <FlashMessage flash={problem ? { kind: "error", text: problem.text, detail: problem.detail } : null} />
      <FlashMessage flash={sent ? { kind: "info", text: sent } : null} />
      <button type="submit" className="btn btn--outline" aria-disabled={busy}>
        {busy ? "Cancelling..." : "Cancel and refund in full"}
      </button>
    </form>
  );
}
