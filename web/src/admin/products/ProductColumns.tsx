import { shortId } from "@shared/catalogue.js";
import { formatRupees } from "@shared/money.js";
import { heldText, lowStockSizes } from "@shared/stock.js";
import type { Product } from "@shared/schemas/product-record.js";
import { ProductImage } from "@/components/ProductImage.js";
import { titleColumn, type Column } from "@/components/ui/table/DataTable.js";
import { RowActions } from "@/admin/shared/RowActions.js";
import { ToneBadge } from "@/admin/shared/StatusBadge.js";
import { categoryLabel } from "@/admin/subcategories/subcategory-form-values.js";

/** The product list's columns; the last one edits or deletes the row. */
export function productColumns(onEdit: (product: Product) => void, onDelete: (product: Product) => void): Column<Product>[] {
  return [
    titleColumn("Product", (product) => (
      <div className="mgmt-product">
        <ProductImage src={product.images?.[0]} alt="" className="mgmt-thumb" />
        <span>
          <span className="mgmt-strong">{product.name}</span>
          <span className="admin-table__sub admin-mono">#{shortId(product._id)}</span>
        </span>
      </div>
    )),
    {
      header: "Category",
      cell: (product) => (
        <span>
          {categoryLabel(product.category)}
          {product.subcategory ? <span className="admin-table__sub">{product.subcategory}</span> : null}
        </span>
      ),
    },
    { header: "Price", className: "num", cell: (product) => <PriceCell product={product} /> },
    { header: "Stock", className: "num", cell: (product) => <StockCell product={product} /> },
    {
      header: "Status",
      cell: (product) => (
        <span className="mgmt-badges">
          <ToneBadge tone={product.isActive ? "green" : "grey"}>{product.isActive ? "Active" : "Inactive"}</ToneBadge>
          {product.isFeatured ? <ToneBadge tone="yellow">Featured</ToneBadge> : null}
        </span>
      ),
    },
    {
      header: "Actions",
      className: "num",
      cellClassName: "mgmt-cell--actions",
      label: false,
      cell: (product) => <RowActions name={product.name} onEdit={() => onEdit(product)} onDelete={() => onDelete(product)} />,
    },
  ];
}

/** The price, with the struck-out original when the product is on sale. */
function PriceCell({ product }: { product: Product }) {
  const originalPrice = product.originalPrice ?? product.original_price;
  return (
    <span>
      {formatRupees(product.price)}
      {originalPrice !== undefined && originalPrice > product.price ? <s className="admin-table__sub">{formatRupees(originalPrice)}</s> : null}
    </span>
  );
}

/** Pieces on the shelf that open checkouts hold (issue 22): under the figure, so a sold-out product with holds says why. */
function HeldLine({ product }: { product: Product }) {
  const held = Object.values(product.heldBySize ?? {}).reduce((sum, pieces) => sum + pieces, 0);
  return held > 0 ? <span className="admin-table__sub">{heldText(held)}</span> : null;
}

/** The total available, Sold out at 0, Low stock with the short sizes when any size is at or below the threshold, and pieces held. */
function StockCell({ product }: { product: Product }) {
  if (product.stock <= 0) {
    return (
      <span className="mgmt-stock-cell">
        <ToneBadge tone="red">Sold out</ToneBadge>
        <HeldLine product={product} />
      </span>
    );
  }
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
      <HeldLine product={product} />
    </span>
  );
}
