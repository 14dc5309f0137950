import type { ExportKind } from "@shared/schemas/export-job.js";

/** Each file's name on its button and in the recent exports (a GSTR-1 table's button shows what follows "GSTR-1 "). */
export const EXPORT_LABELS: Record<ExportKind, string> = {
  orders: "Orders CSV",
  gstr1: "GSTR-1 B2C summary",
  "gstr1-b2b": "GSTR-1 B2B",
  "gstr1-b2cl": "GSTR-1 B2C large",
  "gstr1-cdnr": "GSTR-1 Credit notes B2B",
  "gstr1-cdnur": "GSTR-1 Credit notes B2C large",
  "gstr1-hsn-b2b": "GSTR-1 HSN B2B",
  "gstr1-hsn-b2c": "GSTR-1 HSN B2C",
  "gstr1-docs": "GSTR-1 Documents issued",
  products: "Products CSV",
  "fit-advice": "Fit and returns CSV",
};
