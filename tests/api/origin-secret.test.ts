// Only CloudFront reaches the functions (issue 42, item 3): the Router's viewer-request function
// adds the stage's origin secret to every /api request it forwards; a call straight to the
// Lambda function URL lacks it and is refused before anything runs, spoofed viewer address and all.
import { ScanCommand } from "@aws-sdk/lib-dynamodb";
import { handle } from "hono/aws-lambda";
import { beforeAll, describe, expect, it } from "vitest";
import { configFromEnv } from "../../functions/config.js";
import { createWebhookApp } from "../../functions/lambda/webhook-app.js";
import { ORIGIN_SECRET_HEADER } from "../../shared/origin-secret.js";
import { VIEWER_ADDRESS_HEADER } from "../../shared/viewer-address.js";
import { apiGatewayEvent, lambdaContext } from "../support/apigw-event.js";
import { TEST_PASSWORD } from "../support/auth.js";
import { signedDelivery } from "../support/razorpay-delivery.js";
import { testApp } from "../support/test-app.js";

const CURRENT = "current-origin-secret-0123456789abcdef0123456789";
const PREVIOUS = "previous-origin-secret-0123456789abcdef012345678";

type Shop = Awaited<ReturnType<typeof testApp>>;
type Answer = { statusCode: number; body: string };
let shop: Shop;
let api: (event: unknown) => Promise<Answer>;

beforeAll(async () => {
  shop = await testApp({ env: { ORIGIN_SECRET: CURRENT, ORIGIN_SECRET_PREVIOUS: PREVIOUS, THROTTLE_EXEMPT_SOURCES: "" } });
  const handler = handle(shop.app);
  // As the function URL hands a request to the Lambda (payload 2.0, the same as API Gateway v2's).
  api = (event) => handler(event as never, lambdaContext as never) as Promise<Answer>;
});

const itemCount = async () => (await shop.repos.db.doc.send(new ScanCommand({ TableName: shop.config.tableName, Select: "COUNT" }))).Count ?? 0;

/** A sign-up, as a bot spoofing a fresh viewer address on every call would send it. */
const signUp = (email: string, headers: Record<string, string>) =>
  apiGatewayEvent("POST", "/api/auth/register", {
    body: JSON.stringify({ name: "Meera Iyer", email, password: TEST_PASSWORD }),
    headers: { [VIEWER_ADDRESS_HEADER]: "198.51.100.77", ...headers },
  });

describe("a call straight to the function URL", () => {
  it("is refused with 403 and words, whatever path, and writes nothing: no account, no throttle count for the address it claims", async () => {
    const before = await itemCount();
    const attempts: Array<Record<string, string>> = [{}, { [ORIGIN_SECRET_HEADER]: "guess" }, { [ORIGIN_SECRET_HEADER]: CURRENT.slice(0, -1) }, { [ORIGIN_SECRET_HEADER]: `${CURRENT}0` }, { [ORIGIN_SECRET_HEADER]: "" }];
    for (const headers of attempts) {
      const answer = await api(signUp("direct@example.in", headers));
      expect(answer.statusCode).toBe(403);
      expect(JSON.parse(answer.body)).toEqual({ success: false, error: "Only the shop's own address answers here." });
    }
    for (const path of ["/api/health", "/", "/api/no-such-route"]) expect((await api(apiGatewayEvent("GET", path))).statusCode, path).toBe(403);
    expect(await itemCount()).toBe(before);
    expect(await shop.repos.users.getByEmail("direct@example.in")).toBeUndefined();
  });
});

describe("a call through CloudFront", () => {
  it("is answered as ever with the current secret", async () => {
    const health = await api(apiGatewayEvent("GET", "/api/health", { headers: { [ORIGIN_SECRET_HEADER]: CURRENT } }));
    expect(health.statusCode).toBe(200);
    expect(JSON.parse(health.body)).toMatchObject({ status: "ok" });
    // The same sign-up the direct call could not make: the pending account and the address's count are written.
    const before = await itemCount();
    expect((await api(signUp("through-cloudfront@example.in", { [ORIGIN_SECRET_HEADER]: CURRENT }))).statusCode).toBe(202);
    expect(await itemCount()).toBeGreaterThan(before);
  });

  it("is answered with the previous secret too, while a rotation reaches every edge", async () => {
    expect((await api(apiGatewayEvent("GET", "/api/health", { headers: { [ORIGIN_SECRET_HEADER]: PREVIOUS } }))).statusCode).toBe(200);
  });
});

describe("the Razorpay webhook function", () => {
  it("refuses a direct call with 403 even when Razorpay's signature is right, and takes the same delivery through CloudFront", async () => {
    const webhook = handle(createWebhookApp({ config: shop.config, repos: shop.repos, gateway: shop.gateway }));
    const call = (event: unknown) => webhook(event as never, lambdaContext as never) as Promise<Answer>;
    const delivery = signedDelivery(shop.config.razorpay.webhookSecret);
    expect((await call(delivery)).statusCode).toBe(403);
    delivery.headers = { ...delivery.headers, [ORIGIN_SECRET_HEADER]: CURRENT } as typeof delivery.headers;
    expect((await call(delivery)).statusCode).toBe(200);
  });
});

describe("the settings", () => {
  it("leave the check off where no secret is set (npm start, tests), and refuse a secret too short to guard anything", () => {
    expect(configFromEnv({}).originSecrets).toEqual([]);
    expect(configFromEnv({ ORIGIN_SECRET: CURRENT, ORIGIN_SECRET_PREVIOUS: "" }).originSecrets).toEqual([CURRENT]);
    expect(configFromEnv({ ORIGIN_SECRET: CURRENT, ORIGIN_SECRET_PREVIOUS: PREVIOUS }).originSecrets).toEqual([CURRENT, PREVIOUS]);
    expect(() => configFromEnv({ ORIGIN_SECRET: "short" })).toThrow(/ORIGIN_SECRET and ORIGIN_SECRET_PREVIOUS must be at least 32 characters/);
    expect(() => configFromEnv({ ORIGIN_SECRET: CURRENT, ORIGIN_SECRET_PREVIOUS: "short" })).toThrow(/ORIGIN_SECRET and ORIGIN_SECRET_PREVIOUS must be at least 32 characters/);
  });
});
