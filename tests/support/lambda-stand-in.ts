import { createServer } from "node:http";

// A stand-in for Lambda's Invoke API (POST /2015-03-31/functions/<FunctionName>/invocations),
// recording which function each async invocation named and with what payload.

export interface RecordedInvocation {
  functionName: string;
  invocationType: string | undefined;
  payload: unknown;
}

export async function startLambdaStandIn() {
  const invocations: RecordedInvocation[] = [];
  const server = createServer((request, response) => {
    const body: Buffer[] = [];
    request.on("data", (chunk: Buffer) => body.push(chunk));
    request.on("end", () => {
      const named = /^\/2015-03-31\/functions\/([^/]+)\/invocations/.exec(request.url ?? "");
      invocations.push({
        functionName: decodeURIComponent(named?.[1] ?? ""),
        invocationType: request.headers["x-amz-invocation-type"] as string | undefined,
        payload: JSON.parse(Buffer.concat(body).toString("utf8") || "null"),
      });
      response.writeHead(202, { "content-type": "application/json" }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return { endpoint: `http://127.0.0.1:${port}`, invocations, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
