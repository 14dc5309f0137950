import { indianGrouping } from "@shared/indian-grouping.js";
import "./load-more.css";

interface LoadMoreProps {
  shown: number;
  total: number;
  loading: boolean;
  onLoad(): void;
}

/** Below a large catalogue's listing: how far the shopper has come, and the next page. */
export function LoadMore({ shown, total, loading, onLoad }: LoadMoreProps) {
  return (
    <div className="load-more">
      <p className="load-more__count">
        Showing {indianGrouping(shown)} of {indianGrouping(total)}
      </p>
      <button type="button" className="btn btn--outline" onClick={onLoad} disabled={loading} aria-busy={loading}>
        {loading ? "Loading…" : "Load more"}
      </button>
    </div>
  );
}
