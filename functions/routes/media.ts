import { Hono } from "hono";
import type { AppDeps } from "../deps.js";
import { requirePermission, type AuthVariables } from "../http/auth.js";
import type { BodyVariables } from "../http/json-body.js";
import { createPhotoStore } from "../media/photo-store.js";
import { finishPhotoUpload, startPhotoUpload } from "../media/photo-uploads.js";
import { photoUploadSchema } from "../../shared/schemas/photo-upload.js";
import { validBody } from "../http/validate.js";

/** Product photos, admins only: a presigned form to upload one, then its web-sized variants. */
export function mediaRoutes(deps: AppDeps) {
  const admin = requirePermission(deps, "products");
  const photos = createPhotoStore(deps.config);
  return new Hono<{ Variables: BodyVariables & AuthVariables }>()
    .post("/uploads", admin, validBody(photoUploadSchema), async (c) => {
      const started = await startPhotoUpload(photos, c.req.valid("json"), deps.repos.db.now());
      return c.json({ success: true as const, data: started }, 201);
    })
    .post("/uploads/:mediaId/photo", admin, async (c) => {
      const photo = await finishPhotoUpload(photos, c.req.param("mediaId"));
      return c.json({ success: true as const, data: photo }, 201);
    });
}
