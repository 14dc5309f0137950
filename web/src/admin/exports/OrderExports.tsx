import { Download } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { errorText } from "../../api/error-text.js";
import { FlashMessage, type Flash } from "../shared/Flash.js";
import { AdminPanel } from "../shared/AdminPanel.js";
import { lastMonth, thisMonthSoFar } from "./date-range.js";
import { downloadGstr1Csv, startOrdersExport, type DateRange } from "./exports-api.js";
import { ExportJobs } from "./ExportJobs.js";
import { useRecentExports, useShowStartedExport } from "./use-recent-exports.js";
import { saveFile } from "../../api/save-file.js";
import { LabelledField } from "@/components/ui/form/LabelledField.js";

type Report = "orders" | "gstr1";

const REPORT_LABELS: Record<Report, string> = { orders: "Orders CSV", gstr1: "GSTR-1 B2C summary" };

/**
 * For the accountant: the orders of a date range line by line (a file the server writes in the
 * background, any size: a progress bar, then a Download link), and the GSTR-1 B2C summary.
 */
export function OrderExports() {
  const id = useId();
  const [range, setRange] = useState<DateRange>(() => thisMonthSoFar());
  const [busy, setBusy] = useState<Report | null>(null);
  const [flash, setFlash] = useState<Flash | null>(null);
  const exports = useRecentExports();
  const showStarted = useShowStartedExport();

  async function download(report: Report) {
    if (busy) return;
    setBusy(report);
    setFlash(null);
    try {
      if (report === "orders") {
        const job = await startOrdersExport(range);
        showStarted(job);
        setFlash({ kind: "success", text: `Preparing ${job.fileName}: its Download link appears below when it is ready.` });
      } else {
        const name = saveFile(await downloadGstr1Csv(range));
        setFlash({ kind: "success", text: `Downloaded ${name}.` });
      }
    } catch (error) {
      setFlash({ kind: "error", text: errorText(error, "The file could not be downloaded. Check the connection and try again.") });
    } finally {
      setBusy(null);
    }
  }

  // Enter in a date field downloads the orders; each button says which file it fetches.
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
          {(Object.keys(REPORT_LABELS) as Report[]).map((report) => (
            <button
              key={report}
              type="button"
              onClick={() => void download(report)}
              className={`btn ${report === "orders" ? "btn--primary" : "btn--outline"}`} disabled={busy !== null}>
              <Download size={18} aria-hidden="true" />
              {busy === report ? "Preparing..." : REPORT_LABELS[report]}
            </button>
          ))}
        </div>
        <FlashMessage flash={flash} />
        {exports.error ? <p className="admin-flash admin-flash--error">{errorText(exports.error, "The recent exports could not be read. Check the connection.")}</p> : null}
        <ExportJobs jobs={exports.data ?? []} titleId={`${id}-jobs`} />
      </form>
    </AdminPanel>
  );
}
