import { useEffect, useState } from "react";
import { formatRupees } from "@shared/money.js";
import { orderNumber } from "@shared/order-number.js";
import { RETURN_STATE_WORDS, returnWords } from "@shared/return-words.js";
import { api } from "@/api/client.js";
import type { Answer } from "@/api/contract.js";
import { AdminSection } from "@/admin/shared/AdminSection.js";
import { HistoryList } from "@/admin/shared/HistoryList.js";

type Found = Answer<"/orders/:id/returnable", "$get">["data"];

/** The order's returns for the admin's order details: every step of each, oldest first, with what resolved it. */
export function OrderReturnsPanel({ orderId }: { orderId: string }) {
  const [found, setFound] = useState<Found | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    api
      .get<Answer<"/orders/:id/returnable", "$get">>(`/orders/${encodeURIComponent(orderId)}/returnable`, undefined, controller.signal)
      .then((answer) => setFound(answer.data))
      .catch(() => undefined);
    return () => controller.abort();
  }, [orderId]);
  if (!found || found.returns.length === 0) return null;
  const steps = found.returns
    .flatMap((ret) =>
      ret.history.map((step) => ({
        key: `${ret.id}-${step.at}-${step.state}`,
        at: step.at,
        what: `${ret.number}: ${step.state === "resolved" ? returnWords(ret) : RETURN_STATE_WORDS[step.state]}`,
        by: step.by,
        note:
          step.state === "resolved"
            ? [
                ...(ret.credit !== undefined ? [`Store credit ${formatRupees(ret.credit)}`] : []),
                ...(ret.exchangeOrderId ? [`Exchange order ${orderNumber(ret.exchangeOrderId)}`] : []),
                ...(ret.refunded !== undefined ? [`Refunded ${formatRupees(ret.refunded)}`] : []),
              ].join(" · ") || undefined
            : step.note,
      })),
    )
    .sort((a, b) => a.at.localeCompare(b.at));
  return (
    <AdminSection title="Returns">
      <HistoryList entries={steps} />
    </AdminSection>
  );
}
