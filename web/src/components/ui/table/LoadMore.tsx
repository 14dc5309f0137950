import "./table.css";

/** What "Show more" needs of a list read a page at a time. */
export interface PagedList {
  hasMore: boolean;
  loadingMore: boolean;
  loadMore(): void;
}

/** The list's next page, under the table while the server has more. */
export function LoadMore({ list, label = "Load more" }: { list: PagedList; label?: string }) {
  if (!list.hasMore) return null;
  return (
    <div className="admin-list-footer">
      <button type="button" className="btn btn--outline" onClick={list.loadMore} disabled={list.loadingMore}>
        {list.loadingMore ? "Loading..." : label}
      </button>
    </div>
  );
}
