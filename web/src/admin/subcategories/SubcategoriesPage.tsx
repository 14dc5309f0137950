import { useMemo, useState } from "react";
import { SUBCATEGORY_CATEGORIES } from "@shared/catalogue.js";
import type { Subcategory } from "@shared/schemas/subcategory-record.js";
import { readSession } from "@/session/session-store.js";
import type { Column } from "@/components/ui/table/DataTable.js";
import { BulkDeleteDialog } from "@/admin/shared/BulkDeleteDialog.js";
import { useFlash, type Flash } from "@/admin/shared/Flash.js";
import { FilterSelect, ListToolbar, SearchField } from "@/admin/shared/ListToolbar.js";
import { RowActions } from "@/admin/shared/RowActions.js";
import { ToneBadge } from "@/admin/shared/StatusBadge.js";
import { useAdminList, wholeList } from "@/admin/shared/use-admin-list.js";
import { useDeleteFlow, type DeleteTarget } from "@/admin/shared/use-delete-flow.js";
import { useListFilters } from "@/admin/shared/use-list-filters.js";
import { useSelection } from "@/components/ui/table/use-selection.js";
import "@/components/ui/table/table.css";
import "@/admin/shared/admin-shared.css";
import { ListHeader } from "@/admin/shared/ListHeader.js";
import { ListPanel } from "@/admin/shared/ListPanel.js";
import { SubcategoryFormModal } from "./SubcategoryFormModal.js";
import { categoryLabel } from "./subcategory-form-values.js";
import { deleteSubcategories, deleteSubcategory, fetchSubcategories } from "./subcategories-api.js";
import { SUBCATEGORY_TEXT, deleteFailureText, fetchFailureText } from "./subcategory-messages.js";

const NO_FILTERS = { search: "", category: "", status: "" };
const CATEGORY_OPTIONS = SUBCATEGORY_CATEGORIES.map((name) => [name, categoryLabel(name)] as const);
const STATUS_OPTIONS = [["active", "Active"], ["inactive", "Inactive"]] as const;

function fetchPage(filter: typeof NO_FILTERS, _cursor: string | undefined, signal: AbortSignal) {
  const isActive = filter.status === "" ? undefined : filter.status === "active";
  return fetchSubcategories({ search: filter.search.trim() || undefined, category: filter.category || undefined, isActive }, signal).then(wholeList);
}

/** One delete or many (the bulk route answers for each); the names say which ones the server kept. */
async function remove(target: DeleteTarget<Subcategory>, names: ReadonlyMap<string, string>): Promise<Flash> {
  try {
    if (target.kind === "one") {
      await deleteSubcategory(target.item._id);
      return { kind: "success", text: SUBCATEGORY_TEXT.deleted };
    }
    const results = await deleteSubcategories(target.ids);
    const failed = results.filter((result) => !result.ok);
    if (failed.length === 0) return { kind: "success", text: SUBCATEGORY_TEXT.deletedMany };
    return {
      kind: "error",
      text: `${SUBCATEGORY_TEXT.deleteManyFailed}: ${results.length - failed.length} of ${results.length} deleted.`,
      detail: failed.map((result) => `${names.get(result.id) ?? result.id}: ${result.error ?? "could not be deleted"}`).join(" "),
    };
  } catch (error) {
    return { kind: "error", text: deleteFailureText(error, target.kind === "selected") };
  }
}

/** /admin/subcategories (docs/product.md section 2): the names products are grouped under. */
export default function SubcategoriesPage() {
  const filters = useListFilters(NO_FILTERS);
  // Asked once: a refused read signs the admin out, and the screen should say why it was refused.
  const [signedIn] = useState(() => readSession() !== null);
  const list = useAdminList({ name: "subcategories", filter: filters.settled, fetchPage, enabled: signedIn });
  const items = list.items;
  const selection = useSelection(useMemo(() => items.map((s) => s._id), [items]));
  const names = useMemo(() => new Map(items.map((s) => [s._id, s.name])), [items]);
  const flashBox = useFlash();
  const { show } = flashBox;
  const [editing, setEditing] = useState<{ subcategory: Subcategory | null } | null>(null);
  const deletion = useDeleteFlow<Subcategory>({
    selection,
    nothingSelected: SUBCATEGORY_TEXT.nothingSelected,
    show,
    // Read again afterwards whatever happened: the bulk route may have deleted some.
    run: (target) => remove(target, names).finally(list.refresh),
  });

  function saved(_subcategory: Subcategory, created: boolean) {
    setEditing(null);
    show({ kind: "success", text: created ? SUBCATEGORY_TEXT.created : SUBCATEGORY_TEXT.updated });
    // Read again rather than patched in: the saved one may now fall outside the filters, or move in the order.
    list.refresh();
  }

  const columns: Column<Subcategory>[] = [
    { header: "Name", cellClassName: "mgmt-strong mgmt-cell--main", label: false, cell: (s) => s.name },
    { header: "Category", cell: (s) => categoryLabel(s.category) },
    { header: "Description", cellClassName: "mgmt-description", cell: (s) => s.description || <span className="muted">—</span> },
    { header: "Sort order", className: "num", cell: (s) => s.sortOrder },
    { header: "Status", cell: (s) => <ToneBadge tone={s.isActive ? "green" : "grey"}>{s.isActive ? "Active" : "Inactive"}</ToneBadge> },
    { header: "Actions", className: "num", cellClassName: "mgmt-cell--actions", label: false, cell: (s) => <RowActions name={s.name} onEdit={() => setEditing({ subcategory: s })} onDelete={() => deletion.askOne(s)} /> },
  ];
  const loadError = !signedIn ? SUBCATEGORY_TEXT.noToken : list.error ? fetchFailureText(list.error) : null;

  return (
    <section className="admin-page">
      <ListHeader
        title="Subcategories"
        count={list.loading && items.length === 0 ? null : `${items.length} ${items.length === 1 ? "subcategory" : "subcategories"}${filters.active ? " found" : ""}`}
        onRefresh={list.refresh}
        add={{ label: "Add Subcategory", onClick: () => setEditing({ subcategory: null }) }}
        flash={flashBox}
      />

      <ListToolbar onClear={filters.clear} canClear={filters.active}>
        <SearchField id="subcategories-search" label="Search" placeholder="Name or description" value={filters.values.search} onChange={(value) => filters.set("search", value)} />
        <FilterSelect id="subcategories-category" label="Category" allLabel="All categories" options={CATEGORY_OPTIONS} value={filters.values.category} onChange={(value) => filters.set("category", value)} />
        <FilterSelect id="subcategories-status" label="Status" allLabel="All statuses" options={STATUS_OPTIONS} value={filters.values.status} onChange={(value) => filters.set("status", value)} />
      </ListToolbar>

      <ListPanel
        list={list}
        loadError={loadError}
        onRetry={list.refresh}
        table={{ label: "Subcategories", className: "mgmt-cards", columns, loadingText: "Loading subcategories…", emptyText: "No subcategories found" }}
        bulk={{ noun: "subcategories", selection, deletion, name: (s) => s.name }}
      />

      {editing ? <SubcategoryFormModal subcategory={editing.subcategory} onClose={() => setEditing(null)} onSaved={saved} /> : null}

      <BulkDeleteDialog
        flow={deletion}
        noun={{ one: "subcategory", many: "subcategories" }}
        askOne={(subcategory) => (
          <>
            Are you sure you want to delete the subcategory <strong>{subcategory.name}</strong>? A subcategory still used by products cannot be deleted.
          </>
        )}
      />
    </section>
  );
}
