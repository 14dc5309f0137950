import { createHmac } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildLambda, LAMBDA_ENTRIES, REPO_ROOT, type LambdaBundle, type LambdaName } from "../../infra/cloud/bundle.js";
import { invokeInFreshProcess, type Invocation } from "../../infra/cloud/lambda-process.js";
import { apiGatewayEvent } from "../support/apigw-event.js";
import { sampleProduct } from "../support/sample-product.js";
import { freshTable, type TestTable } from "../support/test-table.js";
import { evaluateSstConfig, type EvaluatedStack } from "./support/evaluate-sst-config.js";

// Each Lambda built as `sst deploy` builds it, into a folder outside the repository (no
// node_modules to fall back on), then started in a fresh Node process with only the
// SST_RESOURCE_* variables its links would give it, against a table in DynamoDB Local.

/** Lambda parses the whole file on every cold start; growing past this means a new heavy dependency to look at. */
const BUDGET_KB = 1536;
const STAGE = "ci";
const WEBHOOK_SECRET = "bundle-test-webhook-secret";

const bundles = {} as Record<LambdaName, LambdaBundle>;
let table: TestTable;
let stack: EvaluatedStack;

let outDir: string;

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), "lambda-bundles-"));
  expect(relative(REPO_ROOT, outDir).startsWith("..")).toBe(true);
  for (const name of Object.keys(LAMBDA_ENTRIES) as LambdaName[]) bundles[name] = await buildLambda(name, { outDir });
  table = await freshTable();
  await table.repos.products.create(sampleProduct({ name: "Kanjeevaram Silk Temple Border Saree", subcategory: "Saree" }));
  stack = await evaluateSstConfig(STAGE);
});

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

const FUNCTION_OF: Record<LambdaName, string> = { api: "ShopApi", webhook: "RazorpayWebhook" };

/** What a function's links put in its environment, as SST_RESOURCE_<Name> JSON: each linked component's value here. */
function linkedEnvironment(name: LambdaName, leaveOut?: string): Record<string, string> {
  const fn = stack.all("Function").find((f) => f.name === FUNCTION_OF[name])!;
  const env: Record<string, string> = {
    SST_RESOURCE_App: JSON.stringify({ name: "rangrez", stage: STAGE }),
    DYNAMO_ENDPOINT: table.config.dynamoEndpoint!,
  };
  const values: Record<string, Record<string, string>> = {
    ShopTable: { name: table.config.tableName, type: "sst.aws.Dynamo" },
    ShopMedia: { name: "rangrez-media-bundle-test", type: "sst.aws.Bucket" },
    JwtSecret: { value: "bundle-test-jwt-secret-long-enough-0123456789", type: "sst.sst.Secret" },
    RazorpayKeyId: { value: "rzp_test_bundletest", type: "sst.sst.Secret" },
    RazorpayKeySecret: { value: "bundle-test-key-secret", type: "sst.sst.Secret" },
    RazorpayWebhookSecret: { value: WEBHOOK_SECRET, type: "sst.sst.Secret" },
  };
  for (const component of fn.args.link as object[]) {
    const linked = stack.of(component).name;
    if (linked === leaveOut) continue;
    if (!values[linked]) throw new Error(`No test value for linked ${linked}`);
    env[`SST_RESOURCE_${linked}`] = JSON.stringify(values[linked]);
  }
  return env;
}

const linkNames = (name: LambdaName) => {
  const fn = stack.all("Function").find((f) => f.name === FUNCTION_OF[name])!;
  return (fn.args.link as object[]).map((component) => stack.of(component).name);
};

function answered(invocation: Invocation) {
  if (!invocation.ok) throw new Error(`the bundle did not answer: ${invocation.error}`);
  return { status: invocation.result.statusCode, body: JSON.parse(invocation.result.body) as Record<string, unknown> };
}

describe("the Lambda bundles", () => {
  it(`are each under ${BUDGET_KB} KB minified`, () => {
    for (const bundle of Object.values(bundles)) {
      expect(bundle.bytes / 1024, bundle.name).toBeLessThan(BUDGET_KB);
    }
  });

  it("import nothing from web/, nor the local stack's seed and emulator", () => {
    for (const bundle of Object.values(bundles)) {
      expect(bundle.inputs.filter((input) => input.startsWith("web/") || input.startsWith("infra/local/")), bundle.name).toEqual([]);
      expect(bundle.inputs).toContain("functions/app.ts");
    }
  });

  it("answer GET /api/health from a fresh Node process, reading the stage and table from the links", async () => {
    const { status, body } = answered(await invokeInFreshProcess(bundles.api.file, apiGatewayEvent("GET", "/api/health"), { env: linkedEnvironment("api") }));
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, status: "ok", stage: STAGE, database: "online" });
  });

  it("answer GET /api/products with the catalogue in the linked table", async () => {
    const event = apiGatewayEvent("GET", "/api/products", { query: "category=saree" });
    const { status, body } = answered(await invokeInFreshProcess(bundles.api.file, event, { env: linkedEnvironment("api") }));
    expect(status).toBe(200);
    expect((body.data as Array<{ name: string }>).map((p) => p.name)).toEqual(["Kanjeevaram Silk Temple Border Saree"]);
    expect(body.pagination).toMatchObject({ total: 1 });
  });

  it("start with exactly their links, and refuse to start naming any one taken away", async () => {
    for (const name of Object.keys(FUNCTION_OF) as LambdaName[]) {
      const links = linkNames(name);
      expect(links, name).toContain("ShopTable");
      const health = apiGatewayEvent("GET", "/api/health");
      expect(answered(await invokeInFreshProcess(bundles[name].file, health, { env: linkedEnvironment(name) })).status, name).toBe(200);
      const without = await Promise.all(links.map((link) => invokeInFreshProcess(bundles[name].file, health, { env: linkedEnvironment(name, link) })));
      without.forEach((invocation, i) => {
        expect(invocation.ok, `${name} without ${links[i]}`).toBe(false);
        if (!invocation.ok) expect(invocation.error).toContain(`${links[i]} is not linked to this function`);
      });
    }
  });
});

describe("the webhook bundle", () => {
  const paymentCaptured = JSON.stringify({
    entity: "event",
    account_id: "acc_BundleTest0001",
    event: "payment.captured",
    contains: ["payment"],
    payload: {
      payment: {
        entity: { id: "pay_BundleTest0001", entity: "payment", amount: 149900, currency: "INR", status: "captured", order_id: "order_NotOurs000001", method: "card" },
      },
    },
    created_at: 1767225600,
  });
  const signed = (body: string, secret: string) =>
    apiGatewayEvent("POST", "/api/webhooks/razorpay", {
      body,
      headers: {
        "x-razorpay-signature": createHmac("sha256", secret).update(body).digest("hex"),
        "x-razorpay-event-id": `evt_${Math.random().toString(36).slice(2, 12)}`,
      },
    });

  it("acknowledges a correctly signed payment.captured for an order that is not ours", async () => {
    const { status, body } = answered(await invokeInFreshProcess(bundles.webhook.file, signed(paymentCaptured, WEBHOOK_SECRET), { env: linkedEnvironment("webhook") }));
    expect(status).toBeGreaterThanOrEqual(200);
    expect(status).toBeLessThan(300);
    expect(body).toMatchObject({ success: true, outcome: "ignored" });
  });

  it("refuses a delivery signed with another secret", async () => {
    const { status, body } = answered(await invokeInFreshProcess(bundles.webhook.file, signed(paymentCaptured, "not-the-webhook-secret"), { env: linkedEnvironment("webhook") }));
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, error: "Invalid webhook signature" });
  });
});
