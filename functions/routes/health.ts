import { DescribeTableCommand } from "@aws-sdk/client-dynamodb";
import { Hono } from "hono";
import type { AppDeps } from "../deps.js";
import { SHOP_UNAVAILABLE } from "../http/errors.js";

/** Liveness plus a real look at the table, so the admin's System Status means something. */
export function healthRoutes({ repos, config }: AppDeps) {
  return new Hono().get("/", async (c) => {
    const started = Date.now();
    let database: "online" | "offline" = "online";
    try {
      await repos.db.doc.send(new DescribeTableCommand({ TableName: repos.db.tableName }));
    } catch {
      database = "offline";
    }
    const ok = database === "online";
    const report = { status: ok ? "ok" : "degraded", stage: config.stage, database, apiServer: "online", checkedInMs: Date.now() - started };
    // Degraded is an error answer like any other: { success: false, error } (with the details beside it).
    if (!ok) return c.json({ success: false as const, error: SHOP_UNAVAILABLE, ...report }, 503);
    return c.json({ success: true as const, ...report }, 200);
  });
}
