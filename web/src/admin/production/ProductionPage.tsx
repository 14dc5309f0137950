import { FileDown } from "lucide-react";
import { useState } from "react";
import { PRODUCTION_STAGE_LABELS, PRODUCTION_STAGES, type ProductionStage } from "@shared/made-to-measure/production.js";
import { ApiError } from "../../api/client.js";
import { errorText } from "../../api/error-text.js";
import { FlashMessage } from "../shared/Flash.js";
import { useQueue, wholeList } from "../shared/queue/use-queue.js";
import { RefreshButton } from "../shared/HeaderButtons.js";
import { LoadErrorBanner } from "../shared/LoadErrorBanner.js";
import { PageHeader } from "../shared/PageHeader.js";
import { customOptionText } from "../../components/custom-option-text.js";
import { fetchBoard, moveStage, saveJobCard, type BoardJob } from "./production-api.js";
import "./production.css";

const dueText = new Intl.DateTimeFormat("en-IN", { timeZone: "UTC", day: "numeric", month: "short" });
const due = (date: string) => dueText.format(new Date(`${date}T12:00:00Z`));

const readJobs = wholeList(fetchBoard);

/**
 * /admin/production: every custom piece of the orders that stand, by stage, soonest promised first.
 * A piece past its promised dispatch date and not ready is marked "Running late". "Move to …" moves
 * it on from the stage shown; "Back to …" asks for a note; "Job card" downloads the tailor's PDF.
 */
export default function ProductionPage() {
  const { rows: jobs, error, load, flash, show, clear } = useQueue<never, BoardJob>("", readJobs);

  const late = (jobs ?? []).filter((job) => job.late).length;
  const countLine = jobs === null ? "Loading…" : `${jobs.length} ${jobs.length === 1 ? "piece" : "pieces"} in production${late > 0 ? ` · ${late} running late` : ""}`;
  return (
    <div className="admin-page">
      <PageHeader title="Production" count={countLine} actions={<RefreshButton small onClick={load} />} />
      <FlashMessage flash={flash} onClose={clear} />
      <LoadErrorBanner text={error ? errorText(error, "Could not load the production board. Check the connection and try again.") : null} />
      {jobs && jobs.length === 0 ? <p className="muted">No custom pieces in production. Paid orders with made-to-measure lines appear here.</p> : null}
      <div className="production-board">
        {jobs && jobs.length > 0
          ? PRODUCTION_STAGES.map((stage) => {
              const here = jobs.filter((job) => job.stage === stage);
              return (
                <section key={stage} className="production-board__stage" aria-label={PRODUCTION_STAGE_LABELS[stage]}>
                  <h2 className="production-board__stage-title">
                    {PRODUCTION_STAGE_LABELS[stage]} <span className="muted">({here.length})</span>
                  </h2>
                  {here.length === 0 ? <p className="muted production-board__empty">Nothing here.</p> : null}
                  <ul className="production-board__list">
                    {here.map((job) => (
                      <JobCard
                        key={job.id}
                        job={job}
                        onMoved={(moved) => {
                          show({ kind: "success", text: `${moved.orderNumber} ${moved.name}: now at ${moved.stageLabel}.` });
                          load();
                        }}
                        onStale={load}
                      />
                    ))}
                  </ul>
                </section>
              );
            })
          : null}
      </div>
    </div>
  );
}

function JobCard({ job, onMoved, onStale }: { job: BoardJob; onMoved(job: BoardJob): void; onStale(): void }) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [noting, setNoting] = useState(false);
  const [note, setNote] = useState("");
  const stage = job.stage as ProductionStage;
  const index = PRODUCTION_STAGES.indexOf(stage);
  const next = PRODUCTION_STAGES[index + 1];
  const back = PRODUCTION_STAGES[index - 1];
  const title = `Order ${job.orderNumber}, ${job.name}`;

  async function go(to: ProductionStage, withNote?: string) {
    if (busy) return;
    setBusy(true);
    setProblem(null);
    try {
      const moved = await moveStage(job.id, stage, to, withNote);
      setNoting(false);
      setNote("");
      onMoved(moved);
    } catch (failure) {
      setProblem(errorText(failure, "The piece could not be moved. Please try again."));
      // Someone moved it meanwhile: the board shows where it is now.
      if (failure instanceof ApiError && failure.status === 409) onStale();
    } finally {
      setBusy(false);
    }
  }

  async function download() {
    setProblem(null);
    try {
      await saveJobCard(job.id);
    } catch (failure) {
      setProblem(errorText(failure, "The job card could not be made. Please try again."));
    }
  }

  return (
    <li className={`production-job${job.late ? " production-job--late" : ""}`} aria-label={title}>
      <div className="production-job__head">
        <p className="production-job__order">
          <strong>{job.orderNumber}</strong> · piece {job.line + 1}
        </p>
        {job.late ? <span className="production-job__late">Running late</span> : null}
      </div>
      <p className="production-job__name">{job.name}</p>
      {job.options.length > 0 ? (
        <ul className="production-job__options">
          {job.options.map((option) => (
            <li key={option.id}>{customOptionText(option)}</li>
          ))}
        </ul>
      ) : null}
      <p className="muted production-job__meta">
        Measurements: {job.profileName} · Size {job.size} · Qty {job.quantity}
      </p>
      <p className={job.late ? "production-job__due production-job__due--late" : "production-job__due"}>Dispatch by {due(job.promisedDate)}</p>
      <div className="button-row button-row--centred production-job__actions">
        {next ? (
          <button type="button" className="btn btn--primary btn--small" aria-disabled={busy} onClick={() => void go(next)}>
            Move to {PRODUCTION_STAGE_LABELS[next]}
          </button>
        ) : null}
        {back && !noting ? (
          <button type="button" className="btn btn--ghost btn--small" aria-disabled={busy} onClick={() => setNoting(true)}>
            Back to {PRODUCTION_STAGE_LABELS[back]}
          </button>
        ) : null}
        <button type="button" className="btn btn--outline btn--small" onClick={() => void download()}>
          <FileDown size={16} aria-hidden="true" /> Job card
        </button>
      </div>
      {back && noting ? (
        <form
          className="button-row button-row--centred production-job__back"
          onSubmit={(event) => {
            event.preventDefault();
            if (!note.trim()) {
              setProblem(`Moving back to ${PRODUCTION_STAGE_LABELS[back]} needs a note saying why.`);
              return;
            }
            void go(back, note);
          }}
        >
          <input className="input" aria-label={`Why back to ${PRODUCTION_STAGE_LABELS[back]}`} placeholder="Why (e.g. hem uneven)" maxLength={300} value={note} onChange={(event) => setNote(event.target.value)} />
          <button type="submit" className="btn btn--outline btn--small" aria-disabled={busy}>
            Move back
          </button>
          <button type="button" className="btn btn--ghost btn--small" onClick={() => setNoting(false)}>
            Cancel
          </button>
        </form>
      ) : null}
      <FlashMessage flash={problem ? { kind: "error", text: problem } : null} />
    </li>
  );
}
