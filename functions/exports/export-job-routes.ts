import type { Context } from "hono";
import { exportKindSchema, startExportSchemas, type ExportJobView, type StartExport } from "../../shared/schemas/export-job.js";
import { addDays, shopDate } from "../../shared/shop-calendar.js";
import type { AppDeps } from "../deps.js";
import { exportJobRepository, type ExportJob } from "../data/export-jobs.js";
import { isId, newId } from "../data/ids.js";
import { exportLimitRepository } from "../data/export-limits.js";
import { ConditionsFailed, labelled, transactWrite } from "../data/transact.js";
import { ShopError, badRequest, notFound } from "../errors.js";
import { readSettings } from "../settings/shop-settings.js";
import type { AuthVariables } from "../http/auth.js";
import type { BodyVariables } from "../http/json-body.js";
import { describeIssue } from "../http/validate.js";
import { EXPORT_PREFIX } from "../../shared/media.js";
import { exportFileStore, type ExportFileStore } from "./export-file-store.js";
import { exportRunnerFor } from "./export-runner.js";
import { failedText } from "./run-export.js";

// The handlers behind /api/admin/exports (functions/routes/admin/exports.ts), loaded on their
// first call so the API's cold start carries none of it.

type ExportContext = Context<{ Variables: BodyVariables & AuthVariables }>;

/** A job whose invocations all stopped without a word (Lambda gave up on them) is failed to the admin. */
const STALLED_MS = 10 * 60_000;
export const EXPORT_STALLED = "The export stopped before it finished. Start it again.";
export const EXPORT_NOT_FOUND = "Export not found";

/** Still being made: running, and heard from within the last few minutes. */
const stillRunning = (job: ExportJob, now: Date) => job.state === "running" && now.getTime() - Date.parse(job.updatedAt) <= STALLED_MS;

/** One export at a time per person: the next waits for theirs (it is usually a minute or less). */
export const EXPORT_STILL_RUNNING = "An export of yours is still being made; it will be ready in a minute.";
export const exportsDayFull = (perDay: number) => `You have made ${perDay} export${perDay === 1 ? "" : "s"} today, the most a day; more tomorrow.`;

/** Seconds until the shop's next day begins (midnight in India), when the day's count starts again. */
function untilTomorrow(now: Date): number {
  const tomorrow = Date.parse(`${addDays(shopDate(now), 1)}T00:00:00+05:30`);
  return Math.max(1, Math.ceil((tomorrow - now.getTime()) / 1000));
}

async function view(deps: AppDeps, job: ExportJob, files: ExportFileStore = exportFileStore(deps.config)): Promise<ExportJobView> {
  const stalled = job.state === "running" && !stillRunning(job, deps.repos.db.now());
  const state = stalled ? "failed" : job.state;
  return {
    id: job.id,
    kind: job.kind,
    ...(job.from && job.to ? { from: job.from, to: job.to } : {}),
    fileName: job.fileName,
    state,
    percent: job.percent,
    rows: job.rows + (job.carryRows ?? 0),
    createdAt: job.createdAt,
    ...(state === "failed" ? { error: job.error ?? EXPORT_STALLED } : {}),
    ...(state === "ready" ? { downloadUrl: await files.downloadUrl(job.key, job.fileName) } : {}),
  };
}

/** The kind first, then that kind's own fields: each refusal names what is wrong. */
function parsedStart(body: unknown): StartExport {
  const kind = exportKindSchema.safeParse(body);
  if (!kind.success) throw badRequest(describeIssue(kind.error.issues[0]!));
  const parsed = startExportSchemas[kind.data.kind].safeParse(body);
  if (!parsed.success) throw badRequest(describeIssue(parsed.error.issues[0]!));
  return parsed.data;
}

/** The names the old downloads had; each GSTR-1 table's by its kind (the B2C summary's "gstr1-b2cs", as before). */
function fileNameOf(asked: StartExport, now: Date): string {
  if (asked.kind === "products" || asked.kind === "fit-advice") return `${asked.kind}-${shopDate(now)}.csv`;
  return `${asked.kind === "gstr1" ? "gstr1-b2cs" : asked.kind}-${asked.from}-to-${asked.to}.csv`;
}

export async function startExport(c: ExportContext, deps: AppDeps) {
  let body: unknown;
  try {
    body = JSON.parse(c.get("rawBody") || "{}");
  } catch {
    throw badRequest("The request body is not valid JSON.");
  }
  const asked = parsedStart(body);
  const now = deps.repos.db.now();
  const id = newId(now);
  const fileName = fileNameOf(asked, now);
  const range = asked.kind === "products" || asked.kind === "fit-advice" ? {} : { from: asked.from, to: asked.to };
  const jobs = exportJobRepository(deps.repos.db);
  const userId = c.get("user").id;
  // The person's place and the day's count are taken with the job, each on a condition: of two
  // starts at once one wins and the other is told why (issue 41).
  const limits = exportLimitRepository(deps.repos.db);
  const [{ exports: { perDay } }, seen] = await Promise.all([readSettings(deps.repos), limits.heldBy(userId)]);
  const held = seen === undefined ? undefined : await jobs.get(seen);
  if (held && stillRunning(held, now)) throw new ShopError(429, EXPORT_STILL_RUNNING, { "Retry-After": "60" });
  const { stored: job, action } = jobs.creation({ id, kind: asked.kind, ...range, fileName, key: `${EXPORT_PREFIX}${id}/${fileName}`, startedBy: userId, createdAt: now.toISOString() });
  try {
    await transactWrite(deps.repos.db, [
      ...labelled("place", limits.takePlace(userId, id, seen, now.toISOString())),
      ...labelled("day", limits.countOne(userId, shopDate(now), perDay, now)),
      ...labelled("job", action),
    ]);
  } catch (error) {
    if (error instanceof ConditionsFailed && error.refused("place")) throw new ShopError(429, EXPORT_STILL_RUNNING, { "Retry-After": "60" });
    if (error instanceof ConditionsFailed && error.refused("day")) throw new ShopError(429, exportsDayFull(perDay), { "Retry-After": String(untilTomorrow(now)) });
    throw error;
  }
  try {
    // Behind hono/aws-lambda the Lambda context is the request's env: the function's own ARN to invoke.
    const self = (c.env as { lambdaContext?: { invokedFunctionArn?: string } } | undefined)?.lambdaContext?.invokedFunctionArn;
    await exportRunnerFor(deps.config, deps.repos.db, self).start(id);
  } catch (error) {
    // The job could not be handed to its first invocation: it says so in the list, and another may be started.
    console.error(JSON.stringify({ level: "error", message: "export not started", jobId: id, error: error instanceof Error ? error.message : String(error) }));
    await jobs.fail(id, failedText(asked.kind));
    return c.json({ success: true as const, data: await view(deps, (await jobs.get(id)) ?? job) }, 202);
  }
  return c.json({ success: true as const, data: await view(deps, job) }, 202);
}

export async function recentExports(c: ExportContext, deps: AppDeps) {
  const jobs = await exportJobRepository(deps.repos.db).recent();
  const files = exportFileStore(deps.config);
  return c.json({ success: true as const, data: await Promise.all(jobs.map((job) => view(deps, job, files))) });
}

export async function oneExport(c: ExportContext, deps: AppDeps, id: string) {
  const job = isId(id) ? await exportJobRepository(deps.repos.db).get(id) : undefined;
  if (!job) throw notFound(EXPORT_NOT_FOUND);
  return c.json({ success: true as const, data: await view(deps, job) });
}
