import { TABLE_DEFINITION } from "../../functions/data/table-definition.js";
import { isKeptStage } from "./kept-stages.js";
import { limitsOf } from "./stage-limits.js";
import { TABLE_STREAM } from "./stream-subscriptions.js";

// The shop's one table, built from the same definition as the local bootstrap
// (the local stack's bootstrap-table.ts), so the keys, indexes and TTL in the cloud are the ones
// every test ran against. SST makes it on-demand with point-in-time recovery.
const kept = isKeptStage($app.stage);
// On demand with a ceiling (stage-limits.ts): what a flood or a runaway loop can cost per second.
const ceiling = limitsOf($app.stage).table;

export const table = new sst.aws.Dynamo("ShopTable", {
  fields: { ...TABLE_DEFINITION.attributes },
  primaryIndex: { ...TABLE_DEFINITION.primaryIndex },
  globalIndexes: Object.fromEntries(
    Object.entries(TABLE_DEFINITION.globalIndexes).map(([name, index]) => [name, { ...index, projection: "all" }]),
  ),
  ttl: TABLE_DEFINITION.ttlAttribute,
  // Its consumers (stream-subscriptions.ts): new outbox items to the mailer, catalogue saves to the page publisher.
  stream: TABLE_STREAM.sst,
  // The orders and payments live here: on a kept stage even a console click cannot drop it.
  deletionProtection: kept,
  transform: {
    // SST's Dynamo has no argument for it: set on the Pulumi table SST makes, and on each index,
    // whose reads the table's ceiling does not cover (their writes follow the table's).
    table: (args) => {
      const onDemandThroughput = { maxReadRequestUnits: ceiling.maxReadRequestUnits, maxWriteRequestUnits: ceiling.maxWriteRequestUnits };
      args.onDemandThroughput = onDemandThroughput;
      // Typed as an Input, but SST makes the table inside an apply, from a plain array (dynamo.ts, createTable).
      const indexes = args.globalSecondaryIndexes as Array<{ name: string }> | undefined;
      args.globalSecondaryIndexes = indexes?.map((index) => ({ ...index, onDemandThroughput }));
    },
  },
});
