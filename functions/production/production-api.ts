import type { z } from "zod";
import { measurementCorrectionSchema } from "../../shared/schemas/measurement-correction.js";
import { stageMoveSchema } from "../../shared/schemas/production-stage.js";
import type { AppDeps } from "../deps.js";
import type { UserRecord } from "../data/users.js";
import { badRequest, notFound } from "../errors.js";
import { describeIssue } from "../http/validate.js";
import { createPhotoStore } from "../media/photo-store.js";
import { correctMeasurements } from "./correct-measurements.js";
import { jobCardFileName, renderJobCard } from "./job-card.js";
import { moveStage, productionJob } from "./move-stage.js";
import { boardJobJson, productionOf } from "./production-json.js";

// Everything the production routes do, in one module the routes load on first use: the board is
// the back office's, and a shopper's cold start should not parse it (the API bundle's budget).

function checked<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const result = schema.safeParse(body);
  if (!result.success) throw badRequest(describeIssue(result.error.issues[0]!));
  return result.data;
}

export async function board(deps: AppDeps) {
  const now = deps.repos.db.now();
  return (await deps.repos.production.board()).map((job) => boardJobJson(job, now));
}

export async function move(deps: AppDeps, admin: UserRecord, id: string, body: unknown) {
  const job = await moveStage(deps, admin, id, checked(stageMoveSchema, body));
  return boardJobJson(job, deps.repos.db.now());
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

export async function jobCard(deps: AppDeps, id: string): Promise<{ pdf: Buffer; fileName: string }> {
  const job = await productionJob(deps, id);
  const order = await deps.repos.orders.get(job.orderId);
  const line = order?.orderItems[job.line];
  if (!line?.custom) throw notFound("Production job not found");
  const photo = await referencePhoto(deps, line.custom.measurements.referencePhoto);
  const pdf = await renderJobCard({ job, line, brandName: deps.config.brandName, ...(photo ? { photo } : {}) });
  return { pdf, fileName: jobCardFileName(job) };
}

export async function correct(deps: AppDeps, user: UserRecord, orderId: string, line: string, body: unknown) {
  const order = await correctMeasurements(deps, user, orderId, line, checked(measurementCorrectionSchema, body));
  return { order, production: (await productionOf(deps.repos, [order], deps.repos.db.now())).get(order.id) ?? [] };
}
