import { parseProductionJobId, PRODUCTION_STAGE_LABELS, stageMove, STAGES_TOLD, type ProductionStage } from "../../shared/made-to-measure/production.js";
import type { StageMoveInput } from "../../shared/schemas/production-stage.js";
import type { AppDeps } from "../deps.js";
import { auditActor } from "../data/audit-log.js";
import { productionJobs, type ProductionJobRecord } from "../data/production-jobs.js";
import { ConditionsFailed, labelled, transactWrite, type TransactItem } from "../data/transact.js";
import type { UserRecord } from "../data/users.js";
import { conflict, notFound } from "../errors.js";
import { productionStageReached } from "../outbox/outbox-messages.js";
import { changedBy } from "../orders/order-status.js";

export const JOB_NOT_FOUND = "Production job not found";

/** Someone else moved the piece since the board was read (or this is a replay of a move that landed). */
export const movedMeanwhile = (now: ProductionStage, from: ProductionStage) =>
  `This piece is at ${PRODUCTION_STAGE_LABELS[now]} now, not ${PRODUCTION_STAGE_LABELS[from]}: it was moved meanwhile. Reload the board.`;

export const JOB_CANCELLED = "This order was cancelled: its piece is no longer in production.";

/** Why a piece off the board cannot move: its order was cancelled, or refunded (a full refund, the admin's status). */
const jobEnded = (job: Pick<ProductionJobRecord, "leftBoard">) =>
  job.leftBoard?.because === "refunded" || job.leftBoard?.because === "status-refunded" ? "This order was refunded: its piece is no longer in production." : JOB_CANCELLED;

export async function productionJob(deps: Pick<AppDeps, "repos">, id: string): Promise<ProductionJobRecord> {
  const ref = parseProductionJobId(id);
  const job = ref && (await productionJobs(deps.repos).get(ref.orderId, ref.line));
  if (!job) throw notFound(JOB_NOT_FOUND);
  return job;
}

/**
 * Moves a piece from the stage the admin saw to the next (or back one, with a note). The write is
 * conditional on that stage, so of two moves at once one lands and the other, like a replay, is
 * answered 409 and changes nothing. Recorded in the job's history, the audit log, and (the first
 * time a piece reaches "confirmed" or "ready to ship") the shopper's e-mail through the outbox.
 */
export async function moveStage(deps: Pick<AppDeps, "repos">, admin: UserRecord, id: string, input: StageMoveInput): Promise<ProductionJobRecord> {
  const { repos } = deps;
  const job = await productionJob(deps, id);
  if (job.cancelledAt) throw conflict(jobEnded(job));
  if (job.stage !== input.from) throw conflict(movedMeanwhile(job.stage, input.from));
  const move = stageMove(input.from, input.to, input.note);
  if (!move.ok) throw conflict(move.reason);

  const at = repos.db.now().toISOString();
  const tell = STAGES_TOLD.includes(input.to) && !job.told.includes(input.to);
  const next: ProductionJobRecord = {
    ...job,
    stage: input.to,
    history: [...job.history, { from: input.from, to: input.to, at, by: changedBy(admin), byId: admin.id, ...(input.note ? { note: input.note } : {}) }],
    told: tell ? [...job.told, input.to] : job.told,
    updatedAt: at,
  };
  const actions: TransactItem[] = [
    productionJobs(repos).moveAction(next, input.from),
    repos.audit.recordAction(auditActor(admin), {
      entity: "production",
      entityId: id,
      action: move.direction === "forward" ? "stage" : "stage back",
      before: { stage: input.from },
      after: { stage: input.to, ...(input.note ? { note: input.note } : {}) },
    }),
    ...(tell ? [repos.outbox.enqueueAction(productionStageReached(job.orderId, job.line, input.to))] : []),
  ];
  try {
    await transactWrite(repos.db, labelled("production-job", ...actions));
    return next;
  } catch (error) {
    if (!(error instanceof ConditionsFailed)) throw error;
    const now = await productionJobs(repos).get(job.orderId, job.line);
    if (now?.cancelledAt) throw conflict(jobEnded(now));
    throw conflict(movedMeanwhile(now?.stage ?? job.stage, input.from));
  }
}
