// Prints an order's trail, oldest first: placed, each status change and who made it, payment and
// refunds, invoice and credit notes, shipment, and the e-mails sent or not sent for it.
//
//   npx sst shell --stage production -- npx tsx scripts/order-trail.ts <order id>
//
// Under `sst shell` the table comes from SST's linked Resource; elsewhere from TABLE_NAME (and
// DYNAMO_ENDPOINT for DynamoDB Local). The order's id is the one in the admin's order page address
// and in the logs' `orderId`.
import { createDb } from "../functions/data/db.js";
import { createRepositories } from "../functions/data/repositories.js";
import { loadConfig } from "../functions/lambda/load-config.js";
import { orderTrail } from "./ops/order-trail.js";

const orderId = process.argv[2];
if (!orderId) {
  console.error("Usage: npx tsx scripts/order-trail.ts <order id>");
  process.exit(2);
}
const repos = createRepositories(createDb(loadConfig([])));
const trail = await orderTrail(repos, orderId);
repos.db.doc.destroy();
if (!trail) {
  console.error(`No order ${orderId} in the table`);
  process.exit(1);
}
for (const line of trail) console.log(`${line.at.padEnd(24)}  ${line.what}`);
