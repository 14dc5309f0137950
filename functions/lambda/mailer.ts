import { createDb } from "../data/db.js";
import { createRepositories } from "../data/repositories.js";
import { createSesMailer } from "../mail/mailer.js";
import { drainOutbox, groupByOrder, processOutboxItems, type DrainResult } from "../outbox/process-outbox.js";
import { loadConfig, MAILER_COMPONENTS, MAILER_LINKS } from "./load-config.js";

// The outbox's sender in the cloud (infra/cloud/mailer.ts). Two things call it: the table's
// stream, with each new outbox item as it is written (done at once, read by its key, so the
// index's lag does not matter), and a schedule every minute, which drains whatever is due
// (retries after SES was down, items a failed invocation left). Both run the same code as the
// local poller.
//
// A run sends several items at once and starts none in its last seconds: what is left stays due
// (the schedule's next run takes it), and each item's steps are leased and recorded, so a run cut
// short sends nothing twice.

const config = loadConfig(MAILER_LINKS, process.env, MAILER_COMPONENTS);
const deps = { repos: createRepositories(createDb(config)), config, mailer: createSesMailer(config) };

/** Items sent at once: a hundred e-mails of 0.5-1 s each fit in the 20 s, under SES's 14 a second. */
const SENDING_AT_ONCE = 10;
/** No item is started with less than this left: one item (a PDF and two e-mails) takes a few seconds at worst. */
const LAST_START_MS = 5_000;

/** The part of a DynamoDB stream record the mailer reads. */
interface StreamRecord {
  eventName?: string;
  dynamodb?: { Keys?: { pk?: { S?: string } }; NewImage?: { orderId?: { S?: string } } };
}

/** The part of Lambda's context read here. */
interface MailerContext {
  getRemainingTimeInMillis(): number;
}

export async function handler(event: { Records?: StreamRecord[] } | Record<string, unknown>, context?: MailerContext): Promise<DrainResult> {
  const run = { concurrency: SENDING_AT_ONCE, stopping: () => context !== undefined && context.getRemainingTimeInMillis() < LAST_START_MS };
  const records = Array.isArray(event.Records) ? (event.Records as StreamRecord[]) : undefined;
  if (!records) return drainOutbox(deps, { ...run, batch: 100 });
  const items = records.flatMap((record) => {
    const pk = record.dynamodb?.Keys?.pk?.S;
    if (record.eventName !== "INSERT" || !pk?.startsWith("OUTBOX#")) return [];
    const id = pk.slice("OUTBOX#".length);
    return [{ id, orderId: record.dynamodb?.NewImage?.orderId?.S ?? id }];
  });
  return processOutboxItems(deps, groupByOrder(items), run);
}
