import { DataTable, type DataTableProps } from "@/components/ui/table/DataTable.js";
import { LoadErrorBanner } from "./LoadErrorBanner.js";
import { LoadMore } from "@/components/ui/table/LoadMore.js";
import { SelectionBar } from "@/components/ui/table/SelectionBar.js";
import type { AdminList } from "./use-admin-list.js";
import type { DeleteFlow } from "./use-delete-flow.js";
import type { Selection } from "@/components/ui/table/use-selection.js";

interface ListPanelProps<T> {
  list: AdminList<T>;
  /** Why the list could not be read, or null. */
  loadError: string | null;
  onRetry?: () => void;
  table: Omit<DataTableProps<T>, "rows" | "loading" | "select">;
  /** Tick boxes with Delete Selected over them: what is listed ("products") and each row's name. */
  bulk?: { noun: string; selection: Selection; deletion: DeleteFlow<T>; name(row: T): string };
  loadMoreLabel?: string;
}

/** The body of a list screen: bulk actions, why nothing could be read, the table and "Load more". */
export function ListPanel<T>({ list, loadError, onRetry, table, bulk, loadMoreLabel }: ListPanelProps<T>) {
  return (
    <div className="admin-panel">
      {bulk ? <SelectionBar count={bulk.selection.ids.length} noun={bulk.noun} onDelete={bulk.deletion.askSelected} onClear={bulk.selection.clear} busy={bulk.deletion.busy} /> : null}
      <LoadErrorBanner inPanel text={loadError} onRetry={onRetry} />
      <DataTable {...table} rows={list.items} loading={list.loading} select={bulk ? { selection: bulk.selection, noun: bulk.noun, name: bulk.name } : undefined} />
      <LoadMore list={list} label={loadMoreLabel} />
    </div>
  );
}
