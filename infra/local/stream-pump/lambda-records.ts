import type { AttributeValue, _Record as StreamApiRecord } from "@aws-sdk/client-dynamodb-streams";

// A record as the DynamoDB Streams API gives it to the SDK, turned into the JSON Lambda puts in
// its event: the creation time in epoch seconds, binary values in base64, and the stream's ARN.

export interface LambdaStreamRecord {
  eventID?: string;
  eventName?: string;
  eventVersion?: string;
  eventSource?: string;
  awsRegion?: string;
  eventSourceARN: string;
  dynamodb: {
    ApproximateCreationDateTime?: number;
    Keys?: Record<string, unknown>;
    NewImage?: Record<string, unknown>;
    OldImage?: Record<string, unknown>;
    SequenceNumber?: string;
    SizeBytes?: number;
    StreamViewType?: string;
  };
}

const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64");

function valueJson(value: AttributeValue): unknown {
  if (value.B !== undefined) return { B: base64(value.B) };
  if (value.BS !== undefined) return { BS: value.BS.map(base64) };
  if (value.M !== undefined) return { M: imageJson(value.M) };
  if (value.L !== undefined) return { L: value.L.map(valueJson) };
  // Every other kind is JSON already ({ S }, { N }, { BOOL }, { NULL }, { SS }, { NS }); the SDK's $unknown is left out.
  const { $unknown: _unknown, ...plain } = value as AttributeValue & { $unknown?: unknown };
  return plain;
}

function imageJson(image: Record<string, AttributeValue> | undefined): Record<string, unknown> | undefined {
  return image && Object.fromEntries(Object.entries(image).map(([name, value]) => [name, valueJson(value)]));
}

export function lambdaRecord(record: StreamApiRecord, streamArn: string): LambdaStreamRecord {
  const stream = record.dynamodb ?? {};
  return {
    eventID: record.eventID,
    eventName: record.eventName,
    eventVersion: record.eventVersion,
    eventSource: record.eventSource,
    awsRegion: record.awsRegion,
    eventSourceARN: streamArn,
    dynamodb: {
      ApproximateCreationDateTime: stream.ApproximateCreationDateTime && Math.floor(stream.ApproximateCreationDateTime.getTime() / 1000),
      Keys: imageJson(stream.Keys),
      NewImage: imageJson(stream.NewImage),
      OldImage: imageJson(stream.OldImage),
      SequenceNumber: stream.SequenceNumber,
      SizeBytes: stream.SizeBytes,
      StreamViewType: stream.StreamViewType,
    },
  };
}
