import type { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { secureHeaders } from "hono/secure-headers";
import type { ShopConfig } from "../config.js";
import { errorResponse } from "./errors.js";
import { jsonBody } from "./json-body.js";
import { originCheck } from "./origin-check.js";
import { requestLog } from "./request-log.js";

/**
 * What every /api answer goes through, in the whole API and in the lean webhook function alike:
 * first the origin check (only CloudFront's requests, on every path), then the request's log
 * context (request-log.ts), security headers, no caching unless a route says otherwise, a body
 * size limit, and one JSON body parse (which keeps the raw text for webhook signatures).
 */
export function useApiMiddleware(app: Hono, config: Pick<ShopConfig, "maxBodyBytes" | "stage" | "originSecrets">): void {
  // None set (npm start, tests): no check.
  if (config.originSecrets.length > 0) app.use("*", originCheck(config.originSecrets));
  app.use("/api/*", requestLog(config));
  app.use(
    "/api/*",
    secureHeaders({ crossOriginResourcePolicy: "same-origin", referrerPolicy: "strict-origin-when-cross-origin" }),
  );
  app.use("/api/*", async (c, next) => {
    await next();
    if (!c.res.headers.has("Cache-Control")) c.header("Cache-Control", "no-store");
  });
  app.use(
    "/api/*",
    bodyLimit({
      maxSize: config.maxBodyBytes,
      onError: (c) => errorResponse(c, 413, `The request body is too large (at most ${Math.round(config.maxBodyBytes / 1024)} KB).`),
    }),
  );
  app.use("/api/*", jsonBody());
}
