import { ORIGIN_SECRET_HEADER } from "../../shared/origin-secret.js";

/** An API Gateway HTTP API (payload 2.0) event, as Lambda receives it behind API Gateway v2. */
export function apiGatewayEvent(method: string, rawPath: string, options: { query?: string; body?: string; headers?: Record<string, string> } = {}) {
  return {
    version: "2.0",
    routeKey: "$default",
    rawPath,
    rawQueryString: options.query ?? "",
    headers: { host: "shop.example.in", "content-type": "application/json", ...options.headers },
    requestContext: {
      accountId: "123456789012",
      apiId: "api",
      domainName: "shop.example.in",
      domainPrefix: "shop",
      http: { method, path: rawPath, protocol: "HTTP/1.1", sourceIp: "203.0.113.7", userAgent: "vitest" },
      requestId: `req-${Math.random().toString(36).slice(2)}`,
      routeKey: "$default",
      stage: "$default",
      time: new Date().toUTCString(),
      timeEpoch: Date.now(),
    },
    body: options.body,
    isBase64Encoded: false,
  };
}

/** The event as CloudFront forwards it to a function URL: with the origin secret its viewer-request function adds (infra/cloud/origin-secret.ts). */
export function throughCloudFront<E extends { headers: Record<string, string> }>(event: E, originSecret: string): E {
  return { ...event, headers: { ...event.headers, [ORIGIN_SECRET_HEADER]: originSecret } };
}

export const lambdaContext = {
  callbackWaitsForEmptyEventLoop: false,
  functionName: "api",
  functionVersion: "1",
  invokedFunctionArn: "arn:aws:lambda:ap-south-1:123456789012:function:api",
  memoryLimitInMB: "1024",
  awsRequestId: "test",
  logGroupName: "/aws/lambda/api",
  logStreamName: "stream",
  getRemainingTimeInMillis: () => 20_000,
  done: () => undefined,
  fail: () => undefined,
  succeed: () => undefined,
};
