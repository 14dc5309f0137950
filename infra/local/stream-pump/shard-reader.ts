import { DescribeTableCommand, UpdateTableCommand, type DynamoDBClient } from "@aws-sdk/client-dynamodb";
import {
  DescribeStreamCommand,
  ExpiredIteratorException,
  GetRecordsCommand,
  TrimmedDataAccessException,
  GetShardIteratorCommand,
  type DynamoDBStreamsClient,
  type _Record as StreamApiRecord,
  type Shard,
} from "@aws-sdk/client-dynamodb-streams";
import { TABLE_STREAM } from "../../cloud/stream-subscriptions.js";

// The table's stream on DynamoDB Local, read as Lambda's pollers read it: every shard, a parent
// before its children, each from where it was left (an expired iterator taken up again after
// the last record read; a trimmed one from the shard's oldest record, records already read skipped).

/** Turns the table's stream on (as infra/cloud/table.ts declares it) when it is off; returns its ARN. */
export async function enableStream(dynamo: DynamoDBClient, tableName: string): Promise<string> {
  const described = await dynamo.send(new DescribeTableCommand({ TableName: tableName }));
  if (described.Table?.StreamSpecification?.StreamEnabled && described.Table.LatestStreamArn) return described.Table.LatestStreamArn;
  await dynamo.send(new UpdateTableCommand({ TableName: tableName, StreamSpecification: { StreamEnabled: true, StreamViewType: TABLE_STREAM.viewType } }));
  const updated = await dynamo.send(new DescribeTableCommand({ TableName: tableName }));
  if (!updated.Table?.LatestStreamArn) throw new Error(`DynamoDB Local gave table ${tableName} no stream`);
  return updated.Table.LatestStreamArn;
}

async function listShards(streams: DynamoDBStreamsClient, streamArn: string): Promise<Shard[]> {
  const shards: Shard[] = [];
  let after: string | undefined;
  do {
    const { StreamDescription } = await streams.send(new DescribeStreamCommand({ StreamArn: streamArn, ExclusiveStartShardId: after }));
    shards.push(...(StreamDescription?.Shards ?? []));
    after = StreamDescription?.LastEvaluatedShardId;
  } while (after);
  return shards;
}

/** Sequence numbers are decimal strings of any length: compared as numbers. */
function isAfter(sequence: string | undefined, last: string | undefined): boolean {
  return !last || !sequence || BigInt(sequence) > BigInt(last);
}

interface ShardPosition {
  iterator?: string;
  lastSequence?: string;
  closed: boolean;
}

/** One reader of the stream (each subscription has its own, as each event source mapping does). */
export class StreamReader {
  private readonly positions = new Map<string, ShardPosition>();

  private constructor(
    private readonly streams: DynamoDBStreamsClient,
    readonly streamArn: string,
  ) {}

  /** Starts at the end of every shard open now (Lambda's LATEST); shards found later are read from their start. */
  static async atLatest(streams: DynamoDBStreamsClient, streamArn: string): Promise<StreamReader> {
    const reader = new StreamReader(streams, streamArn);
    for (const shard of await listShards(streams, streamArn)) {
      const closed = shard.SequenceNumberRange?.EndingSequenceNumber !== undefined;
      reader.positions.set(shard.ShardId!, closed ? { closed: true } : { iterator: await reader.iterator(shard.ShardId!, "LATEST"), closed: false });
    }
    return reader;
  }

  private async iterator(shardId: string, type: "LATEST" | "TRIM_HORIZON" | "AFTER_SEQUENCE_NUMBER", sequence?: string): Promise<string | undefined> {
    const { ShardIterator } = await this.streams.send(
      new GetShardIteratorCommand({ StreamArn: this.streamArn, ShardId: shardId, ShardIteratorType: type, SequenceNumber: sequence }),
    );
    return ShardIterator;
  }

  /**
   * What each readable shard holds beyond where this reader stands, in order, with whether the
   * shard has now been read to its end. A child shard waits until its parent is read to its end.
   */
  async read(): Promise<Array<{ shardId: string; records: StreamApiRecord[]; ended: boolean }>> {
    const shards = await listShards(this.streams, this.streamArn);
    const known = new Set(shards.map((shard) => shard.ShardId!));
    const read: Array<{ shardId: string; records: StreamApiRecord[]; ended: boolean }> = [];
    for (const shard of shards) {
      const shardId = shard.ShardId!;
      const parent = shard.ParentShardId;
      if (parent && known.has(parent) && !this.positions.get(parent)?.closed) continue;
      let position = this.positions.get(shardId);
      if (!position) {
        position = { iterator: await this.iterator(shardId, "TRIM_HORIZON"), closed: false };
        this.positions.set(shardId, position);
      }
      if (position.closed) continue;
      const records = await this.drain(shardId, position);
      read.push({ shardId, records, ended: position.closed });
    }
    return read;
  }

  private async drain(shardId: string, position: ShardPosition): Promise<StreamApiRecord[]> {
    const records: StreamApiRecord[] = [];
    while (position.iterator) {
      let answer;
      try {
        answer = await this.streams.send(new GetRecordsCommand({ ShardIterator: position.iterator, Limit: 1000 }));
      } catch (error) {
        // An expired iterator, or one DynamoDB Local says points before the shard's oldest record
        // (it does so now and then for a LATEST iterator on a new, busy table): taken up again after
        // the last record read, or from the shard's start. Retrying the same iterator never ends.
        if (!(error instanceof ExpiredIteratorException) && !(error instanceof TrimmedDataAccessException)) throw error;
        position.iterator = position.lastSequence && error instanceof ExpiredIteratorException
          ? await this.iterator(shardId, "AFTER_SEQUENCE_NUMBER", position.lastSequence)
          : await this.iterator(shardId, "TRIM_HORIZON");
        continue;
      }
      const got = answer.Records ?? [];
      // From a shard's start again (a trimmed iterator), what was read before is not handed over twice.
      records.push(...got.filter((record) => isAfter(record.dynamodb?.SequenceNumber, position.lastSequence)));
      if (got.length > 0) position.lastSequence = got.at(-1)!.dynamodb?.SequenceNumber;
      position.iterator = answer.NextShardIterator;
      // An open shard answers an empty page when it holds nothing more for now.
      if (got.length === 0) break;
    }
    if (!position.iterator) position.closed = true;
    return records;
  }
}
