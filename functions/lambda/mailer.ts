import { createDb } from "../data/db.js";
import { createRepositories } from "../data/repositories.js";
import { createSesMailer } from "../mail/mailer.js";
import { drainOutbox, processOutboxItem, type DrainResult } from "../outbox/process-outbox.js";
import { loadConfig, MAILER_COMPONENTS, MAILER_SECRETS } from "./load-config.js";

// The outbox's sender in the cloud (infra/cloud/mailer.ts). Two things call it: the table's
// stream, with each new outbox item as it is written (done at once, read by its key, so the
// index's lag does not matter), and a schedule every minute, which drains whatever is due
// (retries after SES was down, items a failed invocation left). Both run the same code as the
// local poller.

const config = loadConfig(MAILER_SECRETS, process.env, MAILER_COMPONENTS);
const deps = { repos: createRepositories(createDb(config)), config, mailer: createSesMailer(config) };

/** The part of a DynamoDB stream record the mailer reads. */
interface StreamRecord {
  eventName?: string;
  dynamodb?: { Keys?: { pk?: { S?: string } } };
}

export async function handler(event: { Records?: StreamRecord[] } | Record<string, unknown>): Promise<DrainResult> {
  const records = Array.isArray(event.Records) ? (event.Records as StreamRecord[]) : undefined;
  if (!records) return drainOutbox(deps);
  const result: DrainResult = { done: 0, retry: 0, gaveUp: 0 };
  for (const record of records) {
    const pk = record.dynamodb?.Keys?.pk?.S;
    if (record.eventName !== "INSERT" || !pk?.startsWith("OUTBOX#")) continue;
    const outcome = await processOutboxItem(deps, pk.slice("OUTBOX#".length));
    if (outcome === "done") result.done++;
    else if (outcome === "retry") result.retry++;
    else if (outcome === "gave-up") result.gaveUp++;
  }
  return result;
}
