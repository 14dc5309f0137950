import { History } from "lucide-react";
import { useId, useState } from "react";
import { shortId } from "@shared/catalogue.js";
import type { StockMovement, StockMovementReason, StockMovementSize } from "@shared/schemas/stock-movement.js";
import { adminDateTime } from "@/admin/shared/format.js";
import { failureReason } from "./product-messages.js";
import { fetchStockHistory } from "./stock-history-api.js";

/** Why the pieces moved, in the owner's words. */
const REASONS: Record<StockMovementReason, string> = {
  create: "Product added",
  count: "Counted",
  import: "CSV import",
  hold: "Held at checkout",
  release: "Hold released",
  sale: "Sold",
  return: "Returned",
  "refund-restock": "Restocked on refund",
  cancellation: "Back from a cancelled order",
};

/** "5" when it stayed, "5 → 3" when it moved. */
const fromTo = (from: number, to: number) => (from === to ? String(from) : `${from} → ${to}`);

function sizeLine(size: StockMovementSize): string {
  const held = size.heldFrom === 0 && size.heldTo === 0 ? "" : `, held ${fromTo(size.heldFrom, size.heldTo)}`;
  return `${size.size}: on hand ${fromTo(size.onHandFrom, size.onHandTo)}${held}`;
}

function who(movement: StockMovement): string {
  return movement.orderId ? `${movement.by}, order #${shortId(movement.orderId)}` : movement.by;
}

interface Loaded {
  movements: StockMovement[];
  nextCursor: string | null;
}

/**
 * Every change of a product's stock (issue 22), newest first, a page at a time: why, who or what,
 * when, and each size's pieces on hand and held from → to. Read only when the owner opens it.
 */
export function StockHistory({ productId }: { productId: string }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  async function load(cursor?: string) {
    setLoading(true);
    setError(null);
    try {
      const page = await fetchStockHistory(productId, cursor);
      setLoaded((now) => ({ movements: [...(cursor ? (now?.movements ?? []) : []), ...page.movements], nextCursor: page.nextCursor }));
    } catch (failure) {
      setError(failureReason(failure) ?? "The stock history could not be read. Try again.");
    } finally {
      setLoading(false);
    }
  }

  function toggle() {
    setOpen(!open);
    if (!open && !loaded && !loading) void load();
  }

  return (
    <div className="mgmt-history">
      <button type="button" className="btn btn--small btn--outline" aria-expanded={open} aria-controls={id} onClick={toggle}>
        <History size={16} aria-hidden="true" />
        Stock history
      </button>
      {open ? (
        <section id={id} className="mgmt-history__panel" aria-label="Stock history">
          {error ? (
            <p className="field__error" role="alert">
              {error}
            </p>
          ) : null}
          {loaded && loaded.movements.length === 0 ? <p className="field__hint">No stock changes recorded yet.</p> : null}
          {loaded && loaded.movements.length > 0 ? (
            <ol className="mgmt-history__list">
              {loaded.movements.map((movement) => (
                <li key={movement.id} className="mgmt-history__item">
                  <p className="mgmt-history__head">
                    <strong>{REASONS[movement.reason] ?? movement.reason}</strong>
                    <time dateTime={movement.at}>{adminDateTime(movement.at)}</time>
                  </p>
                  <p className="mgmt-history__who">{who(movement)}</p>
                  <ul className="mgmt-history__sizes">
                    {movement.sizes.map((size) => (
                      <li key={size.size}>{sizeLine(size)}</li>
                    ))}
                  </ul>
                </li>
              ))}
            </ol>
          ) : null}
          {loading ? <p className="field__hint">Loading...</p> : null}
          {loaded?.nextCursor && !loading ? (
            <button type="button" className="btn btn--small btn--ghost" onClick={() => void load(loaded.nextCursor ?? undefined)}>
              Show older changes
            </button>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
