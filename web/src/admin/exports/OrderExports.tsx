import { Download } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { errorText } from "../../api/error-text.js";
import { FlashMessage, type Flash } from "../shared/Flash.js";
import { AdminPanel } from "../shared/AdminPanel.js";
import { lastMonth, thisMonthSoFar } from "./date-range.js";
import type { DateRange } from "./exports-api.js";
import { EXPORT_LABELS } from "./export-labels.js";
import { ExportJobs } from "./ExportJobs.js";
import { useRecentExports } from "./use-recent-exports.js";
import { useStartExport } from "./use-start-export.js";
import { LabelledField } from "@/components/ui/form/LabelledField.js";

const REPORTS = ["orders", "gstr1"] as const;
type Report = (typeof REPORTS)[number];

/**
 * For the accountant: the orders of a date range line by line, and the GSTR-1 B2C summary, each a
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
          Every invoice and credit note line issued between two dates (India time): number, date, place of supply, HSN, quantity, taxable value, GST rate, CGST,
          SGST, IGST and total, credit notes negative. The GSTR-1 summary adds them up by place of supply and rate.
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
          {REPORTS.map((report) => (
            <button
              key={report}
              type="button"
              onClick={() => void download(report)}
              className={`btn ${report === "orders" ? "btn--primary" : "btn--outline"}`} disabled={busy !== null}>
              <Download size={18} aria-hidden="true" />
              {busy === report ? "Preparing..." : EXPORT_LABELS[report]}
            </button>
          ))}
        </div>
        <FlashMessage flash={flash} />
        {exports.error ? <p className="admin-flash admin-flash--error">{errorText(exports.error, "The recent exports could not be read. Check the connection.")}</p> : null}
        <ExportJobs jobs={(exports.data ?? []).filter((job) => job.kind !== "products")} titleId={`${id}-jobs`} title="Recent exports" />
      </form>
    </AdminPanel>
  );
}
