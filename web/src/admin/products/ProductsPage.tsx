import { useCallback, useMemo, useState } from "react";
import { PRODUCT_CATEGORIES } from "@shared/catalogue.js";
import { SHOP_MATERIALS } from "@shared/materials.js";
import type { Product } from "@shared/schemas/product-record.js";
import { BulkDeleteDialog } from "@/admin/shared/BulkDeleteDialog.js";
import { useFlash } from "@/admin/shared/Flash.js";
import { FilterSelect, ListToolbar, SearchField } from "@/admin/shared/ListToolbar.js";
import { errorText } from "@/api/error-text.js";
import { useAdminList } from "@/admin/shared/use-admin-list.js";
import { useDeleteFromList } from "@/admin/shared/use-delete-flow.js";
import { useListFilters } from "@/admin/shared/use-list-filters.js";
import { useSelection } from "@/components/ui/table/use-selection.js";
import { categoryLabel } from "@/admin/subcategories/subcategory-form-values.js";
import "@/components/ui/table/table.css";
import "@/admin/shared/admin-shared.css";
import { ListHeader } from "@/admin/shared/ListHeader.js";
import { ListPanel } from "@/admin/shared/ListPanel.js";
import "./management.css";
import { productColumns } from "./ProductColumns.js";
import { MostWanted } from "./MostWanted.js";
import { ProductFormModal } from "./ProductFormModal.js";
import { PRODUCT_TEXT, deleteFailureText } from "./product-messages.js";
import { deleteProduct, fetchProductPage } from "./products-api.js";
import { useAllSubcategories } from "./use-all-subcategories.js";
import { useProductLinks } from "./use-product-links.js";
import { Options } from "@/components/ui/form/Options.js";

const NO_FILTERS = { search: "", category: "", material: "" };
const CATEGORY_OPTIONS = PRODUCT_CATEGORIES.map((name) => [name, categoryLabel(name)] as const);
const MATERIAL_OPTIONS = SHOP_MATERIALS.map((name) => [name.toLowerCase(), name] as const);

/** /admin/products (docs/product.md section 2): the catalogue, inactive products included. */
export default function ProductsPage() {
  const filters = useListFilters(NO_FILTERS);
  const list = useAdminList({ name: "products", filter: filters.settled, fetchPage: fetchProductPage });
  const selection = useSelection(useMemo(() => list.items.map((product) => product._id), [list.items]));
  const subcategories = useAllSubcategories();
  const flashBox = useFlash();
  const { show } = flashBox;
  const [editing, setEditing] = useState<{ product: Product | null } | null>(null);
  useProductLinks(
    useCallback((product: Product | null) => setEditing({ product }), []),
    show,
  );

  const deletion = useDeleteFromList<Product>({
    list,
    selection,
    show,
    nothingSelected: PRODUCT_TEXT.nothingSelected,
    deleteOne: deleteProduct,
    say: ({ ids, deleted, failure, many }) =>
      failure
        ? { kind: "error", text: deleteFailureText(failure, many), detail: many ? `${deleted.length} of ${ids.length} selected products were deleted.` : null }
        : { kind: "success", text: many ? PRODUCT_TEXT.deletedMany(ids.length) : PRODUCT_TEXT.deleted },
  });

  function saved(_product: Product, added: boolean) {
    setEditing(null);
    show({ kind: "success", text: added ? PRODUCT_TEXT.added : PRODUCT_TEXT.updated });
    // Read again: a new product goes to the top, an edited one may now fall outside the filters.
    list.refresh();
  }

  const filterSubcategories = useMemo(
    () => [...new Set(subcategories.subcategories.filter((s) => s.category === "clothing").map((s) => s.name))].sort((a, b) => a.localeCompare(b)),
    [subcategories.subcategories],
  );
  const columns = useMemo(() => productColumns((product) => setEditing({ product }), deletion.askOne), [deletion.askOne]);
  const countText = list.total === null ? null : `${list.total} ${list.total === 1 ? "product" : "products"}${filters.active ? " found" : " in the catalogue"}`;

  return (
    <section className="admin-page">
      <ListHeader title="Products" count={countText} onRefresh={list.refresh} add={{ label: "Add Product", onClick: () => setEditing({ product: null }) }} flash={flashBox} />

      <MostWanted refreshKey={list.items} />

      <ListToolbar onClear={filters.clear} canClear={filters.active}>
        <SearchField id="products-search" label="Search" placeholder="Name, description or material" value={filters.values.search} onChange={(value) => filters.set("search", value)} />
        <FilterSelect id="products-category" label="Category" allLabel="All categories" options={CATEGORY_OPTIONS} value={filters.values.category} onChange={(value) => filters.set("category", value)}>
          {filterSubcategories.length > 0 ? (
            <optgroup label="Subcategories">
              <Options values={filterSubcategories} />
            </optgroup>
          ) : null}
        </FilterSelect>
        <FilterSelect id="products-material" label="Material" allLabel="All materials" options={MATERIAL_OPTIONS} value={filters.values.material} onChange={(value) => filters.set("material", value)} />
      </ListToolbar>

      <ListPanel
        list={list}
        loadError={list.error ? errorText(list.error, "Error fetching products. Please try again.") : null}
        table={{
          label: "Products",
          className: "mgmt-cards",
          columns,
          loadingText: "Loading products…",
          emptyText: list.error ? null : filters.active ? "No products match these filters" : "No products yet. Add the first one.",
        }}
        bulk={{ noun: "products", selection, deletion, name: (product) => product.name }}
        loadMoreLabel="Load more products"
      />

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

      <BulkDeleteDialog
        flow={deletion}
        noun={{ one: "product", many: "products" }}
        askOne={(product) => (
          <>
            Are you sure you want to delete <strong>{product.name}</strong>? It leaves the shop at once; orders already placed keep their copy.
          </>
        )}
      />
    </section>
  );
}
