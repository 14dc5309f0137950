import type { ReactNode } from "react";
import { adminDateTime } from "./format.js";

/** One line of an order's history: what happened, when, by whom, and an optional note. */
export interface HistoryEntry {
  key: string;
  what: ReactNode;
  at: string;
  by: string;
  note?: string;
  /** The dot's modifier class (a status's colour); no dot when absent. */
  dot?: string;
}

/** What happened to an order (its statuses, returns, store credit), one line each. */
export function HistoryList({ entries }: { entries: readonly HistoryEntry[] }) {
  return (
    <ol className="order-history">
      {entries.map((entry) => (
        <li key={entry.key} className="order-history__entry">
          {entry.dot === undefined ? null : <span className={`order-history__dot ${entry.dot}`} aria-hidden="true" />}
          <div>
            <p className="order-history__status">
              <strong>{entry.what}</strong>
              <span className="muted">
                {" "}
                · {adminDateTime(entry.at)} · {entry.by}
              </span>
            </p>
            {entry.note ? <p className="order-history__note">{entry.note}</p> : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
