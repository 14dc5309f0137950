import { PRODUCTION_STAGE_LABELS, PRODUCTION_STAGES } from "@shared/made-to-measure/production.js";
import { errorText } from "@/api/error-text.js";
import { FlashMessage } from "@/admin/shared/Flash.js";
import { useQueue, wholeList } from "@/admin/shared/queue/use-queue.js";
import { RefreshButton } from "@/admin/shared/HeaderButtons.js";
import { LoadErrorBanner } from "@/admin/shared/LoadErrorBanner.js";
import { PageHeader } from "@/admin/shared/PageHeader.js";
import { fetchBoard, type BoardJob } from "./production-api.js";
import { JobCard } from "./JobCard.js";
import "./production.css";

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
