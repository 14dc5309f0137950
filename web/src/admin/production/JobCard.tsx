import { FileDown } from "lucide-react";
import { useState } from "react";
import { PRODUCTION_STAGE_LABELS, PRODUCTION_STAGES, type ProductionStage } from "@shared/made-to-measure/production.js";
import { ApiError } from "@/api/client.js";
import { errorText } from "@/api/error-text.js";
import { FlashMessage } from "@/admin/shared/Flash.js";
import { customOptionText } from "@/components/custom-option-text.js";
import { moveStage, saveJobCard, type BoardJob } from "./production-api.js";

const dueText = new Intl.DateTimeFormat("en-IN", { timeZone: "UTC", day: "numeric", month: "short" });
const due = (date: string) => dueText.format(new Date(`${date}T12:00:00Z`));

/** One piece on the production board: its order, options and due date, moved a stage on or back (with a note). */
export function JobCard({ job, onMoved, onStale }: { job: BoardJob; onMoved(job: BoardJob): void; onStale(): void }) {
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
