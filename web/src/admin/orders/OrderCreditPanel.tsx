import { useEffect, useState } from "react";
import { formatRupees } from "@shared/money.js";
import { api } from "@/api/client.js";
import type { Answer } from "@/api/contract.js";
import { usePermissions } from "@/admin/shared/admin-permissions.js";
import { KIND_LABELS } from "@/admin/users/StoreCreditModal.js";
import { AdminSection } from "@/admin/shared/AdminSection.js";
import { HistoryList } from "@/admin/shared/HistoryList.js";

type Movements = Answer<"/orders/:id/store-credit", "$get">["data"];

/** The order's store-credit movements for the admin's order details, oldest first; nothing when there are none. */
export function OrderCreditPanel({ orderId }: { orderId: string }) {
  const { can } = usePermissions();
  const allowed = can("store-credit");
  const [movements, setMovements] = useState<Movements>([]);
  useEffect(() => {
    if (!allowed) return;
    const controller = new AbortController();
    api
      .get<Answer<"/orders/:id/store-credit", "$get">>(`/orders/${encodeURIComponent(orderId)}/store-credit`, undefined, controller.signal)
      .then((answer) => setMovements(answer.data))
      .catch(() => undefined);
    return () => controller.abort();
  }, [orderId, allowed]);
  if (movements.length === 0) return null;
  return (
    <AdminSection title="Store credit">
      <HistoryList
        entries={movements.map((movement) => ({
          key: movement.id,
          what: `${KIND_LABELS[movement.kind] ?? movement.kind} ${movement.amount > 0 ? "+" : "−"}${formatRupees(Math.abs(movement.amount))}`,
          at: movement.at,
          by: movement.by,
        }))}
      />
    </AdminSection>
  );
}
