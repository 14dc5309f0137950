import { Download, Upload } from "lucide-react";
import { useId, useState, type ChangeEvent } from "react";
import type { ProductImportResult } from "@shared/schemas/product-import-report.js";
import { errorText } from "@/api/error-text.js";
import { FlashMessage, type Flash } from "@/admin/shared/Flash.js";
import { AdminPanel } from "@/admin/shared/AdminPanel.js";
import { applyProductImport, previewProductImport } from "./exports-api.js";
import { ExportJobs } from "./ExportJobs.js";
import { ImportPreview } from "./ImportPreview.js";
import { useRecentExports } from "./use-recent-exports.js";
import { useStartExport } from "./use-start-export.js";

type Step =
  | { kind: "idle" }
  | { kind: "checking"; fileName: string }
  | { kind: "preview" | "applying"; fileName: string; csv: string; result: ProductImportResult };

const NOT_CSV = "Choose a .csv file: the products export, edited in a spreadsheet and saved as CSV.";

/** Products out as CSV and back in: a preview of every change and every error, then all rows or none. */
export function ProductCsv() {
  const id = useId();
  const [step, setStep] = useState<Step>({ kind: "idle" });
  const [flash, setFlash] = useState<Flash | null>(null);
  const exports = useRecentExports();
  // The sheet is written in the background (a large catalogue outgrows one answer); its link appears below.
  const { busy, start } = useStartExport(setFlash, "The products could not be exported. Check the connection and try again.");

  async function chosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // The same file can be chosen again after fixing it.
    event.target.value = "";
    if (!file) return;
    setFlash(null);
    if (!/\.csv$/i.test(file.name)) {
      setStep({ kind: "idle" });
      setFlash({ kind: "error", text: NOT_CSV });
      return;
    }
    setStep({ kind: "checking", fileName: file.name });
    try {
      const csv = await file.text();
      const result = await previewProductImport(csv);
      setStep({ kind: "preview", fileName: file.name, csv, result });
    } catch (error) {
      setStep({ kind: "idle" });
      setFlash({ kind: "error", text: errorText(error, "The file could not be checked. Check the connection and try again.") });
    }
  }

  async function apply() {
    if (step.kind !== "preview") return;
    setStep({ ...step, kind: "applying" });
    try {
      const result = await applyProductImport(step.csv);
      setStep({ kind: "idle" });
      setFlash({ kind: "success", text: `Imported ${step.fileName}: ${result.changedRows} ${result.changedRows === 1 ? "product" : "products"} updated.` });
    } catch (error) {
      setStep({ ...step, kind: "preview" });
      setFlash({ kind: "error", text: errorText(error, "The import could not be applied. Nothing was changed; try again.") });
    }
  }

  const result = step.kind === "preview" || step.kind === "applying" ? step.result : null;
  const fileName = step.kind === "idle" ? "" : step.fileName;
  const blocked = result !== null && result.errorRows > 0;
  const nothingToDo = result !== null && result.changedRows === 0;

  return (
    <AdminPanel titleId={`${id}-title`} title="Products CSV">
      <div className="admin-panel__body exports-import">
        <p className="muted">
          Export the catalogue, change prices, stock per size (the stock:S, stock:M … columns) and texts in a spreadsheet, save it as CSV and import it here. You see
          every change and every error before anything is written; then every row is applied, or none. Made to measure: buyAs (ready, custom or both), customStock
          (fabric or none), leadTimeDays (10-12 days) and customOptions, one option per line in the cell as in the product form.
        </p>
        <div className="exports-form__actions">
          <button type="button" className="btn btn--outline" onClick={() => void start({ kind: "products" })} disabled={busy !== null}>
            <Download size={18} aria-hidden="true" />
            {busy ? "Preparing..." : "Export products CSV"}
          </button>
          <label className={`btn btn--primary exports-import__choose${step.kind === "checking" || step.kind === "applying" ? " is-busy" : ""}`} htmlFor={`${id}-file`}>
            <Upload size={18} aria-hidden="true" />
            {step.kind === "checking" ? "Checking..." : "Import a CSV file"}
          </label>
          <input
            id={`${id}-file`}
            className="exports-import__file"
            type="file"
            accept=".csv,text/csv"
            onChange={chosen}
            disabled={step.kind === "checking" || step.kind === "applying"}
          />
        </div>
        <FlashMessage flash={flash} />
        <ExportJobs jobs={(exports.data ?? []).filter((job) => job.kind === "products")} titleId={`${id}-jobs`} title="Recent product exports" />
        {result ? (
          <div className="exports-import__review" aria-live="polite">
            <h3 className="exports-import__title">
              Preview of <span className="admin-mono">{fileName}</span>
            </h3>
            {blocked ? (
              <p className="admin-flash admin-flash--error exports-import__blocked" role="alert">
                {`${result.errorRows} ${result.errorRows === 1 ? "row has" : "rows have"} errors. Fix ${result.errorRows === 1 ? "it" : "them"} in the file and choose it again; nothing has been written.`}
              </p>
            ) : null}
            <ImportPreview result={result} />
            <div className="exports-form__actions">
              <button type="button" className="btn btn--primary" onClick={apply} disabled={blocked || nothingToDo || step.kind === "applying"}>
                {step.kind === "applying" ? "Applying..." : nothingToDo ? "Nothing to apply" : `Apply ${result.changedRows} ${result.changedRows === 1 ? "change" : "changes"}`}
              </button>
              <button type="button" className="btn btn--outline" onClick={() => setStep({ kind: "idle" })} disabled={step.kind === "applying"}>
                Cancel
              </button>
            </div>
          </div>
        ) : null}
      </div>
    </AdminPanel>
  );
}
