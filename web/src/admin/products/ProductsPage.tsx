import { Pencil, Plus, RefreshCw, Trash2 } from "lucide-react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { PRODUCT_CATEGORIES, shortId } from "../../../../shared/catalogue.js";
import { lowStockSizes } from "../../../../shared/stock.js";
import { formatRupees } from "../../../../shared/money.js";
import type { Product, Subcategory } from "../../../../shared/types.js";
import { ProductImage } from "../../components/ProductImage.js";
import { ConfirmDialog } from "../shared/ConfirmDialog.js";
import { FlashMessage, useFlash } from "../shared/Flash.js";
import { PageHeader } from "../shared/PageHeader.js";
import { ToneBadge } from "../shared/StatusBadge.js";
import { TableScroll } from "../shared/TableScroll.js";
import { ADD_PRODUCT_PARAM, EDIT_PRODUCT_PARAM } from "../shared/admin-paths.js";
import { errorText } from "../shared/error-text.js";
import { useDebounced } from "../shared/use-debounced.js";
import { usePagedList } from "../shared/use-paged-list.js";
import { fetchSubcategories } from "../subcategories/subcategories-api.js";
import { categoryLabel } from "../subcategories/subcategory-form-rules.js";
import { fetchFailureText } from "../subcategories/subcategory-messages.js";
import "../shared/admin-shared.css";
import "./management.css";
import { ProductFormModal } from "./ProductFormModal.js";
import { SelectAllCell } from "../shared/SelectAllCell.js";
import { SelectionBar } from "../shared/SelectionBar.js";
import { PRODUCT_TEXT, deleteFailureText } from "./product-messages.js";
import { deleteProduct, fetchProduct, fetchProductPage, type ProductListFilter } from "./products-api.js";
import { useSelection } from "../shared/use-selection.js";

type Editing = { product: Product | null } | null;
type Pending = { kind: "one"; product: Product } | { kind: "selected"; ids: string[] };

/** The subcategories for the category filter and the product form, with a way to read them again. */
function useSubcategories() {
  const [subcategories, setSubcategories] = useState<Subcategory[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const latest = useRef(0);
  const load = useCallback(() => {
    const run = ++latest.current;
    setLoading(true);
    fetchSubcategories()
      .then((found) => {
        if (run !== latest.current) return;
        setSubcategories(found);
        setError(null);
      })
      .catch((failure: unknown) => {
        if (run === latest.current) setError(fetchFailureText(failure));
      })
      .finally(() => {
        if (run === latest.current) setLoading(false);
      });
  }, []);
  useEffect(load, [load]);
  return { subcategories, error, loading, load };
}

/** /admin/products (SPEC.md section 2): the catalogue, inactive products included. */
export default function ProductsPage() {
  const [search, setSearch] = useState("");
  const [category, setCategory] = useState("");
  const settledSearch = useDebounced(search);
  const filter: ProductListFilter = useMemo(() => ({ search: settledSearch, category }), [settledSearch, category]);
  const fetchPage = useCallback((cursor: string | undefined, signal: AbortSignal) => fetchProductPage(filter, cursor, signal), [filter]);
  const list = usePagedList(fetchPage, JSON.stringify(filter));
  const shownIds = useMemo(() => list.items.map((product) => product._id), [list.items]);
  const selection = useSelection(shownIds);
  const subcategories = useSubcategories();
  const { flash, show, clear } = useFlash();
  const [editing, setEditing] = useState<Editing>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [searchParams, setSearchParams] = useSearchParams();

  // The dashboard's "Add product" quick action arrives as ?add=1.
  useEffect(() => {
    if (searchParams.get(ADD_PRODUCT_PARAM) === null) return;
    setEditing({ product: null });
    const rest = new URLSearchParams(searchParams);
    rest.delete(ADD_PRODUCT_PARAM);
    setSearchParams(rest, { replace: true });
  }, [searchParams, setSearchParams]);

  // The dashboard's low-stock panel links to ?edit=<id>: open that product's form.
  const editId = searchParams.get(EDIT_PRODUCT_PARAM);
  useEffect(() => {
    if (editId === null) return;
    const rest = new URLSearchParams(searchParams);
    rest.delete(EDIT_PRODUCT_PARAM);
    setSearchParams(rest, { replace: true });
    // The address is cleaned at once (so a reload does not reopen it); the read goes on regardless.
    fetchProduct(editId)
      .then((product) => setEditing({ product }))
      .catch((error: unknown) => show({ kind: "error", text: errorText(error, "That product could not be opened. It may have been deleted.") }));
  }, [editId, searchParams, setSearchParams, show]);

  const filterSubcategories = useMemo(
    () => [...new Set(subcategories.subcategories.filter((s) => s.category === "clothing").map((s) => s.name))].sort((a, b) => a.localeCompare(b)),
    [subcategories.subcategories],
  );

  function askBulkDelete() {
    if (selection.ids.length === 0) return show({ kind: "error", text: PRODUCT_TEXT.nothingSelected });
    setPending({ kind: "selected", ids: selection.ids });
  }

  async function confirmDelete() {
    if (!pending) return;
    setDeleting(true);
    const ids = pending.kind === "one" ? [pending.product._id] : pending.ids;
    const deleted: string[] = [];
    let failure: unknown = null;
    for (const id of ids) {
      try {
        await deleteProduct(id);
        deleted.push(id);
      } catch (error) {
        failure ??= error;
      }
    }
    list.remove(deleted);
    setDeleting(false);
    setPending(null);
    const many = pending.kind === "selected";
    if (failure) {
      show({
        kind: "error",
        text: deleteFailureText(failure, many),
        detail: many ? `${deleted.length} of ${ids.length} selected products were deleted.` : null,
      });
    } else {
      show({ kind: "success", text: many ? PRODUCT_TEXT.deletedMany(ids.length) : PRODUCT_TEXT.deleted });
    }
    if (many) selection.clear();
  }

  function saved(_product: Product, added: boolean) {
    setEditing(null);
    show({ kind: "success", text: added ? PRODUCT_TEXT.added : PRODUCT_TEXT.updated });
    // Read again: a new product goes to the top, an edited one may now fall outside the filters.
    list.refresh();
  }

  const filtersOn = search !== "" || category !== "";
  const countText = list.total === null ? null : `${list.total} ${list.total === 1 ? "product" : "products"}${filtersOn ? " found" : " in the catalogue"}`;

  return (
    <section className="admin-page">
      <PageHeader
        title="Products"
        count={countText}
        actions={
          <>
            <button type="button" className="btn btn--outline" onClick={list.refresh}>
              <RefreshCw size={18} aria-hidden="true" />
              Refresh
            </button>
            <button type="button" className="btn btn--primary" onClick={() => setEditing({ product: null })}>
              <Plus size={18} aria-hidden="true" />
              Add Product
            </button>
          </>
        }
      />
      <FlashMessage flash={flash} onClose={clear} />

      <div className="admin-toolbar" role="search">
        <div className="field field--search">
          <label className="field__label" htmlFor="products-search">
            Search
          </label>
          <input
            id="products-search"
            className="input"
            type="search"
            placeholder="Name, description or material"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="products-category">
            Category
          </label>
          <select id="products-category" className="select" value={category} onChange={(event) => setCategory(event.target.value)}>
            <option value="">All categories</option>
            {PRODUCT_CATEGORIES.map((name) => (
              <option key={name} value={name}>
                {categoryLabel(name)}
              </option>
            ))}
            {filterSubcategories.length > 0 ? (
              <optgroup label="Subcategories">
                {filterSubcategories.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </optgroup>
            ) : null}
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
            }}
          >
            Clear Filters
          </button>
        </div>
      </div>

      <div className="admin-panel">
        <SelectionBar count={selection.ids.length} noun="products" onDelete={askBulkDelete} onClear={selection.clear} busy={deleting} />
        {list.error ? (
          <div className="admin-panel__body">
            <div className="admin-flash admin-flash--error" role="alert">
              <p className="admin-flash__text">{errorText(list.error, "Error fetching products. Please try again.")}</p>
            </div>
          </div>
        ) : null}
        <TableScroll label="Products">
          <table className="admin-table mgmt-cards">
            <thead>
              <tr>
                <SelectAllCell noun="products" allTicked={selection.allTicked} someTicked={selection.someTicked} onToggle={selection.toggleAll} disabled={list.items.length === 0} />
                <th>Product</th>
                <th>Category</th>
                <th className="num">Price</th>
                <th className="num">Stock</th>
                <th>Status</th>
                <th className="num">Actions</th>
              </tr>
            </thead>
            <tbody>
              {list.loading ? (
                <tr>
                  <td colSpan={7} className="admin-table__empty">
                    Loading products…
                  </td>
                </tr>
              ) : list.items.length === 0 && !list.error ? (
                <tr>
                  <td colSpan={7} className="admin-table__empty">
                    {filtersOn ? "No products match these filters" : "No products yet. Add the first one."}
                  </td>
                </tr>
              ) : (
                list.items.map((product) => <ProductRow key={product._id} product={product} selected={selection.has(product._id)} onToggle={selection.toggle} onEdit={() => setEditing({ product })} onDelete={() => setPending({ kind: "one", product })} />)
              )}
            </tbody>
          </table>
        </TableScroll>
        {list.hasMore ? (
          <div className="admin-list-footer">
            <button type="button" className="btn btn--outline" onClick={list.loadMore} disabled={list.loadingMore}>
              {list.loadingMore ? "Loading..." : "Load more products"}
            </button>
          </div>
        ) : null}
      </div>

      {editing ? (
        <ProductFormModal
          product={editing.product}
          subcategories={subcategories.subcategories}
          subcategoriesError={subcategories.error}
          refreshingSubcategories={subcategories.loading}
          onRefreshSubcategories={subcategories.load}
          onClose={() => setEditing(null)}
          onSaved={saved}
        />
      ) : null}

      <ConfirmDialog
        open={pending !== null}
        title={pending?.kind === "selected" ? "Delete products" : "Delete product"}
        message={
          pending?.kind === "one" ? (
            <p>
              Are you sure you want to delete <strong>{pending.product.name}</strong>? It leaves the shop at once; orders already placed keep their copy.
            </p>
          ) : (
            <p>{PRODUCT_TEXT.confirmMany(pending?.ids.length ?? 0)}</p>
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

interface ProductRowProps {
  product: Product;
  selected: boolean;
  onToggle(id: string): void;
  onEdit(): void;
  onDelete(): void;
}

function ProductRow({ product, selected, onToggle, onEdit, onDelete }: ProductRowProps) {
  const originalPrice = product.originalPrice ?? product.original_price;
  return (
    <tr className={selected ? "is-selected" : undefined}>
      <td className="check">
        <input type="checkbox" aria-label={`Select ${product.name}`} checked={selected} onChange={() => onToggle(product._id)} />
      </td>
      <td className="mgmt-cell--main">
        <div className="mgmt-product">
          <ProductImage src={product.images?.[0]} alt="" className="mgmt-thumb" />
          <span>
            <span className="mgmt-strong">{product.name}</span>
            <span className="admin-table__sub admin-mono">#{shortId(product._id)}</span>
          </span>
        </div>
      </td>
      <td data-label="Category">
        <span>
          {categoryLabel(product.category)}
          {product.subcategory ? <span className="admin-table__sub">{product.subcategory}</span> : null}
        </span>
      </td>
      <td className="num" data-label="Price">
        <span>
          {formatRupees(product.price)}
          {originalPrice !== undefined && originalPrice > product.price ? <s className="admin-table__sub">{formatRupees(originalPrice)}</s> : null}
        </span>
      </td>
      <td className="num" data-label="Stock">
        <StockCell product={product} />
      </td>
      <td data-label="Status">
        <span className="mgmt-badges">
          <ToneBadge tone={product.isActive ? "green" : "grey"}>{product.isActive ? "Active" : "Inactive"}</ToneBadge>
          {product.isFeatured ? <ToneBadge tone="yellow">Featured</ToneBadge> : null}
        </span>
      </td>
      <td className="mgmt-cell--actions">
        <div className="admin-table__actions">
          <button type="button" className="icon-btn" aria-label={`Edit ${product.name}`} title="Edit" onClick={onEdit}>
            <Pencil size={18} aria-hidden="true" />
          </button>
          <button type="button" className="icon-btn mgmt-danger-icon" aria-label={`Delete ${product.name}`} title="Delete" onClick={onDelete}>
            <Trash2 size={18} aria-hidden="true" />
          </button>
        </div>
      </td>
    </tr>
  );
}

/** The total, Sold out at 0, and Low stock with the short sizes when any size is at or below the threshold. */
function StockCell({ product }: { product: Product }) {
  if (product.stock <= 0) return <ToneBadge tone="red">Sold out</ToneBadge>;
  const low = lowStockSizes(product);
  return (
    <span className="mgmt-stock-cell">
      <span>
        {product.stock}
        {low.length > 0 ? (
          <>
            {" "}
            <ToneBadge tone="yellow">Low stock</ToneBadge>
          </>
        ) : null}
      </span>
      {low.length > 0 ? <span className="admin-table__sub">{low.map(({ size, left }) => `${size}: ${left === 0 ? "sold out" : left}`).join(" · ")}</span> : null}
    </span>
  );
}
