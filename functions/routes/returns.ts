import { Hono } from "hono";
import { pickedUpSchema, receiveReturnSchema, rejectReturnSchema, returnListQuerySchema, returnMediaUploadSchema } from "../../shared/schemas/return-request.js";
import type { AppDeps } from "../deps.js";
import { requirePermission, requireUser, type AuthVariables } from "../http/auth.js";
import type { BodyVariables } from "../http/json-body.js";
import { validBody, validQuery } from "../http/validate.js";
import { courierFor } from "../shipping/courier/courier-for.js";
import { returnJson, shopperReturnJson } from "../returns/return-json.js";
import { doneOrSentForApproval } from "../staff-limits/approval-on-first-use.js";
import type { StepResult } from "../returns/review-return.js";
import { notFound } from "../errors.js";
import { onReturnShelf } from "../../shared/returns.js";
import { returnUploads } from "../data/return-uploads.js";
import { isPlausibleId } from "../../shared/schemas/record-id.js";
import { Readable } from "node:stream";

const answer = (result: StepResult, message: string) => ({
  success: true as const,
  data: returnJson(result.record),
  message: result.alreadyDone ? "Nothing changed: this was done already." : message,
});

/** The shopper's own step: her view of the return. */
const herAnswer = (result: StepResult, message: string) => ({ ...answer(result, message), data: shopperReturnJson(result.record) });

/** Returns and exchanges (issue 25): the shopper's own, and the admin's Returns screen. */
export function returnRoutes(deps: AppDeps) {
  const { repos } = deps;
  const admin = requirePermission(deps, "returns");
  const signedIn = requireUser(deps);
  // The photo store loads on first use: the API's cold start is for browsing and buying.
  let store: Promise<import("../media/return-media.js").ReturnMediaStore> | undefined;
  const mediaStore = () => (store ??= import("../media/return-media.js").then((m) => m.createReturnMediaStore(deps.config)));
  // The admin's steps load on first use: the API's cold start stays in budget (tests/infra/lambda-bundles.test.ts).
  const steps = () => import("../returns/review-return.js");
  const loadReturn = async (id: string) => {
    const record = await repos.returns.get(id);
    if (!record) throw notFound("Return not found");
    return record;
  };
  return new Hono<{ Variables: BodyVariables & AuthVariables }>()
    .get("/", admin, validQuery(returnListQuerySchema), async (c) => {
      const { state, limit, cursor } = c.req.valid("query");
      const page = await repos.returns.list({ limit, cursor, matches: state ? (r) => onReturnShelf(state, r.state) : undefined });
      return c.json({ success: true as const, data: page.items.map(returnJson), pagination: { limit, nextCursor: page.nextCursor } });
    })
    .get("/mine", signedIn, async (c) => c.json({ success: true as const, data: (await repos.returns.byUser(c.get("user").id)).map(shopperReturnJson) }))
    // A photo or the unboxing video, straight to the bucket (presigned); the request names it after.
    .post("/media", signedIn, validBody(returnMediaUploadSchema), async (c) => {
      const { contentType, bytes, orderId } = c.req.valid("json");
      const order = isPlausibleId(orderId) ? await repos.orders.get(orderId) : undefined;
      if (!order || order.userId !== c.get("user").id) throw notFound("Order not found");
      const started = await (await mediaStore()).start(contentType, bytes, repos.db.now());
      await returnUploads(repos.db).record({ mediaId: started.mediaId, userId: order.userId, orderId: order.id });
      return c.json({ success: true as const, data: started }, 201);
    })
    .get("/:id", admin, async (c) => c.json({ success: true as const, data: returnJson(await loadReturn(c.req.param("id"))) }))
    .get("/:id/media/:mediaId", admin, async (c) => {
      const record = await loadReturn(c.req.param("id"));
      const named = record.media.find((m) => m.mediaId === c.req.param("mediaId"));
      const stored = named ? await (await mediaStore()).read(named.mediaId) : null;
      if (!named || !stored) throw notFound("No such photo or video on this return.");
      const headers: Record<string, string> = { "Content-Type": named.contentType, "Cache-Control": "private, no-store" };
      if (stored.contentLength !== undefined) headers["Content-Length"] = String(stored.contentLength);
      return c.body(Readable.toWeb(stored.body) as ReadableStream, 200, headers);
    })
    .post("/:id/approve", admin, async (c) => c.json(answer(await (await steps()).approveReturn(deps, c.get("user"), c.req.param("id")), "Return approved: pickup booked.")))
    .post("/:id/reject", admin, validBody(rejectReturnSchema), async (c) =>
      c.json(answer(await (await steps()).rejectReturn(repos, courierFor(deps), c.get("user"), c.req.param("id"), c.req.valid("json").reason), "Return rejected.")),
    )
    .post("/:id/picked-up", admin, validBody(pickedUpSchema), async (c) => c.json(answer(await (await steps()).recordPickup(repos, c.get("user"), c.req.param("id"), c.req.valid("json")), "Pickup recorded.")))
    .post("/:id/receive", admin, validBody(receiveReturnSchema), async (c) => {
      const body = c.req.valid("json");
      // Loaded on first use: the API's cold start stays in budget (tests/infra/lambda-bundles.test.ts).
      // Worth more than is left of the day's limit (issue 39), it waits for the owner: 202 with the request.
      const result = await doneOrSentForApproval(repos, c.get("user"), { kind: "return", returnId: c.req.param("id"), items: body.items }, async () =>
        (await import("../returns/receive-return.js")).receiveReturn(deps, c.get("user"), c.req.param("id"), body),
      );
      if ("sent" in result) return c.json({ success: true as const, ...result.sent }, 202);
      return c.json(answer(result.done, "Return received and resolved."), 200);
    })
    .post("/:id/cancel", signedIn, async (c) => c.json(herAnswer(await (await steps()).cancelReturn(repos, courierFor(deps), c.get("user"), c.req.param("id")), "Return cancelled.")));
}
