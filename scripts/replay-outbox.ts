// Lists the outbox messages the sender gave up on, and with --replay puts them (or the ids given)
// back on the due list; the mailer sends them within a minute (locally, the poller within a second).
//
//   npx sst shell --stage production -- npx tsx scripts/replay-outbox.ts            # list
//   npx sst shell --stage production -- npx tsx scripts/replay-outbox.ts --replay   # replay all
//   npx sst shell --stage production -- npx tsx scripts/replay-outbox.ts --replay 'order.confirmed#01J…'
//
// Under `sst shell` the table comes from SST's linked Resource; elsewhere from TABLE_NAME (and
// DYNAMO_ENDPOINT for DynamoDB Local).
import { createDb } from "../functions/data/db.js";
import { loadConfig } from "../functions/lambda/load-config.js";
import { givenUpMessages, replayMessage } from "./ops/outbox-replay.js";

const args = process.argv.slice(2);
const replay = args.includes("--replay");
const ids = args.filter((arg) => !arg.startsWith("--"));
const db = createDb(loadConfig([]));

const givenUp = await givenUpMessages(db);
const chosen = ids.length > 0 ? givenUp.filter((message) => ids.includes(message.id)) : givenUp;
for (const id of ids.filter((id) => !givenUp.some((message) => message.id === id))) console.log(`${id}: not a given-up message`);
console.log(`${givenUp.length} given up${ids.length > 0 ? `, ${chosen.length} of them chosen` : ""}`);
for (const message of chosen) {
  const replayed = replay ? await replayMessage(db, message.id) : false;
  console.log(`${message.gaveUpAt}  ${message.id}  (${message.kind}${message.orderId ? `, order ${message.orderId}` : ""})  ${message.lastError}${replay ? (replayed ? "  → replayed" : "  → not replayed (already due)") : ""}`);
}
if (!replay && chosen.length > 0) console.log("Run again with --replay to send them.");
db.doc.destroy();
