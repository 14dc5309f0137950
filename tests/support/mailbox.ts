// The local SES (aws-ses-v2-local) for API tests: started on a free port for the file, with the
// shop's real SES mailer pointed at it and the outbox sender's dependencies built around it.
//
//   const mailbox = await localMailbox();
//   const outbox = outboxDeps(shop, mailbox);
//   await drainOutbox(outbox);
//   const sent = await mailbox.emails();
import { afterAll } from "vitest";
import type { ShopConfig } from "../../functions/config.js";
import type { Repositories } from "../../functions/data/repositories.js";
import { createSesMailer } from "../../functions/mail/mailer.js";
import type { OutboxDeps } from "../../functions/outbox/process-outbox.js";
import { startLocalMailServer, type LocalMailServer } from "../../infra/local/mail-server.js";

/** An e-mail as aws-ses-v2-local keeps it. */
export interface StoredEmail {
  messageId: string;
  from: string;
  destination: { to: string[]; cc: string[]; bcc: string[] };
  subject: string;
  body: { html?: string; text?: string };
  attachments: Array<{ content: string; contentType: string; filename?: string; size: number }>;
  at: number;
}

export async function localMailbox() {
  let server: LocalMailServer = await startLocalMailServer(0);
  const port = server.port;
  afterAll(() => server.stop());
  return {
    endpoint: server.endpoint,
    /** Every e-mail received so far (the store outlives a stop and restart of the server). */
    async emails(): Promise<StoredEmail[]> {
      const response = await fetch(`${server.endpoint}/store`);
      return ((await response.json()) as { emails: StoredEmail[] }).emails;
    },
    /** SES goes down: nothing listens on its port. */
    async stop() {
      await server.stop();
    },
    /** And comes back on the same port. */
    async restart() {
      server = await startLocalMailServer(port);
    },
  };
}

export type Mailbox = Awaited<ReturnType<typeof localMailbox>>;

/** The outbox sender's dependencies for a test shop, sending through the mailbox. */
export function outboxDeps(shop: { repos: Repositories; config: ShopConfig }, mailbox: Mailbox, overrides: Partial<ShopConfig> = {}): OutboxDeps {
  const config = { ...shop.config, ...overrides, mail: { ...shop.config.mail, endpoint: mailbox.endpoint, shopAddress: "orders@rangrez.test" } };
  return { repos: shop.repos, config, mailer: createSesMailer(config) };
}
