import { QueryCommand } from "@aws-sdk/lib-dynamodb";
import type { TaxDocument } from "../../shared/tax/tax-document.js";
import type { Db } from "../data/db.js";
import { withoutLayout } from "../data/items.js";

// The tax documents of a range, one page at a time from a stored cursor, so a job can stop after
// any page and the next invocation carry on from exactly there.

export interface IssuedPage {
  documents: TaxDocument[];
  /** Where the next page starts; undefined after the last. */
  next?: Record<string, string>;
}

export async function issuedPage(db: Db, fromIso: string, toIso: string, start: Record<string, string> | undefined, pageSize: number): Promise<IssuedPage> {
  const page = await db.doc.send(
    new QueryCommand({
      TableName: db.tableName,
      IndexName: "gsi1",
      KeyConditionExpression: "gsi1pk = :p AND gsi1sk BETWEEN :from AND :to",
      ExpressionAttributeValues: { ":p": "TAX_DOCUMENT", ":from": fromIso, ":to": toIso },
      ExclusiveStartKey: start,
      Limit: pageSize,
    }),
  );
  const documents = (page.Items ?? []).map((item) => withoutLayout<TaxDocument>(item)).filter((document) => document.issuedAt < toIso);
  return { documents, next: page.LastEvaluatedKey as Record<string, string> | undefined };
}
