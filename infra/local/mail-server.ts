import type { Server } from "node:http";
import * as sesLocal from "aws-ses-v2-local";

// The local stand-in for Amazon SES: aws-ses-v2-local takes the same SES v2 API calls the cloud
// makes, keeps every e-mail in memory and shows them on its mailbox page (attachments included).
// It runs inside the shop's own process, so stopping the shop (or killing it) stops it too.

export interface LocalMailServer {
  /** The SES endpoint the shop's SES client is pointed at. */
  endpoint: string;
  /** The mailbox page, for people. */
  mailboxUrl: string;
  port: number;
  stop(): Promise<void>;
}

export class MailPortTakenError extends Error {
  constructor(port: number) {
    super(`Port ${port} for the local mailbox is taken. Start on another one with MAIL_PORT=8105 npm start.`);
    this.name = "MailPortTakenError";
  }
}

type StartServer = (config?: { host?: string; port?: number }) => Promise<Server>;

/** The package is CommonJS with a default export; imported from ESM it may come wrapped once more. */
function startFunction(): StartServer {
  const exported: unknown = sesLocal.default;
  if (typeof exported === "function") return exported as StartServer;
  const inner: unknown = (exported as { default?: unknown } | undefined)?.default;
  if (typeof inner === "function") return inner as StartServer;
  throw new Error("aws-ses-v2-local did not export its server");
}

/** Starts the mailbox on `port` (0: any free port) on the loopback address. */
export async function startLocalMailServer(port: number, host = "127.0.0.1"): Promise<LocalMailServer> {
  const server = await startFunction()({ host, port });
  // Express reports a failed listen to the callback the package ignores: a server that is not
  // listening is a port someone else has.
  const address = server.address();
  if (!server.listening || typeof address !== "object" || address === null) {
    server.close();
    throw new MailPortTakenError(port);
  }
  const base = `http://127.0.0.1:${address.port}`;
  return {
    endpoint: base,
    mailboxUrl: `http://localhost:${address.port}/`,
    port: address.port,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
