import { createServer, request } from "node:http";
import { afterAll } from "vitest";

/**
 * SES as slow as it is from Lambda on a bad day: a proxy in front of the local SES that holds
 * each call `lowMs`-`highMs` (drawn evenly) before passing it on. Counts the calls it passed.
 */
export async function slowSes(endpoint: string, lowMs: number, highMs: number) {
  const target = new URL(endpoint);
  let calls = 0;
  const server = createServer((req, res) => {
    setTimeout(
      () => {
        calls++;
        const upstream = request({ host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        });
        upstream.on("error", () => res.writeHead(502).end());
        req.pipe(upstream);
      },
      lowMs + Math.random() * (highMs - lowMs),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const address = server.address();
  afterAll(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return { endpoint: `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`, calls: () => calls };
}
