import type { Order } from "@shared/schemas/order.js";
import { HistoryList } from "@/admin/shared/HistoryList.js";
import { ORDER_STATUS_LABELS } from "@/admin/shared/StatusBadge.js";

/** An order's status changes, newest first, with who made them and why. */
export function StatusHistory({ history }: { history: Order["statusHistory"] }) {
  return (
    <HistoryList
      entries={[...(history ?? [])].reverse().map((change, index) => ({
        key: `${change.at}-${index}`,
        what: ORDER_STATUS_LABELS[change.status] ?? change.status,
        at: change.at,
        by: change.by,
        note: change.note,
        dot: `order-history__dot--${change.status}`,
      }))}
    />
  );
}
