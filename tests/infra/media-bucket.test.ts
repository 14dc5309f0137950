import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildLambda, type LambdaBundle } from "../support/lambda-bundle.js";
import { LAMBDA_INSTALL } from "../../infra/cloud/nodejs-bundling.js";
import { EXPORT_PREFIX, MEDIA_PREFIX, NEW_MEDIA_PREFIX, UPLOAD_PREFIX, keyOfAddress, photoAddress, uploadKey } from "../../shared/media.js";
import { EXPORTS_RULE_ID, type LifecycleRule as S3LifecycleRule } from "../../infra/cloud/export-uploads.js";
import { OLD_VERSIONS_RULE_ID } from "../../infra/cloud/old-versions.js";
import { evaluateSstConfig, type EvaluatedStack } from "./support/evaluate-sst-config.js";
import { resolveRoute, routerTargets } from "./support/router-resolution.js";
import type { BucketRoute } from "./support/sst-stand-ins.js";

// The product photos' bucket as sst.config.ts would deploy it (evaluated against the recording
// stand-ins): private, linked only to the API, served by the Router at /media, cleaned of
// uploads that never reached a product, kept on production.

const API_HANDLER = "functions/lambda/api.handler";
let production: EvaluatedStack;
let preview: EvaluatedStack;
let api: LambdaBundle;
let outDir: string;

interface LifecycleRule {
  id: string;
  prefix: string;
  expiresIn: string;
}

beforeAll(async () => {
  production = await evaluateSstConfig("production");
  preview = await evaluateSstConfig("pr-42");
  outDir = mkdtempSync(join(tmpdir(), "media-bundle-"));
  api = await buildLambda(API_HANDLER, { outDir });
});

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

/** The buckets made at the top level: the StaticSite makes its own inside it (the storefront's). */
const topLevelBuckets = (stack: EvaluatedStack) => stack.all("Bucket").filter((bucket) => !bucket.opts.parent);
const bucketArgs = (stack: EvaluatedStack) => topLevelBuckets(stack).find((bucket) => bucket.name === "ShopMedia")!.args;
const days = (duration: string) => Number(/^(\d+) days?$/.exec(duration)?.[1] ?? Number.NaN);

describe("the photo bucket", () => {
  it("is one private bucket that only CloudFront reads", () => {
    const buckets = topLevelBuckets(production);
    // Beside it only the tax documents' own private bucket (tests/infra/documents-bucket.test.ts).
    expect(buckets.map((bucket) => bucket.name).sort()).toEqual(["ShopDocuments", "ShopMedia"]);
    const bucket = buckets.find((b) => b.name === "ShopMedia")!;
    expect(bucket.args.access).toBe("cloudfront");
    expect(bucket.args.public).toBeUndefined();
  });

  it("takes cross-origin uploads (POST) from the shop's own address only", () => {
    expect(bucketArgs(production).cors).toMatchObject({ allowOrigins: ["{ShopRouter.url}"], allowMethods: ["POST"] });
  });

  it("is linked to the API and the share pictures' backfill alone, not the webhook nor the storefront", () => {
    const linkedTo = production.components.filter((c) => ((c.args.link as object[] | undefined) ?? []).some((l) => production.of(l).name === "ShopMedia"));
    expect(linkedTo.map((c) => c.name).sort()).toEqual(["SharePictures", "ShopApi"]);
    expect(JSON.stringify({ ...production.one("StaticSite").args, router: undefined })).not.toContain("{ShopMedia.");
  });

  it("is served by the Router at /media, where the bucket's keys start with media/", () => {
    const routes = (production.one("Router").component as { bucketRoutes: BucketRoute[] }).bucketRoutes;
    expect(routes.map((r) => ({ pattern: r.pattern, bucket: production.of(r.bucket).name, rewrite: r.args?.rewrite }))).toEqual([
      { pattern: "/media", bucket: "ShopMedia", rewrite: undefined },
    ]);
    const targets = routerTargets(production);
    const photo = photoAddress("0123456789abcdef01234567", false, { width: 3024, height: 4032 });
    // The path is the key (no rewrite): /media/<id>/... reads media/<id>/...
    expect(keyOfAddress(photo).startsWith(MEDIA_PREFIX)).toBe(true);
    expect(resolveRoute(targets, photo)?.name).toBe("ShopMedia");
    expect(resolveRoute(targets, "/media/new/0123456789abcdef01234567/480x640.webp")?.name).toBe("ShopMedia");
    // The API's own photo routes still reach the API, and the SPA keeps every other path.
    expect(resolveRoute(targets, "/api/media/uploads")?.name).toBe("ShopApi");
    expect(resolveRoute(targets, "/mediation")?.name).toBe("Storefront");
    // Originals under uploads/ have no route at all.
    expect(resolveRoute(targets, `/${uploadKey("0123456789abcdef01234567")}`)?.name).toBe("Storefront");
  });

  it("forgets uploads that never made it onto a product, and never a saved photo", () => {
    const rules = bucketArgs(production).lifecycle as LifecycleRule[];
    expect(rules.map((r) => ({ prefix: r.prefix, days: days(r.expiresIn) }))).toEqual([
      { prefix: UPLOAD_PREFIX, days: 1 },
      { prefix: NEW_MEDIA_PREFIX, days: 2 },
      { prefix: EXPORT_PREFIX, days: 7 },
    ]);
    expect(new Set(rules.map((r) => r.id)).size).toBe(rules.length);
    const saved = keyOfAddress(photoAddress("0123456789abcdef01234567", false, { width: 1600, height: 2133 }));
    expect(rules.filter((rule) => saved.startsWith(rule.prefix))).toEqual([]);
  });

  it("drops the parts of an export's upload left unfinished for a day (a job that died mid-file), and touches no other rule", () => {
    // S3's rules as SST 4.17's Bucket makes them from `lifecycle` (platform/src/components/aws/bucket.ts,
    // createLifecycle), then handed to `transform.lifecycle` before the resource is made.
    const rules: S3LifecycleRule[] = (bucketArgs(production).lifecycle as LifecycleRule[]).map((rule) => ({
      id: rule.id,
      status: "Enabled",
      expiration: { days: days(rule.expiresIn) },
      filter: { prefix: rule.prefix },
    }));
    const args = { bucket: "shop-media", rules };
    (bucketArgs(production).transform as { lifecycle: (args: { rules: unknown }) => void }).lifecycle(args);
    const exportsRule = args.rules.find((rule) => rule.id === EXPORTS_RULE_ID)!;
    expect(exportsRule).toEqual({ id: EXPORTS_RULE_ID, status: "Enabled", expiration: { days: 7 }, filter: { prefix: EXPORT_PREFIX }, abortIncompleteMultipartUpload: { daysAfterInitiation: 1 } });
    expect(args.rules.filter((rule) => rule.abortIncompleteMultipartUpload)).toEqual([exportsRule]);
    expect(args.rules.filter((rule) => rule !== exportsRule && rule.id !== OLD_VERSIONS_RULE_ID)).toEqual(rules.filter((rule) => rule.id !== EXPORTS_RULE_ID));
    // Every stage's bucket has it.
    expect(typeof (bucketArgs(preview).transform as { lifecycle?: unknown }).lifecycle).toBe("function");
    // A rename of the rule could not drop it quietly.
    expect(() => (bucketArgs(production).transform as { lifecycle: (args: { rules: unknown }) => void }).lifecycle({ rules: rules.filter((rule) => rule.id !== EXPORTS_RULE_ID) })).toThrow(EXPORTS_RULE_ID);
  });

  it("keeps every photo's old versions a month after an overwrite or delete, then drops them and their lone delete markers", () => {
    for (const stack of [production, preview]) {
      const args = bucketArgs(stack);
      expect(args.versioning, stack.stage).toBe(true);
      const rules: S3LifecycleRule[] = (args.lifecycle as LifecycleRule[]).map((rule) => ({ id: rule.id, status: "Enabled", expiration: { days: days(rule.expiresIn) }, filter: { prefix: rule.prefix } }));
      const lifecycle = { rules };
      (args.transform as { lifecycle: (args: { rules: unknown }) => void }).lifecycle(lifecycle);
      const oldVersions = lifecycle.rules.filter((rule) => rule.noncurrentVersionExpiration);
      // One rule over the whole bucket (saved photos included), and no current photo expires by it.
      expect(oldVersions).toEqual([
        { id: OLD_VERSIONS_RULE_ID, status: "Enabled", filter: { prefix: "" }, noncurrentVersionExpiration: { noncurrentDays: 30 }, expiration: { expiredObjectDeleteMarker: true } },
      ]);
      expect(oldVersions[0]!.expiration?.days).toBeUndefined();
      // Applied twice (a transform re-run), still one.
      (args.transform as { lifecycle: (args: { rules: unknown }) => void }).lifecycle(lifecycle);
      expect(lifecycle.rules.filter((rule) => rule.id === OLD_VERSIONS_RULE_ID)).toHaveLength(1);
    }
  });

  it("is kept on production (retained, never emptied by a removal); other stages clean up", () => {
    expect(production.app.removal).toBe("retain");
    expect(bucketArgs(production).transform).toMatchObject({ bucket: { forceDestroy: false } });
    expect(preview.app.removal).toBe("remove");
    expect(bucketArgs(preview).transform).toMatchObject({ bucket: { forceDestroy: true } });
  });
});

describe("sharp in the API function", () => {
  it("is installed by SST beside the bundle (native), not bundled", () => {
    const fn = production.all("Function").find((f) => f.name === "ShopApi")!;
    expect(fn.args.handler).toBe(API_HANDLER);
    expect((fn.args.nodejs as { install?: string[] }).install).toEqual([...LAMBDA_INSTALL[API_HANDLER]!]);
    expect(LAMBDA_INSTALL[API_HANDLER]).toContain("sharp");
    // Only the API and the share pictures' backfill carry it.
    expect(Object.keys(LAMBDA_INSTALL).sort()).toEqual([API_HANDLER, "functions/lambda/share-pictures.handler"]);
    expect(api.inputs.filter((input) => input.includes("node_modules/sharp/"))).toEqual([]);
  });
});
