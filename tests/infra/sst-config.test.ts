import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { DescribeTableCommand, DescribeTimeToLiveCommand } from "@aws-sdk/client-dynamodb";
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../functions/app.js";
import { configFromEnv } from "../../functions/config.js";
import { createDb } from "../../functions/data/db.js";
import { createRepositories } from "../../functions/data/repositories.js";
import type { AppDeps } from "../../functions/deps.js";
import { LINKS_READ } from "../../functions/lambda/links.js";
import { createWebhookApp } from "../../functions/lambda/webhook-app.js";
import { createPaymentGateway } from "../../functions/payments/gateway.js";
import { handlerSource, REPO_ROOT } from "../support/lambda-bundle.js";
import { NODEJS_BUNDLING } from "../../infra/cloud/nodejs-bundling.js";
import { PUBLIC_CATALOGUE_CACHE_KEY, PUBLIC_CATALOGUE_PATHS, withPublicCatalogueBehaviours } from "../../infra/cloud/public-catalogue-cache.js";
import viteConfig from "../../vite.config.js";
import { freshTable, type TestTable } from "../support/test-table.js";
import { evaluateSstConfig, type EvaluatedStack } from "./support/evaluate-sst-config.js";
import { declaredFunction, declaredFunctions } from "./support/lambda-functions.js";
import { resolveRoute, routerTargets, type RouterTarget } from "./support/router-resolution.js";
import { renderSstEnv, withoutHeader } from "./support/sst-env.js";
import { sstPhysicalName } from "./support/sst-naming.js";
import { passesFilters } from "../../infra/local/stream-pump/filter-criteria.js";
import { STREAM_SUBSCRIPTIONS, type FilterPattern } from "../../infra/cloud/stream-subscriptions.js";
import { PAGE_CACHE_CONTROL, SPA_FALLBACK_KEY } from "../../pages/publish/page-store.js";
import { catalogueWidePages } from "../../pages/render/site-pages.js";
import { publisherRunOf } from "../../pages/publish/publisher-event.js";
import { isKeptStage, KEPT_STAGES } from "../../infra/cloud/kept-stages.js";

// sst.config.ts and infra/cloud/ evaluated for real stages against recording stand-ins of the
// sst globals (the sst CLI cannot run here): what would be deployed, checked against the code
// it deploys.

let production: EvaluatedStack;
let preview: EvaluatedStack;
let targets: RouterTarget[];
let local: TestTable;

beforeAll(async () => {
  production = await evaluateSstConfig("production");
  preview = await evaluateSstConfig("pr-42");
  targets = routerTargets(production);
  local = await freshTable();
});
const seconds = (duration: unknown) => Number(/^(\d+) seconds?$/.exec(String(duration))?.[1] ?? NaN);

describe("the app", () => {
  it("is one stack per stage on AWS in Mumbai", () => {
    for (const stack of [production, preview]) {
      expect(stack.app).toMatchObject({ name: "rangrez", home: "aws", providers: { aws: { region: "ap-south-1" } } });
    }
  });

  it("retains and protects the kept stages' data (production, staging), the list in one place; other stages remove everything", async () => {
    const staging = await evaluateSstConfig("staging");
    for (const stack of [production, staging]) {
      expect([stack.stage, stack.app.removal, stack.app.protect]).toEqual([stack.stage, "retain", true]);
      expect(stack.one("Dynamo").args.deletionProtection).toBe(true);
    }
    // sst.config.ts's app() and infra/cloud agree on the list, whatever it holds.
    for (const stage of [...KEPT_STAGES, "pr-123", "dev-meera", "productions"]) {
      const { app } = stage === "production" ? production : await evaluateSstConfig(stage);
      expect([stage, app.protect]).toEqual([stage, isKeptStage(stage)]);
    }
  });

  it("makes the SES identity on production alone; another stage refers to it by its sender, so both deploy in one account", () => {
    const made = production.one("Email");
    expect(made.args).toMatchObject({ sender: expect.stringContaining("@") });
    expect(made.args.existing).toBeUndefined();
    const referred = preview.one("Email");
    expect(referred.args).toEqual({ sender: made.args.sender, existing: true });
    // The mailer links whichever it has.
    expect(declaredFunction(preview, "Mailer").component.args.link).toContain(referred.component);
  });

  it("retains and protects production's data; other stages remove everything", () => {
    expect(production.app).toMatchObject({ removal: "retain", protect: true });
    expect(production.one("Dynamo").args.deletionProtection).toBe(true);
    expect(preview.app).toMatchObject({ removal: "remove", protect: false });
    expect(preview.one("Dynamo").args.deletionProtection).toBe(false);
    // SST's StaticSite deletes its bucket on removal whatever the policy (docs/operations.md says so); it
    // holds only the build, which every deploy uploads again. Nothing here overrides that.
    expect((production.one("StaticSite").args.transform as { assets?: unknown } | undefined)?.assets).toBeUndefined();
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
  it("have handlers whose files exist (the bundle tests build and start each one)", () => {
    const functions = declaredFunctions(production);
    expect(functions.map((f) => f.handler).sort()).toEqual(expect.arrayContaining(["functions/lambda/api.handler", "functions/lambda/webhook.handler"]));
    for (const f of functions) expect(existsSync(resolve(REPO_ROOT, handlerSource(f.handler).file)), f.handler).toBe(true);
  });

  it("run on Node 22, as code-split ESM bundles built as tests/support/lambda-bundle.ts builds them, with memory set and a timeout within the Router's 20 s behind it, a minute for scheduled jobs", () => {
    for (const f of production.all("Function")) {
      expect(f.args, f.name).toMatchObject({ runtime: "nodejs22.x", nodejs: NODEJS_BUNDLING });
      expect(f.args.memory).toMatch(/^\d+ MB$/);
      const timeout = seconds(f.args.timeout);
      expect(timeout).toBeGreaterThan(0);
      // A scheduled job runs every minute: it ends before the next one starts.
      expect(timeout, f.name).toBeLessThanOrEqual(f.args.url ? 20 : 59);
    }
  });

  it("sweep lapsed checkout holds back into stock every minute, with the table alone and alarms of their own", () => {
    for (const stack of [production, preview]) {
      const cron = stack.all("Cron").find((c) => c.name === "HoldSweepSchedule")!;
      expect(cron.args.schedule).toBe("rate(1 minute)");
      const sweep = stack.all("Function").find((f) => f.name === "HoldSweep")!;
      expect(stack.of(cron.args.function)).toBe(sweep);
      expect(sweep.args).toMatchObject({ handler: "functions/lambda/release-holds.handler", memory: "256 MB" });
      expect((sweep.args.link as unknown[]).map((l) => stack.of(l).name)).toEqual(["ShopTable"]);
      expect(sweep.args.url).toBeUndefined();
    }
  });

  it("run the mailer for each new outbox item on the table's stream and every minute for retries, with alarms of its own", () => {
    const mailer = declaredFunction(production, "Mailer").component;
    expect(production.one("Dynamo").args.stream).toBe("new-image");
    const subscription = production.triggers.find((t) => t.kind === "DynamoSubscription" && t.name === "Mailer");
    expect(subscription?.args.subscriber).toBe("{Mailer.arn}");
    // Only new outbox items wake it: outbox items carry entity "outbox" (functions/data/outbox.ts).
    expect(subscription?.args.filters).toEqual([{ eventName: ["INSERT"], dynamodb: { NewImage: { entity: { S: ["outbox"] } } } }]);
    const retries = production.all("Cron").find((c) => c.name === "MailerRetries")!;
    expect(retries.args.schedule).toBe("rate(1 minute)");
    expect(production.of(retries.args.function)).toBe(mailer);
    // The invoice font goes beside the bundle, from the npm package that ships it.
    expect(mailer.args.copyFiles).toEqual([
      { from: "node_modules/@expo-google-fonts/hind/400Regular/Hind_400Regular.ttf", to: "fonts/Hind-Regular.ttf" },
      { from: "node_modules/@expo-google-fonts/hind/600SemiBold/Hind_600SemiBold.ttf", to: "fonts/Hind-SemiBold.ttf" },
    ]);
    for (const { from } of mailer.args.copyFiles as Array<{ from: string }>) expect(existsSync(resolve(REPO_ROOT, from)), from).toBe(true);
    expect((mailer.args.environment as Record<string, string>).SELLER_STATE).toBe("Rajasthan");
    expect(mailer.args.url).toBeUndefined();
  });

  it("consume the table's stream as stream-subscriptions.ts declares: bounded retries, bisection, a record age, a failure queue they may send to", () => {
    for (const stack of [production, preview]) {
      const subscriptions = stack.triggers.filter((t) => t.kind === "DynamoSubscription");
      expect(subscriptions.map((t) => t.name).sort()).toEqual(Object.keys(STREAM_SUBSCRIPTIONS).sort());
      for (const declared of Object.values(STREAM_SUBSCRIPTIONS)) {
        const trigger = subscriptions.find((t) => t.name === declared.name)!;
        const fn = declaredFunction(stack, declared.name);
        expect(fn.handler).toBe(declared.handler);
        expect(trigger.args.subscriber).toBe(`{${declared.name}.arn}`);
        expect(trigger.args.filters).toEqual(declared.filters);
        const queue = stack.all("aws.sqs.Queue").find((q) => q.name === `${declared.name}StreamFailures`)!;
        expect(queue.args.messageRetentionSeconds).toBe(14 * 24 * 3600);
        expect((trigger.args.transform as { eventSourceMapping: unknown }).eventSourceMapping).toEqual({
          batchSize: declared.batchSize,
          maximumBatchingWindowInSeconds: declared.batchingWindowSeconds,
          maximumRetryAttempts: declared.retryAttempts,
          bisectBatchOnFunctionError: true,
          maximumRecordAgeInSeconds: declared.maxRecordAgeSeconds,
          destinationConfig: { onFailure: { destinationArn: `{${queue.name}.arn}` } },
        });
        // Retries are bounded, so a poison record is set aside in hours at most, never blocking the shard for a day.
        expect(declared.retryAttempts).toBeGreaterThanOrEqual(0);
        expect(declared.retryAttempts).toBeLessThanOrEqual(10);
        // Lambda sends a set-aside batch's description with the function's own role.
        expect(fn.component.args.permissions).toContainEqual({ actions: ["sqs:SendMessage"], resources: [`{${queue.name}.arn}`] });
      }
    }
  });

  it("trace with X-Ray in the cloud, each allowed to write its traces", () => {
    for (const stack of [production, preview]) {
      const functions = stack.all("Function");
      expect(functions.length).toBeGreaterThanOrEqual(7);
      for (const f of functions) {
        // SST's transform.function is merged into the Lambda resource (Pulumi's lambda.FunctionArgs).
        expect((f.args.transform as { function?: Record<string, unknown> } | undefined)?.function, f.name).toMatchObject({ tracingConfig: { mode: "Active" } });
        expect(f.args.permissions, f.name).toContainEqual({ actions: ["xray:PutTraceSegments", "xray:PutTelemetryRecords"], resources: ["*"] });
      }
    }
  });

  it("hear SES's bounces and complaints of the stage's own e-mails: its configuration set publishes them to its topic, which invokes the feedback function", () => {
    const names = new Set<unknown>();
    for (const stack of [production, preview]) {
      const named = (kind: Parameters<EvaluatedStack["all"]>[0], name: string) => stack.all(kind).find((c) => c.name === name)!;
      const configSet = named("aws.sesv2.ConfigurationSet", "MailConfig");
      names.add(configSet.args.configurationSetName);
      expect(configSet.args.configurationSetName).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
      const topic = named("aws.sns.Topic", "MailFeedbackTopic");
      expect(named("aws.sesv2.ConfigurationSetEventDestination", "MailFeedbackEvents").args).toEqual({
        configurationSetName: "{MailConfig.configurationSetName}",
        eventDestinationName: "bounces-and-complaints",
        eventDestination: { enabled: true, matchingEventTypes: ["BOUNCE", "COMPLAINT"], snsDestination: { topicArn: "{MailFeedbackTopic.arn}" } },
      });
      const feedback = declaredFunction(stack, "MailFeedback");
      expect(feedback.handler).toBe("functions/lambda/mail-feedback.handler");
      expect(feedback.links).toEqual(["ShopTable"]);
      expect(feedback.component.args.url).toBeUndefined();
      // SNS invokes it, and only from this topic.
      const subscriptions = stack.all("aws.sns.TopicSubscription").filter((s) => s.args.topic === "{MailFeedbackTopic.arn}");
      expect(subscriptions.map((s) => s.args)).toEqual([{ topic: "{MailFeedbackTopic.arn}", protocol: "lambda", endpoint: "{MailFeedback.arn}" }]);
      expect(stack.all("aws.lambda.Permission").map((p) => p.args)).toContainEqual({ action: "lambda:InvokeFunction", function: "{MailFeedback.name}", principal: "sns.amazonaws.com", sourceArn: "{MailFeedbackTopic.arn}" });
      expect(topic.opts.provider).toBeUndefined();
      // The mailer sends with this configuration set, and may.
      const mailer = declaredFunction(stack, "Mailer").component;
      expect((mailer.args.environment as Record<string, string>).MAIL_CONFIGURATION_SET).toBe("{MailConfig.configurationSetName}");
      expect(mailer.args.permissions).toContainEqual({ actions: ["ses:SendEmail", "ses:SendRawEmail"], resources: ["{MailConfig.arn}"] });
    }
    // One per stage: a preview's bounces never land in production's table.
    expect(names.size).toBe(2);
  });

  it("link exactly what their code reads (functions/lambda/links.ts)", () => {
    for (const f of declaredFunctions(production)) {
      expect(LINKS_READ[f.handler], `${f.handler} in functions/lambda/links.ts`).toBeDefined();
      expect([...f.links].sort(), f.name).toEqual([...LINKS_READ[f.handler]!].sort());
    }
    // The API never sees the webhook secret, the webhook never the session secret.
    expect(declaredFunctions(production).find((f) => f.name === "ShopApi")?.links).not.toContain("RazorpayWebhookSecret");
    expect(declaredFunctions(production).find((f) => f.name === "RazorpayWebhook")?.links).not.toContain("JwtSecret");
  });

  it("declare only the secrets the shop uses: thirteen for the functions, and where alarms are mailed", () => {
    expect(production.all("Secret").map((s) => s.name).sort()).toEqual([
      "AlarmEmail",
      "CourierWebhookKey",
      "JwtSecret",
      "OriginSecret",
      "OriginSecretPrevious",
      "RazorpayKeyId",
      "RazorpayKeySecret",
      "RazorpayWebhookSecret",
      "SellerGstin",
      "ShiprocketEmail",
      "ShiprocketPassword",
      "SignInCodeKey",
      "SmsApiKey",
      "SmsApiToken",
      "WhatsAppAccessToken",
      "WhatsAppAppSecret",
      "WhatsAppVerifyToken",
    ]);
    expect(declaredFunctions(production).flatMap((f) => f.links)).not.toContain("AlarmEmail");
  });

  it("behind the Router, each refuses what did not come through CloudFront: linked to the origin secret, the previous one optional for rotations", () => {
    const secret = (name: string) => production.all("Secret").find((s) => s.name === name)!;
    // A stage cannot deploy without its own secret; the previous one is empty unless a rotation is under way.
    expect(secret("OriginSecret").args).toEqual({});
    expect(secret("OriginSecretPrevious").args).toEqual({ placeholder: "" });
    const behindRouter = declaredFunctions(production).filter((f) => f.component.args.url);
    expect(behindRouter.map((f) => f.name).sort()).toEqual(["RazorpayWebhook", "ShopApi"]);
    for (const f of behindRouter) expect(f.links, f.name).toEqual(expect.arrayContaining(["OriginSecret", "OriginSecretPrevious"]));
    // And CloudFront sends it: the viewer-request function carries the secret's value (tests/infra/edge-redirects.test.ts runs it).
    expect((production.one("Router").args.edge as { viewerRequest: { injection: string } }).viewerRequest.injection).toContain("{OriginSecret.value}");
  });

  it("are typed by sst-env.d.ts exactly as the sst CLI will write it (its own header aside)", () => {
    const written = readFileSync(resolve(REPO_ROOT, "sst-env.d.ts"), "utf8");
    expect(withoutHeader(written)).toBe(renderSstEnv(production));
  });
});

describe("routing through the Router", () => {
  const appRoutes = () => {
    const config = configFromEnv({});
    const app = createApp({ config, repos: createRepositories(createDb(config)), gateway: createPaymentGateway(config.razorpay) });
    return app.routes.filter((r) => r.method !== "ALL").map((r) => ({ method: r.method, path: r.path }));
  };
  const concrete = (path: string) => path.replace(/:\w+/g, "sample-id").replace(/\*/g, "anything");

  it("reaches, for every route the app serves, a function whose own app serves that route", () => {
    const config = configFromEnv({});
    const deps: AppDeps = { config, repos: createRepositories(createDb(config)), gateway: createPaymentGateway(config.razorpay) };
    // The app each HTTP entry builds (functions/lambda/api.ts, webhook.ts).
    const appOf: Record<string, { routes: Array<{ method: string; path: string }> }> = {
      "functions/lambda/api.handler": createApp(deps),
      "functions/lambda/webhook.handler": createWebhookApp(deps),
    };
    const routes = appRoutes();
    expect(routes.length).toBeGreaterThan(10);
    for (const route of routes) {
      const target = resolveRoute(targets, concrete(route.path));
      expect(target?.kind, `${route.method} ${route.path}`).toBe("Function");
      const served = appOf[target!.args.handler as string]?.routes ?? [];
      expect(served, `${route.method} ${route.path} is served by ${target!.name}`).toContainEqual(expect.objectContaining(route));
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
    for (const f of production.all("Function").filter((fn) => fn.args.url)) expect((f.args.url as { cors?: unknown }).cors).toBe(false);
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

  it("caches shoppers' catalogue reads for everyone: their behaviour's key leaves Authorization out", () => {
    const policy = production.one("aws.cloudfront.CachePolicy").args as { defaultTtl: number; parametersInCacheKeyAndForwardedToOrigin: typeof PUBLIC_CATALOGUE_CACHE_KEY };
    // The answers' own s-maxage decides (functions/routes/products.ts); every query string stays in the key.
    expect(policy.defaultTtl).toBe(0);
    expect(policy.parametersInCacheKeyAndForwardedToOrigin.headersConfig.headers.items).not.toContain("authorization");
    expect(policy.parametersInCacheKeyAndForwardedToOrigin.queryStringsConfig).toEqual({ queryStringBehavior: "all" });
    const transform = production.one("Router").args.transform as { cdn?: unknown };
    expect(typeof transform.cdn).toBe("function");
    // Each public path: the default behaviour (its origin, the Router's functions) with the public key, before the others.
    const defaultBehaviour = { targetOriginId: "default", viewerProtocolPolicy: "redirect-to-https", cachePolicyId: "sst-policy", functionAssociations: [{ eventType: "viewer-request" }] };
    expect(withPublicCatalogueBehaviours(defaultBehaviour, "public-policy", [{ pathPattern: "/other" }])).toEqual([
      { ...defaultBehaviour, pathPattern: "/api/products/cards", cachePolicyId: "public-policy" },
      { pathPattern: "/other" },
    ]);
    // The path the storefront's catalogue store and listings read.
    expect(PUBLIC_CATALOGUE_PATHS).toEqual(["/api/products/cards"]);
  });

  it("serves a stage on its custom domain when domains.ts names one, else on CloudFront's", async () => {
    const domains = { production: { name: "rangrez.example.in", redirects: ["www.rangrez.example.in"] } };
    expect((await evaluateSstConfig("production", { customDomains: domains })).one("Router").args.domain).toEqual(domains.production);
    expect((await evaluateSstConfig("pr-42", { customDomains: domains })).one("Router").args.domain).toBeUndefined();
  });
});

describe("the storefront", () => {
  it("is built by the site's build (Vite's, with spa.html and the page renderer) into the folder Vite writes, and served at /", () => {
    const site = production.one("StaticSite").args as { path: string; build: { command: string; output: string }; router: { instance: unknown; path?: string } };
    expect(site.build.command).toBe(`npx tsx pages/build/build-site.ts ${site.build.output}`);
    const viteOut = resolve(REPO_ROOT, viteConfig.root ?? ".", viteConfig.build?.outDir ?? "dist");
    expect(resolve(REPO_ROOT, site.path, site.build.output)).toBe(viteOut);
    expect(existsSync(resolve(REPO_ROOT, viteConfig.root ?? ".", "index.html"))).toBe(true);
    expect(production.of(site.router.instance).kind).toBe("Router");
    expect(site.router.path ?? "/").toBe("/");
  });

  it("is told its stage, so the live shop hides the Debug toggle from shoppers", () => {
    expect((production.one("StaticSite").args.environment as Record<string, string>).VITE_SHOP_STAGE).toBe("production");
    expect((preview.one("StaticSite").args.environment as Record<string, string>).VITE_SHOP_STAGE).toBe("pr-42");
  });

  it("gets no build variable the storefront does not read, and never a secret", () => {
    const site = production.one("StaticSite").args;
    const environment = (site.environment ?? {}) as Record<string, string>;
    const readInWeb = new Set(webSources(resolve(REPO_ROOT, "web/src")).flatMap((file) => readFileSync(file, "utf8").match(/VITE_[A-Z0-9_]+/g) ?? []));
    expect(Object.keys(environment).filter((name) => !readInWeb.has(name))).toEqual([]);
    for (const secret of production.all("Secret")) expect(JSON.stringify(site)).not.toContain(`{${secret.name}.`);
  });
});

describe("the pages rendered ahead", () => {
  const streamRecord = (eventName: string, pk: string, sk: string, entity?: string) => ({
    eventName,
    dynamodb: { Keys: { pk: { S: pk }, sk: { S: sk } }, ...(entity ? { NewImage: { pk: { S: pk }, sk: { S: sk }, entity: { S: entity } } } : {}) },
  });

  it("are rendered by a function on each saved or deleted product or subcategory, linked to the table, the site's bucket and the Router only", () => {
    const publisher = declaredFunction(production, "PagePublisher").component;
    expect(publisher.args).toMatchObject({ handler: "pages/publish/lambda.handler", memory: "1024 MB" });
    expect((publisher.args.link as unknown[]).map((l) => production.of(l).name)).toEqual(["ShopTable", "StorefrontAssets", "ShopRouter"]);
    // The bucket linked is the one the storefront is uploaded to.
    expect(production.of((publisher.args.link as unknown[])[1]).opts.parent).toBe(production.one("StaticSite").component);
    expect(publisher.args.url).toBeUndefined();
    const subscription = production.triggers.find((t) => t.kind === "DynamoSubscription" && t.name === "PagePublisher")!;
    expect(subscription.args.subscriber).toBe("{PagePublisher.arn}");
    // A burst of checkouts (each writes its products' stock) is one run, not one each.
    expect((subscription.args.transform as { eventSourceMapping: Record<string, unknown> }).eventSourceMapping).toMatchObject({ maximumBatchingWindowInSeconds: 5 });
    expect(production.of(subscription.args.table)).toBe(production.one("Dynamo"));
    const filters = subscription.args.filters as FilterPattern[];
    // Keys and entities as functions/data/products.ts and subcategories.ts write them.
    expect(passesFilters(filters, streamRecord("INSERT", "PRODUCT#p1", "PRODUCT", "product"))).toBe(true);
    expect(passesFilters(filters, streamRecord("MODIFY", "PRODUCT#p1", "PRODUCT", "product"))).toBe(true);
    expect(passesFilters(filters, streamRecord("REMOVE", "PRODUCT#p1", "PRODUCT"))).toBe(true);
    expect(passesFilters(filters, streamRecord("MODIFY", "SUBCATEGORY#s1", "SUBCATEGORY", "subcategory"))).toBe(true);
    expect(passesFilters(filters, streamRecord("REMOVE", "SUBCATEGORY#s1", "SUBCATEGORY"))).toBe(true);
    // Orders, the outbox, a subcategory's write counter and other keys do not wake it.
    expect(passesFilters(filters, streamRecord("INSERT", "OUTBOX#o1", "OUTBOX", "outbox"))).toBe(false);
    expect(passesFilters(filters, streamRecord("MODIFY", "ORDER#o1", "ORDER", "order"))).toBe(false);
    expect(passesFilters(filters, streamRecord("REMOVE", "SUBCATEGORY#s1", "PRODUCT_WRITES"))).toBe(false);
    expect(passesFilters(filters, streamRecord("REMOVE", "UNIQUE#SUBCATEGORY#saree#silk", "UNIQUE"))).toBe(false);
  });

  it("hand the deploy's jobs to async invocations of the same function, and make the shopping feeds every hour", () => {
    const publisher = declaredFunction(production, "PagePublisher").component;
    const feeds = production.all("Cron").find((c) => c.name === "PageFeedsSchedule")!;
    expect(production.of(feeds.args.function)).toBe(publisher);
    expect(feeds.args.schedule).toBe("rate(1 hour)");
    // Each caller names its job: the schedule's event asks for the feeds only, the deploy's for every page.
    expect(publisherRunOf(feeds.args.event)).toEqual({ run: "job", job: { feeds: true } });
    expect(publisherRunOf(JSON.parse(invocation(production, "PagePublisherAfterDeploy").args.input as string))).toEqual({ run: "deploy" });
  });

  it("let the publisher and the API (the admins' exports) invoke themselves by their own ARN, on a stage of any length", async () => {
    // SST cuts a long stage's function names short (the app's name first, then the stage's): a
    // grant by a name built from the app and the stage would not cover the function it meant.
    const longStage = "pr-4242-saree-blouse-measurements-and-returns";
    expect(longStage.length).toBeGreaterThanOrEqual(40);
    const long = await evaluateSstConfig(longStage);
    for (const stack of [production, long]) {
      for (const name of ["ShopApi", "PagePublisher"]) {
        const fn = declaredFunction(stack, name).component;
        const ownArn = `{${name}.arn}`;
        // As Lambda will know it: SST's name for the function on this stage.
        const realArn = `arn:aws:lambda:ap-south-1:123456789012:function:${sstPhysicalName("rangrez", stack.stage, `${name}Function`)}`;
        const grants = [
          ...((fn.args.permissions ?? []) as Array<{ actions: string[]; resources: string[] }>).filter((p) => p.actions.includes("lambda:InvokeFunction")).flatMap((p) => p.resources),
          ...stack.all("aws.iam.RolePolicy").filter((p) => p.args.role === `{${name}Role.name}`).flatMap((p) => {
            const policy = JSON.parse(p.args.policy as string) as { Statement: Array<{ Action: string; Resource: string[] }> };
            return policy.Statement.filter((statement) => statement.Action === "lambda:InvokeFunction").flatMap((statement) => statement.Resource);
          }),
        ];
        const covers = (resource: string) => resource === ownArn || new RegExp(`^${resource.split("*").map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join(".*")}$`).test(realArn);
        expect(grants.filter(covers), `${stack.stage} ${name} may invoke ${realArn}`).not.toEqual([]);
        // And nothing else: no pattern that could reach another function.
        expect(grants.filter((resource) => resource.includes("*") && !resource.startsWith(ownArn)), `${stack.stage} ${name}`).toEqual([]);
      }
    }
  });

  it("are all rendered again once every deploy has uploaded the site and made the old photos' share pictures", async () => {
    const run = invocation(production, "PagePublisherAfterDeploy");
    expect(run.args.functionName).toBe("{PagePublisher.name}");
    expect(run.opts.dependsOn).toEqual([production.one("StaticSite").component, invocation(production, "SharePicturesAfterDeploy").component]);
    // No stream records in the input: the publisher renders every page.
    expect(JSON.parse(run.args.input as string)).not.toHaveProperty("Records");
    // The trigger differs from one deploy to the next, so Pulumi invokes it each time.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const next = invocation(await evaluateSstConfig("production"), "PagePublisherAfterDeploy");
    expect(next.args.triggers).not.toEqual(run.args.triggers);
  });

  it("are served from the site's bucket: every page folder is a route, other addresses get spa.html, nothing is purged, HTML is never cached", () => {
    const site = production.one("StaticSite").args as {
      indexPage?: string;
      errorPage?: string;
      assets: { routes: string[]; purge: boolean; fileOptions: Array<{ files: string; cacheControl: string }> };
    };
    expect(site.indexPage).toBe(SPA_FALLBACK_KEY);
    expect(site.errorPage).toBeUndefined();
    const folders = new Set([...catalogueWidePages([], "").map((page) => page.path), "/product/p1", "/collections/kurta-sets"].flatMap((path) => path.split("/")[1] || []));
    expect(new Set(site.assets.routes)).toEqual(folders);
    expect(site.assets.purge).toBe(false);
    expect(site.assets.fileOptions.find((option) => option.files === "**/*.html")?.cacheControl).toBe(PAGE_CACHE_CONTROL);
  });
});

describe("the share pictures of old photos", () => {
  it("are made by a function linked to the photo bucket alone, with sharp installed beside it", () => {
    for (const stack of [production, preview]) {
      const fn = declaredFunction(stack, "SharePictures");
      expect(fn.handler).toBe("functions/lambda/share-pictures.handler");
      expect(fn.links).toEqual(["ShopMedia"]);
      expect(stack.of((fn.component.args.link as unknown[])[0]).kind).toBe("Bucket");
      expect((fn.component.args.nodejs as { install?: string[] }).install).toEqual(["sharp"]);
      expect(fn.component.args).toMatchObject({ memory: "1024 MB" });
      expect(fn.component.args.url).toBeUndefined();
      // Nothing else calls it: no stream, no schedule.
      expect(stack.triggers.filter((t) => t.args.subscriber === "{SharePictures.arn}")).toEqual([]);
      expect(stack.all("Cron").filter((c) => stack.of(c.args.function) === fn.component)).toEqual([]);
    }
  });

  it("are made once after every deploy", async () => {
    const run = invocation(production, "SharePicturesAfterDeploy");
    expect(run.args.functionName).toBe("{SharePictures.name}");
    expect(JSON.parse(run.args.input as string)).toEqual({ reason: "deploy" });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const next = invocation(await evaluateSstConfig("production"), "SharePicturesAfterDeploy");
    expect(next.args.triggers).not.toEqual(run.args.triggers);
    expect(production.all("aws.lambda.Invocation").map((i) => i.name).sort()).toEqual(["PagePublisherAfterDeploy", "SharePicturesAfterDeploy"]);
  });
});

function invocation(stack: EvaluatedStack, name: string) {
  const found = stack.all("aws.lambda.Invocation").find((i) => i.name === name);
  if (!found) throw new Error(`No invocation ${name} in the stack`);
  return found;
}

function webSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? webSources(join(dir, entry.name)) : /\.(ts|tsx)$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );
}
