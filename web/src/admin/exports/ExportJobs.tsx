import { Download } from "lucide-react";
import type { ExportJobView } from "@shared/schemas/export-job.js";
import { indianGrouping } from "@shared/indian-grouping.js";
import { EXPORT_LABELS } from "./export-labels.js";

/** "1,53,210 lines": counted as the shop counts (lakh grouping). */
const linesText = (rows: number) => `${indianGrouping(rows)} ${rows === 1 ? "line" : "lines"}`;

const STATE_TEXT: Record<ExportJobView["state"], string> = { running: "Preparing...", ready: "Ready", failed: "Failed" };

/** The recent exports, each under its file's label: a progress bar while it is written, then its Download link, or why it failed. */
export function ExportJobs({ jobs, titleId, title }: { jobs: readonly ExportJobView[]; titleId: string; title: string }) {
  if (jobs.length === 0) return null;
  return (
    <section className="export-jobs" aria-labelledby={titleId}>
      <h3 id={titleId} className="export-jobs__title">
        {title}
      </h3>
      <ul className="export-jobs__list">
        {jobs.map((job) => (
          <li key={job.id} className={`export-job export-job--${job.state}`}>
            <div className="export-job__head">
              <span className="export-job__kind">{EXPORT_LABELS[job.kind]}</span>
              <span className="export-job__state">{STATE_TEXT[job.state]}</span>
              <span className="export-job__name admin-mono">{job.fileName}</span>
            </div>
            <ExportJobBody job={job} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function ExportJobBody({ job }: { job: ExportJobView }) {
  if (job.state === "running") {
    return (
      <div className="export-job__progress">
        <progress max={100} value={job.percent} aria-label={`Preparing ${job.fileName}`} />
        <span className="muted">{`${job.percent}% · ${linesText(job.rows)}`}</span>
      </div>
    );
  }
  if (job.state === "failed") {
    return <p className="export-job__error">{job.error}</p>;
  }
  return (
    <div className="export-job__ready">
      <a className="btn btn--primary btn--small" href={job.downloadUrl} download={job.fileName}>
        <Download size={16} aria-hidden="true" />
        Download
      </a>
      <span className="muted">{linesText(job.rows)}</span>
    </div>
  );
}
