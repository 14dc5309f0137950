import { Hono } from "hono";
import { noBodySchema, noQuerySchema } from "../../shared/schemas/empty.js";
import type { AppDeps } from "../deps.js";
import { requireUser, type AuthVariables } from "../http/auth.js";
import type { BodyVariables } from "../http/json-body.js";
import { describeIssue, validBody, validQuery } from "../http/validate.js";
import { badRequest, notFound } from "../errors.js";
import { tooManyRequests } from "../http/too-many-requests.js";
import { Readable } from "node:stream";

/**
 * A signed-in shopper's own measurement profiles under /api/measurements (issue 26); nobody
 * else's are reachable. The schema and the book load on first use: the API's cold-start bundle
 * is at its budget.
 */
export function measurementRoutes(deps: AppDeps) {
  const { repos } = deps;
  const profiles = () => import("../made-to-measure/measurement-profiles.js");
  const body = async (raw: unknown) => {
    const { measurementProfileBodySchema } = await import("../../shared/schemas/measurement-profile.js");
    const parsed = measurementProfileBodySchema.safeParse(raw ?? {});
    if (!parsed.success) throw badRequest(describeIssue(parsed.error.issues[0]!));
    return parsed.data;
  };
  // The reference photo's store loads on first use too (the S3 SDK is its own chunk).
  const photos = async () => (await import("../made-to-measure/reference-photos.js")).referencePhotos(deps.config);
  // Hers first (another shopper's key is refused as such), then there (a key never uploaded is no photo).
  const saved = async (userId: string, raw: unknown) => {
    const profile = await body(raw);
    await (await photos()).mustBeHers(userId, profile.referencePhoto);
    return profile;
  };
  return new Hono<{ Variables: BodyVariables & AuthVariables }>()
    .use("*", requireUser(deps))
    .get("/", validQuery(noQuerySchema), async (c) => {
      return c.json({ success: true as const, data: await (await profiles()).listProfiles(repos.db, c.get("user").id) });
    })
    // A reference photo of a garment that fits, straight to the bucket (presigned); the profile names its key after.
    .post("/photo-upload", validQuery(noQuerySchema), async (c) => {
      const { referencePhotoUploadSchema, REFERENCE_PHOTO_UPLOADS_PER_HOUR, REFERENCE_PHOTO_THROTTLED } = await import("../../shared/made-to-measure/reference-photo.js");
      const parsed = referencePhotoUploadSchema.safeParse((await c.req.json().catch(() => undefined)) ?? {});
      if (!parsed.success) throw badRequest(describeIssue(parsed.error.issues[0]!));
      const userId = c.get("user").id;
      const attempt = await repos.throttle.take(`measurement-photo#${userId}`, REFERENCE_PHOTO_UPLOADS_PER_HOUR, 3600);
      if (!attempt.allowed) throw tooManyRequests(REFERENCE_PHOTO_THROTTLED, attempt.resetsAt, repos.db.now());
      const started = await (await photos()).start(userId, { contentType: parsed.data.contentType, bytes: parsed.data.bytes }, repos.db.now());
      return c.json({ success: true as const, data: started }, 201);
    })
    // Her own photo only (the key carries her id); private, never cached by anyone else.
    .get("/photos/:file", validQuery(noQuerySchema), async (c) => {
      const stored = await (await photos()).readOwn(c.get("user").id, c.req.param("file"));
      if (!stored) throw notFound("Photo not found");
      const headers: Record<string, string> = { "Content-Type": stored.contentType, "Cache-Control": "private, no-store" };
      if (stored.contentLength !== undefined) headers["Content-Length"] = String(stored.contentLength);
      return c.body(Readable.toWeb(stored.body) as ReadableStream, 200, headers);
    })
    .post("/", validQuery(noQuerySchema), async (c) => {
      const profile = await (await profiles()).addProfile(repos.db, c.get("user").id, await saved(c.get("user").id, await c.req.json().catch(() => undefined)));
      return c.json({ success: true as const, data: profile, message: "Measurements saved." }, 201);
    })
    .put("/:id", validQuery(noQuerySchema), async (c) => {
      const profile = await (await profiles()).updateProfile(repos.db, c.get("user").id, c.req.param("id"), await saved(c.get("user").id, await c.req.json().catch(() => undefined)));
      return c.json({ success: true as const, data: profile, message: "Measurements updated." });
    })
    .delete("/:id", validQuery(noQuerySchema), validBody(noBodySchema), async (c) => {
      await (await profiles()).removeProfile(repos.db, c.get("user").id, c.req.param("id"));
      return c.json({ success: true as const, message: "Measurements removed." });
    });
}
