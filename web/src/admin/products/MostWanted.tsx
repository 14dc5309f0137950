import { BellRing } from "lucide-react";
import { useEffect, useState } from "react";
import type { BackInStockWaitlist } from "@shared/schemas/back-in-stock-waitlist.js";
import { fetchWaitlists } from "@/api/back-in-stock.js";

/** How many products the panel names; the rest are summed. */
const SHOWN = 5;

/**
 * "Most wanted" (issue 27): shoppers waiting for sold-out sizes, per product and size, the most
 * wanted first — what to reorder. Shown only when someone waits (and to roles with stock).
 */
export function MostWanted({ refreshKey }: { refreshKey?: unknown }) {
  const [lists, setLists] = useState<BackInStockWaitlist[] | null>(null);
  useEffect(() => {
    let current = true;
    fetchWaitlists().then(
      (found) => current && setLists(found),
      () => current && setLists([]),
    );
    return () => {
      current = false;
    };
  }, [refreshKey]);
  if (!lists || lists.length === 0) return null;
  const waiting = lists.reduce((sum, list) => sum + list.total, 0);
  return (
    <section className="most-wanted" aria-labelledby="most-wanted-title">
      <h2 id="most-wanted-title" className="most-wanted__title">
        <BellRing size={18} aria-hidden="true" /> Most wanted: {waiting} {waiting === 1 ? "shopper waits" : "shoppers wait"} for sold-out sizes
      </h2>
      <ol className="most-wanted__list">
        {lists.slice(0, SHOWN).map((list) => (
          <li key={list.productId}>
            <span className="most-wanted__name">{list.name}</span>{" "}
            <span className="most-wanted__sizes">
              {Object.entries(list.waitingBySize)
                .sort((a, b) => b[1] - a[1])
                .map(([size, count]) => `${size}: ${count} waiting`)
                .join(" · ")}
            </span>
          </li>
        ))}
      </ol>
      {lists.length > SHOWN ? <p className="most-wanted__more muted">and {lists.length - SHOWN} more products with shoppers waiting</p> : null}
    </section>
  );
}
