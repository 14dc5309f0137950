import { createServer } from "node:net";
import { describe, expect, it } from "vitest";
import { freePort } from "../../infra/local/free-port.js";

// The local stack's port is chosen before it is listened on; the ports "any port" listeners get
// (Linux's ephemeral range) must never be among those handed out, or one can be taken in between.

describe("freePort", () => {
  it("hands out ports below the ephemeral range, each once, that can be listened on", async () => {
    const ports = await Promise.all(Array.from({ length: 40 }, () => freePort()));
    expect(new Set(ports).size).toBe(40);
    for (const port of ports) expect(port >= 20_000 && port < 32_768, `port ${port}`).toBe(true);
    const server = createServer();
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(ports[0], "127.0.0.1", resolve);
    });
    await new Promise((resolve) => server.close(resolve));
  });
});
