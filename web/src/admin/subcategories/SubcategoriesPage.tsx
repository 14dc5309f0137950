import { Pencil, Plus, RefreshCw, Trash2 } from "lucide-react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { SUBCATEGORY_CATEGORIES } from "../../../../shared/catalogue.js";
import type { Subcategory } from "../../../../shared/types.js";
import { readSession } from "../../session/session-store.js";
import { SelectAllCell } from "../shared/SelectAllCell.js";
import { SelectionBar } from "../shared/SelectionBar.js";
import { useSelection } from "../shared/use-selection.js";
import { ConfirmDialog } from "../shared/ConfirmDialog.js";
import { FlashMessage, useFlash } from "../shared/Flash.js";
import { PageHeader } from "../shared/PageHeader.js";
import { ToneBadge } from "../shared/StatusBadge.js";
import { TableScroll } from "../shared/TableScroll.js";
import { useDebounced } from "../shared/use-debounced.js";
import "../shared/admin-shared.css";
import "../products/management.css";
import { SubcategoryFormModal } from "./SubcategoryFormModal.js";
import { categoryLabel } from "./subcategory-form-rules.js";
import { deleteSubcategories, deleteSubcategory, fetchSubcategories, type SubcategoryQuery } from "./subcategories-api.js";
import { SUBCATEGORY_TEXT, deleteFailureText, fetchFailureText } from "./subcategory-messages.js";

type Status = "" | "active" | "inactive";
type Editing = { subcategory: Subcategory | null } | null;
type Pending = { kind: "one"; subcategory: Subcategory } | { kind: "selected"; ids: string[] };

/** /admin/subcategories (SPEC.md section 2): the names products are grouped under. */
export default function SubcategoriesPage() {
  const [search, setSearch] = useState("");
  const [category, setCategory] = useState("");
  const [status, setStatus] = useState<Status>("");
  const settledSearch = useDebounced(search);
  const query: SubcategoryQuery = useMemo(
    () => ({ search: settledSearch.trim() || undefined, category: category || undefined, isActive: status === "" ? undefined : status === "active" }),
    [settledSearch, category, status],
  );
  const [items, setItems] = useState<Subcategory[]>([]);
  const [loading, setLoading] = useState(true);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [reloads, setReloads] = useState(0);
  const { flash, show, clear } = useFlash();
  const [editing, setEditing] = useState<Editing>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [deleting, setDeleting] = useState(false);
  const latest = useRef(0);

  useEffect(() => {
    const run = ++latest.current;
    const abort = new AbortController();
    if (!readSession()) {
      setLoadError(SUBCATEGORY_TEXT.noToken);
      setLoading(false);
      return;
    }
    setLoading(true);
    fetchSubcategories(query, abort.signal)
      .then((found) => {
        if (run !== latest.current) return;
        setItems(found);
        setLoadError(null);
      })
      .catch((error: unknown) => {
        if (run !== latest.current || abort.signal.aborted) return;
        setLoadError(fetchFailureText(error));
      })
      .finally(() => {
        if (run === latest.current) setLoading(false);
      });
    return () => abort.abort();
  }, [query, reloads]);

  const reload = useCallback(() => setReloads((n) => n + 1), []);
  const shownIds = useMemo(() => items.map((s) => s._id), [items]);
  const selection = useSelection(shownIds);
  const names = useMemo(() => new Map(items.map((s) => [s._id, s.name])), [items]);

  function askBulkDelete() {
    if (selection.ids.length === 0) return show({ kind: "error", text: SUBCATEGORY_TEXT.nothingSelected });
    setPending({ kind: "selected", ids: selection.ids });
  }

  async function confirmDelete() {
    if (!pending) return;
    setDeleting(true);
    try {
      if (pending.kind === "one") {
        await deleteSubcategory(pending.subcategory._id);
        show({ kind: "success", text: SUBCATEGORY_TEXT.deleted });
      } else {
        const results = await deleteSubcategories(pending.ids);
        const failed = results.filter((result) => !result.ok);
        if (failed.length === 0) {
          show({ kind: "success", text: SUBCATEGORY_TEXT.deletedMany });
        } else {
          const deleted = results.length - failed.length;
          show({
            kind: "error",
            text: `${SUBCATEGORY_TEXT.deleteManyFailed}: ${deleted} of ${results.length} deleted.`,
            detail: failed.map((result) => `${names.get(result.id) ?? result.id}: ${result.error ?? "could not be deleted"}`).join(" "),
          });
        }
        selection.clear();
      }
    } catch (error) {
      show({ kind: "error", text: deleteFailureText(error, pending.kind === "selected") });
    } finally {
      setDeleting(false);
      setPending(null);
      reload();
    }
  }

  function saved(_subcategory: Subcategory, created: boolean) {
    setEditing(null);
    show({ kind: "success", text: created ? SUBCATEGORY_TEXT.created : SUBCATEGORY_TEXT.updated });
    // Read again rather than patched in: the saved one may now fall outside the filters, or move in the order.
    reload();
  }

  const filtersOn = search !== "" || category !== "" || status !== "";

  return (
    <section className="admin-page">
      <PageHeader
        title="Subcategories"
        count={loading && items.length === 0 ? null : `${items.length} ${items.length === 1 ? "subcategory" : "subcategories"}${filtersOn ? " found" : ""}`}
        actions={
          <>
            <button type="button" className="btn btn--outline" onClick={reload}>
              <RefreshCw size={18} aria-hidden="true" />
              Refresh
            </button>
            <button type="button" className="btn btn--primary" onClick={() => setEditing({ subcategory: null })}>
              <Plus size={18} aria-hidden="true" />
              Add Subcategory
            </button>
          </>
        }
      />
      <FlashMessage flash={flash} onClose={clear} />

      <div className="admin-toolbar" role="search">
        <div className="field field--search">
          <label className="field__label" htmlFor="subcategories-search">
            Search
          </label>
          <input id="subcategories-search" className="input" type="search" placeholder="Name or description" value={search} onChange={(event) => setSearch(event.target.value)} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="subcategories-category">
            Category
          </label>
          <select id="subcategories-category" className="select" value={category} onChange={(event) => setCategory(event.target.value)}>
            <option value="">All categories</option>
            {SUBCATEGORY_CATEGORIES.map((name) => (
              <option key={name} value={name}>
                {categoryLabel(name)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor="subcategories-status">
            Status
          </label>
          <select id="subcategories-status" className="select" value={status} onChange={(event) => setStatus(event.target.value as Status)}>
            <option value="">All statuses</option>
            <option value="active">Active</option>
            <option value="inactive">Inactive</option>
          </select>
        </div>
        <div className="admin-toolbar__buttons">
          <button
            type="button"
            className="btn btn--ghost"
            disabled={!filtersOn}
            onClick={() => {
              setSearch("");
              setCategory("");
              setStatus("");
            }}
          >
            Clear Filters
          </button>
        </div>
      </div>

      <div className="admin-panel">
        <SelectionBar count={selection.ids.length} noun="subcategories" onDelete={askBulkDelete} onClear={selection.clear} busy={deleting} />
        {loadError ? (
          <div className="admin-panel__body">
            <div className="admin-flash admin-flash--error" role="alert">
              <p className="admin-flash__text">{loadError}</p>
              <button type="button" className="btn btn--small btn--outline" onClick={reload}>
                Try again
              </button>
            </div>
          </div>
        ) : null}
        <TableScroll label="Subcategories">
          <table className="admin-table mgmt-cards">
            <thead>
              <tr>
                <SelectAllCell noun="subcategories" allTicked={selection.allTicked} someTicked={selection.someTicked} onToggle={selection.toggleAll} disabled={items.length === 0} />
                <th>Name</th>
                <th>Category</th>
                <th>Description</th>
                <th className="num">Sort order</th>
                <th>Status</th>
                <th className="num">Actions</th>
              </tr>
            </thead>
            <tbody>
              {loading && items.length === 0 ? (
                <tr>
                  <td colSpan={7} className="admin-table__empty">
                    Loading subcategories…
                  </td>
                </tr>
              ) : items.length === 0 ? (
                <tr>
                  <td colSpan={7} className="admin-table__empty">
                    No subcategories found
                  </td>
                </tr>
              ) : (
                items.map((subcategory) => (
                  <tr key={subcategory._id} className={selection.has(subcategory._id) ? "is-selected" : undefined}>
                    <td className="check">
                      <input
                        type="checkbox"
                        aria-label={`Select ${subcategory.name}`}
                        checked={selection.has(subcategory._id)}
                        onChange={() => selection.toggle(subcategory._id)}
                      />
                    </td>
                    <td className="mgmt-strong mgmt-cell--main">{subcategory.name}</td>
                    <td data-label="Category">{categoryLabel(subcategory.category)}</td>
                    <td className="mgmt-description" data-label="Description">{subcategory.description || <span className="muted">—</span>}</td>
                    <td className="num" data-label="Sort order">
                      {subcategory.sortOrder}
                    </td>
                    <td data-label="Status">
                      <ToneBadge tone={subcategory.isActive ? "green" : "grey"}>{subcategory.isActive ? "Active" : "Inactive"}</ToneBadge>
                    </td>
                    <td className="mgmt-cell--actions">
                      <div className="admin-table__actions">
                        <button
                          type="button"
                          className="icon-btn"
                          aria-label={`Edit ${subcategory.name}`}
                          title="Edit"
                          onClick={() => setEditing({ subcategory })}
                        >
                          <Pencil size={18} aria-hidden="true" />
                        </button>
                        <button
                          type="button"
                          className="icon-btn mgmt-danger-icon"
                          aria-label={`Delete ${subcategory.name}`}
                          title="Delete"
                          onClick={() => setPending({ kind: "one", subcategory })}
                        >
                          <Trash2 size={18} aria-hidden="true" />
                        </button>
                      </div>
                    </td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </TableScroll>
      </div>

      {editing ? <SubcategoryFormModal subcategory={editing.subcategory} onClose={() => setEditing(null)} onSaved={saved} /> : null}

      <ConfirmDialog
        open={pending !== null}
        title={pending?.kind === "selected" ? "Delete subcategories" : "Delete subcategory"}
        message={
          pending?.kind === "one" ? (
            <p>
              Are you sure you want to delete the subcategory <strong>{pending.subcategory.name}</strong>? A subcategory still used by products cannot be
              deleted.
            </p>
          ) : (
            <p>Are you sure you want to delete {pending?.ids.length ?? 0} selected subcategories?</p>
          )
        }
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={deleting}
        danger
        onConfirm={confirmDelete}
        onCancel={() => setPending(null)}
      />
    </section>
  );
}
