import { beforeAll, describe, expect, it } from "vitest";
import { saveSettings, readSettings } from "../../functions/settings/shop-settings.js";
import { shopDate } from "../../shared/shop-calendar.js";
import type { ExportJobView } from "../../shared/schemas/export-job.js";
import { authHeader, signIn, type SignedIn } from "../support/auth.js";
import { finishedExport, inProcessCall } from "../support/export-job.js";
import { sampleProduct } from "../support/sample-product.js";
import { scanTable } from "../support/table-audit.js";
import { json, testApp } from "../support/test-app.js";

// Issue 41 item 3: one running export per person and a day's cap (a shop setting); beyond
// either, 429 with Retry-After and the reason in words. Two starts at once: one wins.

type Shop = Awaited<ReturnType<typeof testApp>>;
let shop: Shop;

beforeAll(async () => {
  shop = await testApp();
  await shop.repos.products.create(sampleProduct({ name: "Kalamkari Kurta" }));
});

const start = (admin: SignedIn) => shop.app.request("/api/admin/exports", { method: "POST", headers: { ...authHeader(admin.token), "content-type": "application/json" }, body: JSON.stringify({ kind: "products" }) });
const call = () => inProcessCall(shop.app);
async function jobsOf(admin: SignedIn) {
  const items = await scanTable(shop.repos.db.doc, shop.repos.db.tableName);
  return {
    jobs: items.filter((item) => item.entity === "export-job" && item.startedBy === admin.user.id),
    counted: Number(items.find((item) => item.pk === `EXPORT_LIMIT#${admin.user.id}` && item.sk === `DAY#${shopDate(new Date())}`)?.count ?? 0),
  };
}
async function setPerDay(perDay: number) {
  await saveSettings(shop.repos, { exports: { perDay } }, (await readSettings(shop.repos)).version, "tests");
}

describe("an admin's exports", () => {
  it("two started at once: one is made, the other answers 429 with the wait and why (20 rounds)", async () => {
    await setPerDay(50);
    const admin = await signIn(shop.app, shop.repos, { role: "admin" });
    for (let round = 0; round < 20; round++) {
      const answers = await Promise.all([start(admin), start(admin)]);
      expect(answers.map((answer) => answer.status).sort(), `round ${round}`).toEqual([202, 429]);
      const refused = answers.find((answer) => answer.status === 429)!;
      expect(refused.headers.get("retry-after")).toBe("60");
      expect(await refused.json()).toEqual({ success: false, error: "An export of yours is still being made; it will be ready in a minute." });
      const made = (await json<{ data: ExportJobView }>(answers.find((answer) => answer.status === 202)!)).data;
      expect((await finishedExport(call(), authHeader(admin.token), made.id)).state).toBe("ready");
    }
    // Recount: a job and a count for each export made, none for the refused.
    const { jobs, counted } = await jobsOf(admin);
    expect(jobs).toHaveLength(20);
    expect(counted).toBe(20);
  }, 120_000);

  it("stop at the day's cap set in the settings, with the wait until tomorrow; other admins keep theirs", async () => {
    const owner = await signIn(shop.app, shop.repos, { role: "admin" });
    const current = (await json<{ data: { version: number; shipping: unknown } }>(await shop.app.request("/api/settings", { headers: authHeader(owner.token) }))).data;
    const put = (exports: unknown) => shop.app.request("/api/settings", { method: "PUT", headers: { ...authHeader(owner.token), "content-type": "application/json" }, body: JSON.stringify({ version: current.version, shipping: current.shipping, exports }) });
    const refusedSave = await put({ perDay: 0 });
    expect(refusedSave.status).toBe(400);
    expect(await refusedSave.json()).toEqual({ success: false, error: "exports.perDay is at least 1" });
    const saved = await put({ perDay: 3 });
    expect(saved.status).toBe(200);
    expect((await json<{ data: { exports: { perDay: number } } }>(saved)).data.exports).toEqual({ perDay: 3 });

    const admin = await signIn(shop.app, shop.repos, { role: "admin" });
    for (let n = 0; n < 3; n++) {
      const answer = await start(admin);
      expect(answer.status).toBe(202);
      await finishedExport(call(), authHeader(admin.token), (await json<{ data: ExportJobView }>(answer)).data.id);
    }
    // The fourth, and two more at once: each told the day is full, nothing made or counted.
    const refused = [await start(admin), ...(await Promise.all([start(admin), start(admin)]))];
    for (const answer of refused) {
      expect(answer.status).toBe(429);
      const wait = Number(answer.headers.get("retry-after"));
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(24 * 3600);
      expect(await answer.json()).toEqual({ success: false, error: "You have made 3 exports today, the most a day; more tomorrow." });
    }
    expect(await jobsOf(admin)).toMatchObject({ jobs: expect.any(Array), counted: 3 });
    expect((await jobsOf(admin)).jobs).toHaveLength(3);
    // The cap is each person's: another admin still starts one.
    expect((await start(await signIn(shop.app, shop.repos, { role: "admin" }))).status).toBe(202);
  }, 120_000);
});
