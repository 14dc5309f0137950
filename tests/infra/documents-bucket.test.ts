import { beforeAll, describe, expect, it } from "vitest";
import { PERSONAL_DATA } from "../../functions/accounts/personal-data/registry.js";
import { pdfObjectKey } from "../../functions/documents/pdf-record.js";
import { DOCUMENTS_RULE_ID, INFREQUENT_ACCESS_AFTER_DAYS, type LifecycleRule } from "../../infra/cloud/document-lifecycle.js";
import { TAX_DOCUMENTS_PREFIX } from "../../shared/tax/document-files.js";
import { evaluateSstConfig, type EvaluatedStack } from "./support/evaluate-sst-config.js";
import type { BucketRoute } from "./support/sst-stand-ins.js";

// The tax documents' bucket as sst.config.ts would deploy it (evaluated against the recording
// stand-ins, tests/infra/support/sst-stand-ins.ts): private, linked to the two functions that
// read or write PDFs, kept on the kept stages, its PDFs moved to Standard-IA and never expired
// (GST keeps invoices 8 years: docs/accounts.md).

let production: EvaluatedStack;
let staging: EvaluatedStack;
let preview: EvaluatedStack;

beforeAll(async () => {
  production = await evaluateSstConfig("production");
  staging = await evaluateSstConfig("staging");
  preview = await evaluateSstConfig("pr-42");
});

const documentsBucket = (stack: EvaluatedStack) => stack.all("Bucket").find((bucket) => bucket.name === "ShopDocuments" && !bucket.opts.parent)!;
const days = (duration: string) => Number(/^(\d+) days?$/.exec(duration)?.[1] ?? Number.NaN);

/** S3's rules as SST 4.17's Bucket makes them from `lifecycle` (one per entry), after the bucket's `transform.lifecycle`. */
function deployedRules(stack: EvaluatedStack): LifecycleRule[] {
  const args = documentsBucket(stack).args as { lifecycle: Array<{ id: string; prefix: string; expiresIn: string }>; transform: { lifecycle: (args: { rules: unknown }) => void } };
  const made = { bucket: "shop-documents", rules: args.lifecycle.map((rule) => ({ id: rule.id, status: "Enabled", expiration: { days: days(rule.expiresIn) }, filter: { prefix: rule.prefix } })) as unknown };
  args.transform.lifecycle(made);
  return made.rules as LifecycleRule[];
}

describe("the tax documents' bucket", () => {
  it("is private: no public access, no CORS, no route through the Router", () => {
    const bucket = documentsBucket(production);
    expect(bucket).toBeDefined();
    expect(bucket.args.access).toBeUndefined();
    expect(bucket.args.public).toBeUndefined();
    expect(bucket.args.cors).toBe(false);
    // SST's public access block (all four on for a bucket that is not public) is left in place.
    expect((bucket.args.transform as Record<string, unknown>).publicAccessBlock).toBeUndefined();
    const routes = (production.one("Router").component as { bucketRoutes: BucketRoute[] }).bucketRoutes;
    expect(routes.map((route) => production.of(route.bucket).name)).not.toContain("ShopDocuments");
  });

  it("is linked to the API (download links) and the mailer (PDFs as sent) alone", () => {
    const linkedTo = production.components.filter((c) => ((c.args.link as object[] | undefined) ?? []).some((l) => production.of(l).name === "ShopDocuments"));
    expect(linkedTo.map((c) => c.name).sort()).toEqual(["Mailer", "ShopApi"]);
    expect(production.outputs.documents).toBe("{ShopDocuments.name}");
  });

  it(`moves every PDF to Standard-IA after ${INFREQUENT_ACCESS_AFTER_DAYS} days and never expires one`, () => {
    for (const stack of [production, staging, preview]) {
      const rules = deployedRules(stack);
      expect(rules).toEqual([{ id: DOCUMENTS_RULE_ID, status: "Enabled", filter: { prefix: TAX_DOCUMENTS_PREFIX }, transitions: [{ days: 90, storageClass: "STANDARD_IA" }] }]);
      expect(rules.filter((rule) => rule.expiration !== undefined || rule.abortIncompleteMultipartUpload !== undefined)).toEqual([]);
    }
    // The rule covers every key the shop writes.
    expect(pdfObjectKey({ kind: "invoice", orderId: "0123456789abcdef01234567" }, "ab".repeat(32)).startsWith(TAX_DOCUMENTS_PREFIX)).toBe(true);
    expect(pdfObjectKey({ kind: "credit-note", orderId: "0123456789abcdef01234567", refundId: "rfnd_Q1w2e3r4t5y6u7" }, "cd".repeat(32)).startsWith(TAX_DOCUMENTS_PREFIX)).toBe(true);
    // Renamed, the rule could not be dropped quietly: the transform refuses.
    const args = documentsBucket(production).args as { transform: { lifecycle: (args: { rules: unknown }) => void } };
    expect(() => args.transform.lifecycle({ rules: [] })).toThrow(DOCUMENTS_RULE_ID);
  });

  it("is kept with production's and staging's data (never emptied by a removal); other stages clean up", () => {
    expect(documentsBucket(production).args.transform).toMatchObject({ bucket: { forceDestroy: false } });
    expect(documentsBucket(staging).args.transform).toMatchObject({ bucket: { forceDestroy: false } });
    expect([production.app.removal, staging.app.removal]).toEqual(["retain", "retain"]);
    expect(documentsBucket(preview).args.transform).toMatchObject({ bucket: { forceDestroy: true } });
  });

  it("keeps a closed account's PDFs with its documents for the 8 years GST asks", () => {
    const taxDocuments = PERSONAL_DATA.find((kind) => kind.kind === "taxDocuments")!;
    expect(taxDocuments.keys).toContainEqual({ pk: "DOCUMENT_PDF#" });
    expect(taxDocuments.erasure).toMatchObject({ how: "kept", keptFor: "8 years" });
  });
});
