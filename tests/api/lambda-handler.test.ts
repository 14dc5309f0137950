import { beforeAll, describe, expect, it } from "vitest";
import { apiGatewayEvent, lambdaContext } from "../support/apigw-event.js";
import { sampleProduct } from "../support/sample-product.js";
import { freshTable } from "../support/test-table.js";

type Handler = (event: unknown, context: unknown) => Promise<{ statusCode: number; body: string; headers: Record<string, string> }>;
let handler: Handler;

beforeAll(async () => {
  const table = await freshTable();
  await table.repos.products.create(sampleProduct({ name: "Chanderi Cotton Saree", subcategory: "Saree" }));
  // The entry point reads its config at import, from the variables SST links in the cloud.
  process.env.SST_RESOURCE_ShopTable = JSON.stringify({ name: table.config.tableName });
  process.env.SST_RESOURCE_JwtSecret = JSON.stringify({ value: "lambda-test-secret-long-enough-0123456789" });
  process.env.DYNAMO_ENDPOINT = table.config.dynamoEndpoint;
  handler = (await import("../../functions/lambda/api.js")).handler as unknown as Handler;
});

describe("the API Lambda behind API Gateway v2", () => {
  it("answers GET /api/health", async () => {
    const result = await handler(apiGatewayEvent("GET", "/api/health"), lambdaContext);
    expect(result.statusCode).toBe(200);
    expect(JSON.parse(result.body)).toMatchObject({ status: "ok", database: "online" });
  });

  it("answers GET /api/products from the linked table", async () => {
    const result = await handler(apiGatewayEvent("GET", "/api/products", { query: "category=saree" }), lambdaContext);
    expect(result.statusCode).toBe(200);
    const body = JSON.parse(result.body) as { data: Array<{ name: string }>; pagination: { total: number } };
    expect(body.data.map((p) => p.name)).toEqual(["Chanderi Cotton Saree"]);
    expect(body.pagination.total).toBe(1);
  });

  it("turns a malformed body into a JSON 400", async () => {
    const result = await handler(apiGatewayEvent("POST", "/api/products", { body: "{oops" }), lambdaContext);
    expect(result.statusCode).toBe(400);
    expect(JSON.parse(result.body)).toEqual({ success: false, error: "The request body is not valid JSON." });
  });
});
