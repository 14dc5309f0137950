import { DescribeTableCommand } from "@aws-sdk/client-dynamodb";
import { Hono } from "hono";
import type { AppDeps } from "../deps.js";

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
    return c.json(
      { success: ok, status: ok ? "ok" : "degraded", stage: config.stage, database, apiServer: "online", checkedInMs: Date.now() - started },
      ok ? 200 : 503,
    );
  });
}
