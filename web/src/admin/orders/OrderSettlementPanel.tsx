import { useEffect, useState } from "react";
import { formatRupees } from "@shared/money.js";
import { api } from "@/api/client.js";
import type { Answer } from "@/api/contract.js";
import { DetailsList } from "@/components/ui/details-list/DetailsList.js";
import { usePermissions } from "@/admin/shared/admin-permissions.js";
import { AdminSection } from "@/admin/shared/AdminSection.js";
import { HistoryList } from "@/admin/shared/HistoryList.js";

type Settlement = Answer<"/orders/:id/settlement", "$get">["data"];
type Payout = Settlement["entries"][number];

const KIND_WORDS: Record<Payout["kind"], string> = {
  refund: "Refund",
  cancellation: "Cancellation",
  "return-credit": "Return to store credit",
  exchange: "Exchange",
  "return-receipt": "Return received",
  rto: "Parcel back (RTO)",
};

/** How a payout went back, in parts: "card ₹1,000.00 + store credit ₹500.00". */
function parts(payout: Pick<Payout, "card" | "storeCredit" | "exchange">): string {
  const named = [
    ["card", payout.card],
    ["store credit", payout.storeCredit],
    ["exchange", payout.exchange],
  ] as const;
  return named.filter(([, amount]) => amount > 0).map(([name, amount]) => `${name} ${formatRupees(amount)}`).join(" + ");
}

function payoutWhat(payout: Payout, pending: boolean): string {
  const money = parts(payout);
  const pieces = [payout.pieces > 0 ? `${payout.pieces} back` : "", payout.restocked > 0 ? `${payout.restocked} restocked` : ""].filter(Boolean).join(", ");
  return `${pending ? "At Razorpay now: " : ""}${KIND_WORDS[payout.kind]}${money ? ` · ${money}` : ""}${pieces ? ` · pieces ${pieces}` : ""}`;
}

/**
 * The order's settlement (issue 39, docs/money.md) in the admin's order details: what was paid,
 * what was given back and how, what is left, and each payout with who made it and when.
 */
export function OrderSettlementPanel({ orderId }: { orderId: string }) {
  const { can } = usePermissions();
  const allowed = can("payments");
  const [settlement, setSettlement] = useState<Settlement | null>(null);
  useEffect(() => {
    if (!allowed) return;
    const controller = new AbortController();
    api
      .get<Answer<"/orders/:id/settlement", "$get">>(`/orders/${encodeURIComponent(orderId)}/settlement`, undefined, controller.signal)
      .then((answer) => setSettlement(answer.data))
      .catch(() => undefined);
    return () => controller.abort();
  }, [orderId, allowed]);
  if (!settlement) return null;
  const paid = parts({ card: settlement.paid.card, storeCredit: settlement.paid.storeCredit, exchange: settlement.paid.goods });
  const history = [...settlement.entries.map((payout) => ({ payout, pending: false })), ...settlement.pending.map((payout) => ({ payout, pending: true }))];
  return (
    <AdminSection title="Settlement">
      <DetailsList
        details={[
          { label: "Paid", value: `${formatRupees(settlement.paid.total)}${paid ? ` (${paid})` : ""}` },
          { label: "Given back", value: `${formatRupees(settlement.givenBack.total)}${settlement.givenBack.total > 0 ? ` (${parts(settlement.givenBack)})` : ""}` },
          { label: "Left to give back", value: formatRupees(settlement.left) },
          { label: "Pieces", value: `${settlement.piecesSold} sold, ${settlement.piecesBack} paid back, ${settlement.piecesRestocked} back on the shelf` },
        ]}
      />
      {history.length > 0 ? (
        <HistoryList entries={history.map(({ payout, pending }) => ({ key: `${pending ? "pending" : "entry"}-${payout.ref}`, what: payoutWhat(payout, pending), at: payout.at, by: payout.by, dot: pending ? "order-history__dot--pending" : "order-history__dot--refunded" }))} />
      ) : (
        <p className="muted">Nothing given back yet.</p>
      )}
    </AdminSection>
  );
}
