import { GetRecordsCommand, GetShardIteratorCommand, TrimmedDataAccessException, type DynamoDBStreamsClient } from "@aws-sdk/client-dynamodb-streams";
import { describe, expect, it } from "vitest";
import { StreamReader } from "../../infra/local/stream-pump/shard-reader.js";

// The local stream pump when DynamoDB Local answers "read past the oldest stream record" for an
// iterator (it did, twice, in CI runs with two stream tests at once): the reader takes the shard up
// again from its oldest record and hands over only what it had not read. Before, it retried the
// same iterator for ever and the pump delivered nothing more. DynamoDB Local cannot be made to
// trim on demand, so its answers are played by a stand-in that speaks the SDK's commands.

type Answer = { Records?: Array<{ dynamodb: { SequenceNumber: string; NewImage: { id: { S: string } } } }>; NextShardIterator?: string };

function streamsStandIn(shard: string[], trimOnce: (iterator: string) => boolean) {
  const asked: string[] = [];
  const record = (sequence: string) => ({ dynamodb: { SequenceNumber: sequence, NewImage: { id: { S: `item-${sequence}` } } } });
  const client = {
    async send(command: object): Promise<unknown> {
      if (command instanceof GetShardIteratorCommand) {
        const { ShardIteratorType, SequenceNumber } = command.input;
        asked.push(String(ShardIteratorType));
        // An iterator is where the next read starts: LATEST after all written so far.
        const from = ShardIteratorType === "TRIM_HORIZON" ? 0 : ShardIteratorType === "LATEST" ? shard.length : shard.indexOf(String(SequenceNumber)) + 1;
        return { ShardIterator: `at-${from}-${asked.length}` };
      }
      if (command instanceof GetRecordsCommand) {
        const iterator = String(command.input.ShardIterator);
        if (trimOnce(iterator)) throw new TrimmedDataAccessException({ message: "The operation attempted to read past the oldest stream record in a shard.", $metadata: {} });
        const from = Number(iterator.split("-")[1]);
        const answer: Answer = { Records: shard.slice(from).map(record), NextShardIterator: `at-${shard.length}-next` };
        return answer;
      }
      // DescribeStream: one open shard.
      return { StreamDescription: { Shards: [{ ShardId: "shard-1", SequenceNumberRange: { StartingSequenceNumber: "100" } }] } };
    },
  };
  return { client: client as unknown as DynamoDBStreamsClient, asked };
}

const ids = (read: Awaited<ReturnType<StreamReader["read"]>>) => read.flatMap((shard) => shard.records.map((r) => r.dynamodb?.SequenceNumber));

describe("the stream pump's reader, told an iterator points before the shard's oldest record", () => {
  it("takes the shard up from its oldest record instead of asking with the same iterator for ever", async () => {
    const shard: string[] = [];
    let trimmed = false;
    const { client, asked } = streamsStandIn(shard, (iterator) => !trimmed && iterator.startsWith("at-0-1") && (trimmed = true));
    const reader = await StreamReader.atLatest(client, "arn:stream");
    shard.push("101", "102");
    expect(ids(await reader.read())).toEqual(["101", "102"]);
    expect(asked).toEqual(["LATEST", "TRIM_HORIZON"]);
    shard.push("103");
    expect(ids(await reader.read())).toEqual(["103"]);
  });

  it("hands over nothing twice when the shard is read again from its start", async () => {
    const shard = ["101"];
    let reads = 0;
    const { client } = streamsStandIn(shard, (iterator) => iterator.endsWith("-next") && ++reads === 1 && shard.length === 3);
    const reader = await StreamReader.atLatest(client, "arn:stream");
    shard.push("102");
    expect(ids(await reader.read())).toEqual(["102"]);
    shard.push("103");
    // The next read's iterator is refused as trimmed: from the start again, 101 and 102 are skipped.
    expect(ids(await reader.read())).toEqual(["103"]);
  });
});
