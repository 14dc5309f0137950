import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { ShopConfig } from "../config.js";
import { log, withLogContext } from "../logger.js";

// Every /api request runs with its request id (Lambda's, so a line and its X-Ray trace and the
// REPORT line agree), the stage and, on an order's own paths, the order's id: each line logged
// while it is handled carries them (functions/logger.ts). In Lambda each request also leaves one
// line with its status and time; locally (and in tests) only errors are logged, as before.

/** /api/orders/<id>/...; "my-orders" is the list, not an order. */
const ORDER_PATH = /^\/api\/orders\/(?!my-orders(?:\/|$))([A-Za-z0-9_-]+)/;

const inLambda = () => process.env.AWS_LAMBDA_FUNCTION_NAME !== undefined || process.env.LOG_REQUESTS === "1";

interface LambdaEnv {
  lambdaContext?: { awsRequestId?: string };
}

export function requestLog(config: Pick<ShopConfig, "stage">): MiddlewareHandler {
  return async (c, next) => {
    const requestId = (c.env as LambdaEnv | undefined)?.lambdaContext?.awsRequestId ?? randomUUID();
    const path = new URL(c.req.url).pathname;
    const orderId = ORDER_PATH.exec(path)?.[1];
    const started = performance.now();
    await withLogContext({ requestId, stage: config.stage, ...(orderId ? { orderId } : {}) }, async () => {
      await next();
      if (inLambda()) log.info("request", { method: c.req.method, path, status: c.res.status, ms: Math.round(performance.now() - started) });
    });
  };
}
