import { Download } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { errorText } from "@/api/error-text.js";
import { FlashMessage, type Flash } from "@/admin/shared/Flash.js";
import { AdminPanel } from "@/admin/shared/AdminPanel.js";
import { lastMonth, thisMonthSoFar } from "./date-range.js";
import type { ExportKind } from "@shared/schemas/export-job.js";
import type { DateRange } from "./exports-api.js";
import { EXPORT_LABELS } from "./export-labels.js";
import { ExportJobs } from "./ExportJobs.js";
import { useRecentExports } from "./use-recent-exports.js";
import { useStartExport } from "./use-start-export.js";
import { LabelledField } from "@/components/ui/form/LabelledField.js";

type Report = Exclude<ExportKind, "products" | "fit-advice">;

/** GSTR-1's tables in the return's order, each a file for the offline tool. */
const GSTR1_TABLES: readonly Report[] = ["gstr1-b2b", "gstr1-b2cl", "gstr1", "gstr1-cdnr", "gstr1-cdnur", "gstr1-hsn-b2b", "gstr1-hsn-b2c", "gstr1-docs"];

/**
 * For the accountant: the orders of a date range line by line, and each table of GSTR-1, each a
 * file the server writes in the background (any size: a progress bar, then a Download link).
 */
export function OrderExports() {
  const id = useId();
  const [range, setRange] = useState<DateRange>(() => thisMonthSoFar());
  const [flash, setFlash] = useState<Flash | null>(null);
  const exports = useRecentExports();
  const { busy, start } = useStartExport(setFlash, "The file could not be downloaded. Check the connection and try again.");
  const download = (report: Report) => start({ kind: report, ...range });

  // Enter in a date field starts the orders; each button says which file it prepares.
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void download("orders");
  }

  return (
    <AdminPanel titleId={`${id}-title`} title="Orders for the accountant">
      <form className="admin-panel__body exports-form" onSubmit={submit} noValidate>
        <p className="muted exports-form__explain">
          Orders CSV: every invoice and credit note line issued between two dates (India time), with its HSN, rate and GST, credit notes negative. GSTR-1: a
          file per table in the offline tool&apos;s columns: B2B (buyers with a GSTIN) and B2C large (inter-state, over ₹1 lakh) invoice by invoice, the
          B2C summary by state and rate, the credit notes against B2B and B2C large, the HSN summary and the documents issued.
        </p>
        <div className="exports-form__dates">
          <LabelledField id={`${id}-from`} label="From">
            <input id={`${id}-from`} className="input" type="date" required value={range.from} onChange={(event) => setRange({ ...range, from: event.target.value })} />
          </LabelledField>
          <LabelledField id={`${id}-to`} label="To">
            <input id={`${id}-to`} className="input" type="date" required value={range.to} onChange={(event) => setRange({ ...range, to: event.target.value })} />
          </LabelledField>
        </div>
        <div className="exports-form__presets">
          <button type="button" className="btn btn--ghost btn--small" onClick={() => setRange(thisMonthSoFar())}>
            This month
          </button>
          <button type="button" className="btn btn--ghost btn--small" onClick={() => setRange(lastMonth())}>
            Last month
          </button>
        </div>
        <div className="exports-form__actions">
          <button type="button" onClick={() => void download("orders")} className="btn btn--primary" disabled={busy !== null}>
            <Download size={18} aria-hidden="true" />
            {busy === "orders" ? "Preparing..." : EXPORT_LABELS.orders}
          </button>
        </div>
        <div className="exports-form__gstr1" role="group" aria-labelledby={`${id}-gstr1`}>
          <p id={`${id}-gstr1`} className="exports-form__group-title">
            GSTR-1
          </p>
          <div className="exports-form__tables">
            {GSTR1_TABLES.map((report) => (
              <button key={report} type="button" onClick={() => void download(report)} className="btn btn--outline btn--small" disabled={busy !== null}>
                <Download size={16} aria-hidden="true" />
                {/* Named in full ("GSTR-1 B2B") for a screen reader, as in the recent exports; the group says GSTR-1 to the eye. */}
                {busy === report ? (
                  "Preparing..."
                ) : (
                  <span>
                    <span className="visually-hidden">GSTR-1</span> {EXPORT_LABELS[report].replace(/^GSTR-1 /, "")}
                  </span>
                )}
              </button>
            ))}
          </div>
        </div>
        <FlashMessage flash={flash} />
        {exports.error ? <p className="admin-flash admin-flash--error">{errorText(exports.error, "The recent exports could not be read. Check the connection.")}</p> : null}
        <ExportJobs jobs={(exports.data ?? []).filter((job) => job.kind !== "products" && job.kind !== "fit-advice")} titleId={`${id}-jobs`} title="Recent exports" />
      </form>
    </AdminPanel>
  );
}
