import { Hono } from "hono";
import { storeCreditExpiryNote, type StoreCreditEntry } from "../../shared/store-credit.js";
import { STORE_CREDIT_PAGE_DEFAULT, storeCreditAdjustmentSchema, storeCreditQuerySchema } from "../../shared/schemas/store-credit.js";
import { isPlausibleId } from "../../shared/schemas/record-id.js";
import type { AppDeps } from "../deps.js";
import { notFound } from "../errors.js";
import { requirePermission, requireUser, type AuthVariables } from "../http/auth.js";
import type { BodyVariables } from "../http/json-body.js";
import { paiseFromRupees, rupees } from "../http/rupees-edge.js";
import { validBody, validQuery } from "../http/validate.js";
import { readSettings } from "../settings/shop-settings.js";
import { doneOrSentForApproval } from "../staff-limits/approval-on-first-use.js";

/** An entry at the JSON edge: rupees, as every amount the API speaks. */
const entryJson = ({ amountPaise, ...entry }: StoreCreditEntry) => ({ ...entry, amount: rupees(amountPaise) });

/** The shopper's balance and a page of her entries, newest first. */
async function ledgerAnswer(deps: AppDeps, userId: string, query: { limit?: number; cursor?: string }) {
  const limit = query.limit ?? STORE_CREDIT_PAGE_DEFAULT;
  const [balancePaise, page] = await Promise.all([deps.repos.storeCredit.balance(userId), deps.repos.storeCredit.list(userId, { limit, cursor: query.cursor })]);
  const { expiryMonths } = (await readSettings(deps.repos)).storeCredit;
  return {
    success: true as const,
    data: { balance: rupees(balancePaise), expiryMonths, expiryNote: storeCreditExpiryNote(expiryMonths), entries: page.items.map(entryJson) },
    pagination: { limit, nextCursor: page.nextCursor },
  };
}

/** GET /api/store-credit: the signed-in shopper's own credit. */
export function storeCreditRoutes(deps: AppDeps) {
  return new Hono<{ Variables: AuthVariables }>().get("/", requireUser(deps), validQuery(storeCreditQuerySchema), async (c) =>
    c.json(await ledgerAnswer(deps, c.get("user").id, c.req.valid("query"))),
  );
}

/** /api/users/:id/store-credit: an admin reads a shopper's credit and adjusts it with a reason. */
export function userStoreCreditRoutes(deps: AppDeps) {
  const storeCredit = requirePermission(deps, "store-credit");
  const shopperId = (id: string) => {
    if (!isPlausibleId(id)) throw notFound("User not found");
    return id;
  };
  return new Hono<{ Variables: BodyVariables & AuthVariables }>()
    .get("/:id/store-credit", storeCredit, validQuery(storeCreditQuerySchema), async (c) => c.json(await ledgerAnswer(deps, shopperId(c.req.param("id")), c.req.valid("query"))))
    .post("/:id/store-credit", storeCredit, validBody(storeCreditAdjustmentSchema), async (c) => {
      const body = c.req.valid("json");
      const id = shopperId(c.req.param("id"));
      const change = { amountPaise: paiseFromRupees(body.amount), reason: body.reason, ...(body.idempotencyKey && { idempotencyKey: body.idempotencyKey }) };
      // Credit added over the day's limit (issue 39) waits for the owner: 202 with the request.
      const result = await doneOrSentForApproval(deps.repos, c.get("user"), { kind: "store-credit", shopperId: id, ...change }, async () => (await import("../store-credit/adjust-store-credit.js")).adjustStoreCredit(deps.repos, c.get("user"), id, change));
      if ("sent" in result) return c.json({ success: true as const, ...result.sent }, 202);
      const adjusted = result.done;
      return c.json({ success: true as const, message: adjusted.replayed ? "Already recorded" : "Store credit adjusted", data: { balance: rupees(adjusted.balancePaise), replayed: adjusted.replayed } }, 200);
    });
}
