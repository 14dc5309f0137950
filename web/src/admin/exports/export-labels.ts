import type { ExportKind } from "@shared/schemas/export-job.js";

/** Each file's name on its button and in the recent exports. */
export const EXPORT_LABELS: Record<ExportKind, string> = { orders: "Orders CSV", gstr1: "GSTR-1 B2C summary", products: "Products CSV" };
