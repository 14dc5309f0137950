import { GetCommand, PutCommand } from "@aws-sdk/lib-dynamodb";
import type { Db } from "./db.js";
import { isExpired, ttlAfter } from "./items.js";

// Who started a return's photo or video upload, and for which order (issue 41): a return may cite
// only what its shopper uploaded for that order, never an id seen elsewhere. Kept two days, long
// after the upload form (minutes) has lapsed; a return copies what it needs of the upload.

const KEPT_SECONDS = 2 * 24 * 3600;
const key = (mediaId: string) => ({ pk: `RETURN_UPLOAD#${mediaId}`, sk: "RETURN_UPLOAD" });

export interface ReturnUpload {
  mediaId: string;
  userId: string;
  orderId: string;
}

export function returnUploads(db: Db) {
  return {
    async record(upload: ReturnUpload): Promise<void> {
      await db.doc.send(new PutCommand({ TableName: db.tableName, Item: { ...key(upload.mediaId), entity: "return-upload", ...upload, expiresAt: ttlAfter(db.now(), KEPT_SECONDS) } }));
    },

    async get(mediaId: string): Promise<ReturnUpload | undefined> {
      const result = await db.doc.send(new GetCommand({ TableName: db.tableName, Key: key(mediaId), ConsistentRead: true }));
      const item = result.Item;
      if (!item || isExpired(item, db.now())) return undefined;
      return { mediaId: String(item.mediaId), userId: String(item.userId), orderId: String(item.orderId) };
    },
  };
}
