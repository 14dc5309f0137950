import { Hono } from "hono";
import type { AppDeps } from "../deps.js";
import { requirePermission, signedInOrNobody, type AuthVariables } from "../http/auth.js";
import { clientAddress } from "../http/client-address.js";
import type { BodyVariables } from "../http/json-body.js";
import { limitPerSource, SOURCE_LIMITS } from "../http/source-limits.js";
import { tooManyRequests } from "../http/too-many-requests.js";

// "Notify me" (issue 27), mounted at /api. The work, the body's checks included, loads on first
// use (functions/back-in-stock/back-in-stock-work.ts): the API's cold-start bundle has no room.

const work = () => import("../back-in-stock/back-in-stock-work.js");

/** Confirmation e-mails one address may be sent in a day, whoever asks: the route cannot be used to flood an inbox. */
const LINKS_PER_ADDRESS_PER_DAY = 5;

export const backInStockRoutes = (deps: AppDeps) =>
  new Hono<{ Variables: BodyVariables & AuthVariables }>()
    // A shopper asks to hear when a sold-out size returns: {size, email?}.
    .post("/products/:productId/back-in-stock", limitPerSource(deps, SOURCE_LIMITS.backInStock), async (c) => {
      const exempt = deps.config.throttleExemptSources.includes(clientAddress(c));
      const takeAddress = async (email: string) => {
        const attempt = exempt ? undefined : await deps.repos.throttle.take(`back-in-stock-address#${email}`, LINKS_PER_ADDRESS_PER_DAY, 86400);
        if (attempt && !attempt.allowed) throw tooManyRequests((wait) => `Too many requests for this e-mail address. Please try again in ${wait}.`, attempt.resetsAt, deps.repos.db.now());
      };
      const user = await signedInOrNobody(deps, c.req.header("authorization"));
      const answer = await (await work()).askFromRequest(deps, { productId: c.req.param("productId"), rawBody: c.get("rawBody"), user, takeAddress });
      return c.json({ success: true as const, data: { status: answer.status }, message: answer.message }, answer.status === "waiting" ? 201 : 202);
    })
    // The confirmation e-mail's link: {token}.
    .post("/back-in-stock/confirm", limitPerSource(deps, SOURCE_LIMITS.backInStock), async (c) => {
      const answer = await (await work()).confirmFromRequest(deps, c.get("rawBody"));
      return c.json({ success: true as const, data: { productId: answer.productId, size: answer.size }, message: answer.message });
    })
    // The admin's counts: who waits for which product and size, most wanted first.
    .get("/back-in-stock", requirePermission(deps, "stock"), async (c) => c.json({ success: true as const, data: await (await work()).mostWanted(deps.repos) }));
