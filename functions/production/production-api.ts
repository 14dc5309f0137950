import { Readable } from "node:stream";
import type { Context } from "hono";
import type * as z from "zod";
import type { AuthVariables } from "../http/auth.js";
import type { BodyVariables } from "../http/json-body.js";
import { orderJson } from "../http/rupees-edge.js";
import { productionJobs } from "../data/production-jobs.js";
import { measurementCorrectionSchema } from "../../shared/schemas/measurement-correction.js";
import { stageMoveSchema } from "../../shared/schemas/production-stage.js";
import type { AppDeps } from "../deps.js";
import { badRequest, notFound } from "../errors.js";
import { describeIssue } from "../http/validate.js";
import { createPhotoStore } from "../media/photo-store.js";
import { correctMeasurements } from "./correct-measurements.js";
import { moveStage, productionJob } from "./move-stage.js";
import { boardJobJson, productionOf } from "./production-json.js";

// Everything production does in the API, in ONE module loaded on first use (the routes, the jobs a
// payment opens, My Orders' stages, the cancellation's check): the board is the back office's, and
// a shopper's cold start should not parse it (the API bundle's budget). One entry, not several,
// so the bundle splits the start once for it.

export { productionJobActions } from "./open-jobs.js";
export { productionStanding } from "./cancel-check.js";
export { productionOf } from "./production-json.js";
export { jobsOffForRefund } from "./order-ending.js";
export { readyToShip } from "./ship-check.js";

function checked<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const result = schema.safeParse(body);
  if (!result.success) throw badRequest(describeIssue(result.error.issues[0]!));
  return result.data;
}

type Ctx = Context<{ Variables: BodyVariables & AuthVariables }>;

const bodyOf = (c: Ctx): Promise<unknown> => c.req.json().catch(() => undefined);

/** GET /api/production: every piece of the orders that stand, soonest promised first. */
export async function board(deps: AppDeps, c: Ctx) {
  const now = deps.repos.db.now();
  return c.json({ success: true as const, data: (await productionJobs(deps.repos).board()).map((job) => boardJobJson(job, now)) });
}

/** POST /api/production/:id/stage */
export async function move(deps: AppDeps, c: Ctx) {
  const job = await moveStage(deps, c.get("user"), c.req.param("id")!, checked(stageMoveSchema, await bodyOf(c)));
  return c.json({ success: true as const, data: boardJobJson(job, deps.repos.db.now()), message: "Stage moved." });
}

async function bytesOf(body: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** The reference photo as JPEG or PNG (what a PDF can hold); WebP is converted. Missing: none. */
async function referencePhoto(deps: AppDeps, key: string | undefined): Promise<Buffer | undefined> {
  if (!key) return undefined;
  const stored = await createPhotoStore(deps.config).read(key);
  if (!stored) return undefined;
  const bytes = await bytesOf(stored.body);
  if (stored.contentType === "image/jpeg" || stored.contentType === "image/png") return bytes;
  const sharp = (await import("sharp")).default;
  return sharp(bytes).png().toBuffer();
}

/** GET /api/production/:id/photo: the piece's reference photo as she sent it, for the workshop's screen. */
export async function photo(deps: AppDeps, c: Ctx): Promise<Response> {
  const job = await productionJob(deps, c.req.param("id")!);
  const key = (await deps.repos.orders.get(job.orderId))?.orderItems[job.line]?.custom?.measurements.referencePhoto;
  const stored = key ? await createPhotoStore(deps.config).read(key) : null;
  if (!stored) throw notFound("No reference photo on this piece.");
  const headers: Record<string, string> = { "Content-Type": stored.contentType, "Cache-Control": "private, no-store" };
  if (stored.contentLength !== undefined) headers["Content-Length"] = String(stored.contentLength);
  return new Response(Readable.toWeb(stored.body) as ReadableStream, { headers });
}

/** GET /api/production/:id/job-card: the tailor's PDF, made now from the line's copy. */
export async function jobCard(deps: AppDeps, c: Ctx): Promise<Response> {
  const job = await productionJob(deps, c.req.param("id")!);
  const order = await deps.repos.orders.get(job.orderId);
  const line = order?.orderItems[job.line];
  if (!line?.custom) throw notFound("Production job not found");
  const photo = await referencePhoto(deps, line.custom.measurements.referencePhoto);
  // PDFKit and its fonts load only for a job card.
  const { jobCardFileName, renderJobCard } = await import("./job-card.js");
  const pdf = await renderJobCard({ job, line, brandName: deps.config.brandName, ...(photo ? { photo } : {}) });
  return new Response(new Blob([new Uint8Array(pdf)], { type: "application/pdf" }), {
    headers: { "Content-Type": "application/pdf", "Content-Disposition": `attachment; filename="${jobCardFileName(job)}"`, "Cache-Control": "private, no-store" },
  });
}

/** PUT /api/orders/:id/items/:line/measurements: the shopper's own correction. */
export async function correct(deps: AppDeps, c: Ctx) {
  const order = await correctMeasurements(deps, c.get("user"), c.req.param("id")!, c.req.param("line")!, checked(measurementCorrectionSchema, await bodyOf(c)));
  const production = (await productionOf(deps.repos, [order], deps.repos.db.now())).get(order.id) ?? [];
  // The shop's call notes are its own: the shopper's answer leaves them out.
  const { confirmationCall: _call, ...shown } = order;
  void _call;
  return c.json({ success: true as const, data: { order: orderJson(shown), production }, message: "Measurements corrected." });
}
