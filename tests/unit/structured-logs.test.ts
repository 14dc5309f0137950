import { Hono } from "hono";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { badRequest } from "@functions/errors.js";
import { useApiMiddleware } from "@functions/http/api-middleware.js";
import { handleError } from "@functions/http/errors.js";
import { addLogContext, log, setLogWriter } from "@functions/logger.js";

// What an operator reads in CloudWatch: one JSON object per line, each carrying the request's id
// (Lambda's), the stage and, when known, the order's id, so one query finds a request's or an
// order's lines. The API and the webhook share the middleware that sets them.

let lines: Array<Record<string, unknown>>;
let restore: () => void;

beforeEach(() => {
  lines = [];
  restore = setLogWriter((line) => void lines.push(JSON.parse(line) as Record<string, unknown>));
});
afterEach(() => {
  restore();
  delete process.env.LOG_REQUESTS;
});

function shopApp() {
  const app = new Hono();
  useApiMiddleware(app, { maxBodyBytes: 100_000, stage: "production", originSecrets: [] });
  app.get("/api/orders/:id", () => {
    throw new Error("the order's item is malformed");
  });
  app.post("/api/webhooks/razorpay", (c) => {
    addLogContext({ orderId: "01JORDER" });
    log.warn("webhook payment not accepted", { reason: "amount differs" });
    return c.json({ success: true });
  });
  app.get("/api/bad", () => {
    throw badRequest("No such thing.");
  });
  app.onError(handleError);
  return app;
}

const lambdaEnv = (awsRequestId: string) => ({ lambdaContext: { awsRequestId } });

describe("the API's logs", () => {
  it("log an unhandled error as one JSON line with the request id, the stage, the order's id and the error", async () => {
    const response = await shopApp().request("/api/orders/01JABCDEF", {}, lambdaEnv("req-111"));
    expect(response.status).toBe(500);
    const errors = lines.filter((l) => l.level === "error");
    expect(errors).toEqual([
      expect.objectContaining({
        level: "error",
        message: "unhandled error",
        requestId: "req-111",
        stage: "production",
        orderId: "01JABCDEF",
        error: expect.objectContaining({ name: "Error", message: "the order's item is malformed", stack: expect.stringContaining("Error") }),
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      }),
    ]);
  });

  it("add the order's id once a route learns it (the webhook), and keep requests apart", async () => {
    const app = shopApp();
    await Promise.all([
      app.request("/api/webhooks/razorpay", { method: "POST", body: "{}", headers: { "content-type": "application/json" } }, lambdaEnv("req-a")),
      app.request("/api/bad", {}, lambdaEnv("req-b")),
    ]);
    expect(lines.filter((l) => l.level === "warn")).toEqual([expect.objectContaining({ message: "webhook payment not accepted", requestId: "req-a", orderId: "01JORDER", stage: "production", reason: "amount differs" })]);
    // A client's mistake (400) is no error of the shop's: nothing logged for it.
    expect(lines.filter((l) => l.requestId === "req-b")).toEqual([]);
  });

  it("in Lambda, leave one line per request with its status and time", async () => {
    process.env.LOG_REQUESTS = "1";
    await shopApp().request("/api/bad", {}, lambdaEnv("req-c"));
    expect(lines).toEqual([expect.objectContaining({ level: "info", message: "request", requestId: "req-c", stage: "production", method: "GET", path: "/api/bad", status: 400, ms: expect.any(Number) })]);
  });
});
