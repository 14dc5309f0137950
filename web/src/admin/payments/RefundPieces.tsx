import { formatPaise } from "@shared/money.js";
import type { RefundRow } from "./refund-lines.js";
import { Options } from "@/components/ui/form/Options.js";

interface PieceProps {
  rows: readonly RefundRow[];
  ticked: ReadonlyMap<number, number>;
  onTick(index: number, quantity: number | null): void;
}

/**
 * The pieces refunded, ticked line by line with how many of each, the amount they come to (or
 * what is wrong), and whether they go back to stock.
 */
export function RefundPieces({ id, problem, total, restock, onRestock, ...lines }: PieceProps & { id: string; problem: string | null; total: string; restock: boolean; onRestock(restock: boolean): void }) {
  return (
    <>
      <fieldset className="refund-pieces" aria-describedby={id}>
        <legend className="field__label">Pieces to refund</legend>
        <RefundPieceList {...lines} />
      </fieldset>
      <p id={id} className={problem ? "field__error" : "refund-total"} role={problem ? "alert" : undefined} aria-live="polite">
        {problem ?? total}
      </p>
      <label className="refund-check">
        <input type="checkbox" checked={restock} onChange={(event) => onRestock(event.target.checked)} />
        <span>Put the pieces back in stock</span>
      </label>
      <p className="field__hint refund-hint">Untick for a piece that came back damaged or never came back.</p>
    </>
  );
}

/** A line refunded in full before shows "Refunded" and cannot be ticked again. */
function RefundPieceList({ rows, ticked, onTick }: PieceProps) {
  return (
    <ul className="refund-lines">
      {rows.map((row) => {
        const chosen = ticked.get(row.index);
        const label = `${row.name}, size ${row.size}`;
        return (
          <li key={row.index} className={`spread-row refund-line${row.left === 0 ? " refund-line--done" : ""}`}>
            <label className="refund-check refund-line__tick">
              <input type="checkbox" disabled={row.left === 0} checked={chosen !== undefined} onChange={(event) => onTick(row.index, event.target.checked ? row.left : null)} />
              <span>
                <span className="refund-line__name">{row.name}</span>
                <span className="refund-line__meta">
                  Size {row.size} · {formatPaise(row.eachPaise)} each · bought {row.quantity}
                  {row.refunded > 0 ? `, ${row.refunded} refunded already` : ""}
                </span>
              </span>
            </label>
            {row.left === 0 ? (
              <span className="refund-line__status">Refunded</span>
            ) : row.left > 1 && chosen !== undefined ? (
              <label className="refund-line__quantity">
                <span>Pieces</span>
                <select className="input" aria-label={`Pieces of ${label} to refund`} value={chosen} onChange={(event) => onTick(row.index, Number(event.target.value))}>
                  <Options values={Array.from({ length: row.left }, (_, i) => i + 1)} />
                </select>
              </label>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
