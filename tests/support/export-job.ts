import { expect } from "vitest";
import type { ExportJobView, StartExport } from "../../shared/schemas/export-job.js";

// An admin's background export through the API, as the exports page does it: ask, poll the job
// until it says ready, then download the file from its short-lived link.

type Call = (method: string, path: string, headers: Record<string, string>, body?: unknown) => Promise<Response>;

export async function startedExport(call: Call, headers: Record<string, string>, asked: StartExport): Promise<ExportJobView> {
  const started = await call("POST", "/api/admin/exports", headers, asked);
  expect(started.status, await started.clone().text()).toBe(202);
  return ((await started.json()) as { data: ExportJobView }).data;
}

export async function finishedExport(call: Call, headers: Record<string, string>, id: string): Promise<ExportJobView> {
  let job: ExportJobView | undefined;
  await expect
    .poll(
      async () => {
        job = ((await (await call("GET", `/api/admin/exports/${id}`, headers)).json()) as { data: ExportJobView }).data;
        return job.state;
      },
      { timeout: 20_000, interval: 50 },
    )
    .not.toBe("running");
  return job!;
}

/** The file behind a ready job's link, with the answer's headers. */
export async function downloadedExport(job: ExportJobView): Promise<{ response: Response; bytes: Buffer }> {
  expect(job.state, job.error).toBe("ready");
  const response = await fetch(job.downloadUrl!);
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** Start to file: what the old GET answered. */
export async function exportedFile(call: Call, headers: Record<string, string>, asked: StartExport) {
  const started = await startedExport(call, headers, asked);
  return downloadedExport(await finishedExport(call, headers, started.id));
}

export const exportedOrders = (call: Call, headers: Record<string, string>, from: string, to: string) => exportedFile(call, headers, { kind: "orders", from, to });

/** A `call` over an app run in process (tests/support/test-app.ts), for the helpers above. */
export const inProcessCall =
  (app: { request(path: string, init?: RequestInit): Response | Promise<Response> }): Call =>
  async (method, path, headers, body) =>
    app.request(path, { method, headers: { "content-type": "application/json", ...headers }, body: body === undefined ? undefined : JSON.stringify(body) });
