import type { AdminList } from "./use-admin-list.js";

/** The list's next page, under the table while the server has more. */
export function LoadMore({ list, label = "Load more" }: { list: Pick<AdminList<unknown>, "hasMore" | "loadingMore" | "loadMore">; label?: string }) {
  if (!list.hasMore) return null;
  return (
    <div className="admin-list-footer">
      <button type="button" className="btn btn--outline" onClick={list.loadMore} disabled={list.loadingMore}>
        {list.loadingMore ? "Loading..." : label}
      </button>
    </div>
  );
}
