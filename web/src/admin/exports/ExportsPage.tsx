import { PageHeader } from "@/admin/shared/PageHeader.js";
import "./exports.css";
import { OrderExports } from "./OrderExports.js";
import { ProductCsv } from "./ProductCsv.js";

/** /admin/exports: files for the accountant, and the products CSV out and back in. */
export default function ExportsPage() {
  return (
    <div className="admin-page">
      <PageHeader title="Exports and imports" />
      <OrderExports />
      <ProductCsv />
    </div>
  );
}
