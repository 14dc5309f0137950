import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { DescribeTableCommand, DescribeTimeToLiveCommand } from "@aws-sdk/client-dynamodb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../functions/app.js";
import { configFromEnv } from "../../functions/config.js";
import { createDb } from "../../functions/data/db.js";
import { createRepositories } from "../../functions/data/repositories.js";
import { API_LINKS, WEBHOOK_SECRETS } from "../../functions/lambda/load-config.js";
import { createPaymentGateway } from "../../functions/payments/gateway.js";
import { buildLambda, handlerSource, LAMBDA_ENTRIES, REPO_ROOT, type LambdaBundle, type LambdaName } from "../../infra/cloud/bundle.js";
import { BRAND_NAME } from "../../shared/catalogue.js";
import viteConfig from "../../vite.config.js";
import { freshTable, type TestTable } from "../support/test-table.js";
import { evaluateSstConfig, type EvaluatedStack } from "./support/evaluate-sst-config.js";
import { resolveRoute, routerTargets, type RouterTarget } from "./support/router-resolution.js";

// sst.config.ts and infra/cloud/ evaluated for real stages against recording stand-ins of the
// sst globals (the sst CLI cannot run here): what would be deployed, checked against the code
// it deploys.

let production: EvaluatedStack;
let preview: EvaluatedStack;
let targets: RouterTarget[];
const bundles = {} as Record<LambdaName, LambdaBundle>;
let local: TestTable;
let outDir: string;

beforeAll(async () => {
  production = await evaluateSstConfig("production");
  preview = await evaluateSstConfig("pr-42");
  targets = routerTargets(production);
  outDir = mkdtempSync(join(tmpdir(), "lambda-bundles-"));
  for (const name of Object.keys(LAMBDA_ENTRIES) as LambdaName[]) bundles[name] = await buildLambda(name, { outDir });
  local = await freshTable();
});

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

const fn = (stack: EvaluatedStack, name: string) => {
  const found = stack.all("Function").find((f) => f.name === name);
  if (!found) throw new Error(`No function ${name}`);
  return found;
};
const seconds = (duration: unknown) => Number(/^(\d+) seconds?$/.exec(String(duration))?.[1] ?? NaN);

describe("the app", () => {
  it("is one stack per stage on AWS in Mumbai", () => {
    for (const stack of [production, preview]) {
      expect(stack.app).toMatchObject({ name: "rangrez", home: "aws", providers: { aws: { region: "ap-south-1" } } });
    }
  });

  it("retains and protects production's data; other stages remove everything", () => {
    expect(production.app).toMatchObject({ removal: "retain", protect: true });
    expect(production.one("Dynamo").args.deletionProtection).toBe(true);
    expect(preview.app).toMatchObject({ removal: "remove", protect: false });
    expect(preview.one("Dynamo").args.deletionProtection).toBe(false);
  });

  it("prints the shop's address and the webhook URL to register at Razorpay", () => {
    expect(production.outputs.url).toBe("{ShopRouter.url}");
    expect(production.outputs.razorpayWebhookUrl).toBe("{RazorpayWebhook.url}");
  });
});

describe("the table", () => {
  it("has the keys and indexes of the table the local stack creates", async () => {
    const table = production.one("Dynamo").args as {
      fields: Record<string, string>;
      primaryIndex: { hashKey: string; rangeKey: string };
      globalIndexes: Record<string, { hashKey: string; rangeKey: string; projection: string }>;
    };
    const { Table } = await local.repos.db.doc.send(new DescribeTableCommand({ TableName: local.config.tableName }));
    const typeCode = { string: "S", number: "N", binary: "B" } as Record<string, string>;

    expect(Object.entries(table.fields).map(([name, type]) => ({ AttributeName: name, AttributeType: typeCode[type] })).sort(byName)).toEqual(
      [...(Table?.AttributeDefinitions ?? [])].sort(byName),
    );
    expect(Table?.KeySchema).toEqual([
      { AttributeName: table.primaryIndex.hashKey, KeyType: "HASH" },
      { AttributeName: table.primaryIndex.rangeKey, KeyType: "RANGE" },
    ]);
    const localIndexes = (Table?.GlobalSecondaryIndexes ?? []).map((index) => ({
      name: index.IndexName,
      keys: index.KeySchema,
      projection: index.Projection?.ProjectionType,
    }));
    const cloudIndexes = Object.entries(table.globalIndexes).map(([name, index]) => ({
      name,
      keys: [
        { AttributeName: index.hashKey, KeyType: "HASH" },
        { AttributeName: index.rangeKey, KeyType: "RANGE" },
      ],
      projection: index.projection.toUpperCase(),
    }));
    expect(cloudIndexes.sort((a, b) => a.name.localeCompare(b.name))).toEqual(localIndexes.sort((a, b) => String(a.name).localeCompare(String(b.name))));
  });

  it("expires items on the same TTL attribute as the local table", async () => {
    const { TimeToLiveDescription } = await local.repos.db.doc.send(new DescribeTimeToLiveCommand({ TableName: local.config.tableName }));
    expect(TimeToLiveDescription?.TimeToLiveStatus).toBe("ENABLED");
    expect(production.one("Dynamo").args.ttl).toBe(TimeToLiveDescription?.AttributeName);
  });
});

const byName = (a: { AttributeName?: string }, b: { AttributeName?: string }) => String(a.AttributeName).localeCompare(String(b.AttributeName));

describe("the functions", () => {
  it("have handlers whose files exist and export them, built by the bundle tests", () => {
    const functions = production.all("Function");
    expect(functions.map((f) => f.args.handler).sort()).toEqual(Object.values(LAMBDA_ENTRIES).sort());
    for (const name of Object.keys(LAMBDA_ENTRIES) as LambdaName[]) {
      const { file, exportName } = handlerSource(LAMBDA_ENTRIES[name]);
      expect(existsSync(resolve(REPO_ROOT, file)), file).toBe(true);
      expect(bundles[name].exports).toContain(exportName);
    }
  });

  it("run on Node 22, as ESM bundles, with memory set and a timeout within the Router's 20 s", () => {
    for (const f of production.all("Function")) {
      expect(f.args).toMatchObject({ runtime: "nodejs22.x", nodejs: { format: "esm", minify: true } });
      expect(f.args.memory).toMatch(/^\d+ MB$/);
      const timeout = seconds(f.args.timeout);
      expect(timeout).toBeGreaterThan(0);
      expect(timeout).toBeLessThanOrEqual(20);
    }
  });

  it("link the table and exactly the secrets (and, for the API, the photo bucket) their code reads", () => {
    const links = (name: string) => (fn(production, name).args.link as object[]).map((component) => production.of(component));
    const expected = (secrets: readonly string[]) => ["ShopTable", ...secrets].sort();
    expect(links("ShopApi").map((c) => c.name).sort()).toEqual(expected(API_LINKS));
    expect(links("RazorpayWebhook").map((c) => c.name).sort()).toEqual(expected(WEBHOOK_SECRETS));
    expect(links("ShopApi").find((c) => c.kind === "Dynamo")?.name).toBe("ShopTable");
  });

  it("declare only the four secrets the shop uses", () => {
    expect(production.all("Secret").map((s) => s.name).sort()).toEqual(["JwtSecret", "RazorpayKeyId", "RazorpayKeySecret", "RazorpayWebhookSecret"]);
  });

  it("match the hand-written sst-env.d.ts that types Resource", () => {
    const declared = new Map<string, string>();
    const text = readFileSync(resolve(REPO_ROOT, "sst-env.d.ts"), "utf8");
    for (const match of text.matchAll(/(\w+): \{ type: "(sst\.[\w.]+)"; ([^}]*)\}/g)) declared.set(match[1]!, `${match[2]} ${match[3]!.trim()}`);
    const carries = {
      Secret: "sst.sst.Secret value: string",
      Dynamo: "sst.aws.Dynamo name: string",
      Router: "sst.aws.Router url: string",
      Bucket: "sst.aws.Bucket name: string",
    } as Record<string, string>;
    for (const component of production.components) {
      const line = declared.get(component.name);
      expect(line, `${component.name} in sst-env.d.ts`).toBeDefined();
      if (carries[component.kind]) expect(line).toBe(carries[component.kind]);
    }
  });
});

describe("routing through the Router", () => {
  const appRoutes = () => {
    const config = configFromEnv({});
    const app = createApp({ config, repos: createRepositories(createDb(config)), gateway: createPaymentGateway(config.razorpay) });
    return app.routes.filter((r) => r.method !== "ALL").map((r) => ({ method: r.method, path: r.path }));
  };
  const concrete = (path: string) => path.replace(/:\w+/g, "sample-id").replace(/\*/g, "anything");

  it("reaches a function that bundles the app for every route the app serves", () => {
    const routes = appRoutes();
    expect(routes.length).toBeGreaterThan(10);
    for (const route of routes) {
      const target = resolveRoute(targets, concrete(route.path));
      expect(target?.kind, `${route.method} ${route.path}`).toBe("Function");
      const name = (Object.keys(LAMBDA_ENTRIES) as LambdaName[]).find((n) => LAMBDA_ENTRIES[n] === target?.args.handler);
      expect(name, `${route.method} ${route.path} goes to a built entry`).toBeDefined();
      expect(bundles[name!].inputs).toContain("functions/app.ts");
    }
  });

  it("sends Razorpay's webhook to the webhook function and the rest of /api to the API", () => {
    expect(appRoutes()).toContainEqual({ method: "POST", path: "/api/webhooks/razorpay" });
    expect(resolveRoute(targets, "/api/webhooks/razorpay")?.name).toBe("RazorpayWebhook");
    for (const path of ["/api", "/api/health", "/api/webhooks", "/api/payments/create-order"]) {
      expect(resolveRoute(targets, path)?.name, path).toBe("ShopApi");
    }
  });

  it("gives the storefront every other path, so client routes load the SPA", () => {
    for (const path of ["/", "/product/abc123", "/admin/orders", "/saree", "/apiary"]) {
      expect(resolveRoute(targets, path)?.name, path).toBe("Storefront");
    }
  });

  it("puts each target on its own path, with CORS off since the browser sees one origin", () => {
    const paths = targets.map((t) => t.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const f of production.all("Function")) expect((f.args.url as { cors?: unknown }).cors).toBe(false);
  });

  it("forwards the shopper's Authorization header to the API (CloudFront drops it on GET otherwise)", () => {
    const transform = (production.one("Router").args.transform as { cachePolicy: (args: Record<string, unknown>) => void }).cachePolicy;
    // The policy SST's Router makes for its routes, before the transform.
    const policy: Record<string, unknown> = {
      comment: "SST server response cache policy",
      defaultTtl: 0,
      maxTtl: 31536000,
      minTtl: 0,
      parametersInCacheKeyAndForwardedToOrigin: {
        cookiesConfig: { cookieBehavior: "none" },
        headersConfig: { headerBehavior: "whitelist", headers: { items: ["x-open-next-cache-key", "x-forwarded-host"] } },
        queryStringsConfig: { queryStringBehavior: "all" },
        enableAcceptEncodingBrotli: true,
        enableAcceptEncodingGzip: true,
      },
    };
    transform(policy);
    expect(policy).toMatchObject({
      defaultTtl: 0,
      parametersInCacheKeyAndForwardedToOrigin: {
        headersConfig: { headerBehavior: "whitelist", headers: { items: expect.arrayContaining(["authorization", "x-forwarded-host"]) } },
        queryStringsConfig: { queryStringBehavior: "all" },
      },
    });
  });

  it("serves a stage on its custom domain when domains.ts names one, else on CloudFront's", async () => {
    const domains = { production: { name: "rangrez.example.in", redirects: ["www.rangrez.example.in"] } };
    expect((await evaluateSstConfig("production", { customDomains: domains })).one("Router").args.domain).toEqual(domains.production);
    expect((await evaluateSstConfig("pr-42", { customDomains: domains })).one("Router").args.domain).toBeUndefined();
  });
});

describe("the storefront", () => {
  it("is built by npm run build into the folder Vite writes, and served at /", () => {
    const site = production.one("StaticSite").args as { path: string; build: { command: string; output: string }; router: { instance: unknown; path?: string } };
    const scripts = (JSON.parse(readFileSync(resolve(REPO_ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts;
    expect(site.build.command).toBe("npm run build");
    expect(scripts.build).toMatch(/^vite build\b/);
    const viteOut = resolve(REPO_ROOT, viteConfig.root ?? ".", viteConfig.build?.outDir ?? "dist");
    expect(resolve(REPO_ROOT, site.path, site.build.output)).toBe(viteOut);
    expect(existsSync(resolve(REPO_ROOT, viteConfig.root ?? ".", "index.html"))).toBe(true);
    expect(production.of(site.router.instance).kind).toBe("Router");
    expect(site.router.path ?? "/").toBe("/");
  });

  it("gets only public VITE_ settings: Razorpay's key id and the brand, never a secret", () => {
    const environment = production.one("StaticSite").args.environment as Record<string, string>;
    expect(environment).toEqual({ VITE_RAZORPAY_KEY_ID: "{RazorpayKeyId.value}", VITE_BRAND_NAME: BRAND_NAME });
    for (const secret of ["JwtSecret", "RazorpayKeySecret", "RazorpayWebhookSecret"]) {
      expect(JSON.stringify(production.one("StaticSite").args)).not.toContain(`{${secret}.`);
    }
  });
});
