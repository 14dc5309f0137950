import type { ComponentType } from "react";
import { errorText } from "@/api/error-text.js";
import { FlashMessage } from "@/admin/shared/Flash.js";
import { RefreshButton } from "@/admin/shared/HeaderButtons.js";
import { LoadErrorBanner } from "@/admin/shared/LoadErrorBanner.js";
import { PageHeader } from "@/admin/shared/PageHeader.js";
import type { Queue } from "./use-queue.js";
import "./queue.css";
import { Options } from "@/components/ui/form/Options.js";

/** One card of a queue: its row, and how it reports the outcome of an action on it. */
export interface QueueCardProps<T> {
  row: T;
  /** "info" when the action was sent for the owner's approval rather than done. */
  onDone(text: string, kind?: "success" | "info"): void;
  onFailed(error: unknown): void;
}

/**
 * The frame of a queue screen (returns, reviews): its count, Refresh, the outcome of the last
 * action, a "Show" filter by state, the cards, and "Show more" while the server has more.
 */
export function QueuePage<S extends string, T extends { id: string }>({
  title,
  noun,
  states,
  labels,
  queue,
  card: Card,
}: {
  title: string;
  /** What is listed, one and many ("return", "returns"). */
  noun: { one: string; many: string };
  states: readonly S[];
  labels: Record<S, string>;
  queue: Queue<S, T>;
  /** Draws one row as an <li>. */
  card: ComponentType<QueueCardProps<T>>;
}) {
  const { rows, nextCursor } = queue;
  const count = rows === null ? "Loading…" : `${rows.length}${nextCursor ? "+" : ""} ${rows.length === 1 && !nextCursor ? noun.one : noun.many}`;
  return (
    <div className="admin-page">
      <PageHeader title={title} count={count} actions={<RefreshButton small onClick={queue.load} />} />
      <FlashMessage flash={queue.flash} onClose={queue.clear} />
      <label className="queue-filter">
        <span>Show</span>
        <select className="select" value={queue.filter} onChange={(event) => queue.setFilter(event.target.value as S | "")}>
          <option value="">All {noun.many}</option>
          <Options values={states} label={labels} />
        </select>
      </label>
      <LoadErrorBanner text={queue.error ? errorText(queue.error, `Could not load the ${noun.many}. Check the connection and try again.`) : null} />
      {rows && rows.length === 0 ? <p className="muted">No {noun.many} here.</p> : null}
      <ul className="queue-cards">
        {(rows ?? []).map((row) => (
          <Card key={row.id} row={row} onDone={queue.done} onFailed={queue.failed} />
        ))}
      </ul>
      {nextCursor ? (
        <button type="button" className="btn btn--outline" onClick={queue.loadMore} disabled={queue.loadingMore}>
          {queue.loadingMore ? "Loading…" : `Show more ${noun.many}`}
        </button>
      ) : null}
    </div>
  );
}
