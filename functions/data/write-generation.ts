import type { DynamoDBClient } from "@aws-sdk/client-dynamodb";

// A count of the writes this process has sent to DynamoDB, moved when each is sent and again when
// it has answered. A short in-process cache of a read (the dashboard's figures) keeps its answer
// only while the count stands where it stood when the read began: a write made here in between,
// or still under way when the read began, sends the next caller to the table, so an admin who
// just changed something sees it at once. Writes by other processes (other Lambda instances) are
// not seen: those wait out the cache's few seconds.

const WRITES: ReadonlySet<string> = new Set(["PutItemCommand", "UpdateItemCommand", "DeleteItemCommand", "TransactWriteItemsCommand", "BatchWriteItemCommand", "ExecuteStatementCommand", "BatchExecuteStatementCommand", "ExecuteTransactionCommand"]);

let generation = 0;

/** Where the count stands now: equal to an earlier figure only if no write was sent or answered since. */
export const writeGeneration = (): number => generation;

/** Counts the writes sent through this client (every document client of the shop is made with it). */
export function countWrites(client: DynamoDBClient): void {
  client.middlewareStack.add(
    (next, context) => async (args) => {
      if (!WRITES.has(String(context.commandName))) return next(args);
      generation++;
      try {
        return await next(args);
      } finally {
        generation++;
      }
    },
    { step: "initialize", name: "shopWriteGeneration" },
  );
}
