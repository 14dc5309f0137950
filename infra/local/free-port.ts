import { createServer } from "node:net";

// A port is chosen before it is listened on (the shop's own address goes into its settings), so
// something else must not take it in between. Ports the kernel hands out for "any port" (listen(0),
// which the emulators, harnesses and DynamoDB clients do all the time) come from Linux's ephemeral
// range, 32768-60999: a port found that way and closed could go to the next such listener before
// its user bound it (EADDRINUSE, once in CI). These come from below that range, which nothing else
// draws from, at random, and never twice from one process.

const LOWEST = 20_000;
const COUNT = 12_000;
const given = new Set<number>();

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once("error", () => resolve(false));
    // No host: all addresses, so a listener on any one of them makes the port busy.
    server.listen(port, () => server.close(() => resolve(true)));
  });
}

/** A TCP port that nothing listens on right now and that no "any port" listener will be given. */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const port = LOWEST + Math.floor(Math.random() * COUNT);
    if (given.has(port)) continue;
    if (await canListen(port)) {
      given.add(port);
      return port;
    }
  }
  throw new Error(`No free port between ${LOWEST} and ${LOWEST + COUNT - 1}`);
}
