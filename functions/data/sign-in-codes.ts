import { DeleteCommand, GetCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import type { CodeChannel } from "../../shared/schemas/phone-sign-in.js";
import type { Db } from "./db.js";
import { isExpired, ttlAfter } from "./items.js";
import { signInCodeKey } from "./sign-in-keys.js";
import { isConditionFailure, type TransactItem } from "./transact.js";

// One number's current sign-in code (issue 44): PHONECODE#<10 digits> / CODE. A request writes it
// without a code; the outbox's sender makes the code, keeps only its keyed hash here and sends it,
// so the code itself rests nowhere. A newer request replaces the item (and so the code); a try
// is counted before the code is compared, and a right code is spent by a conditional delete, so
// two tries at once cannot both sign in and a fourth guess is refused however fast it comes.

export interface SignInCodeRecord {
  phone: string;
  requestId: string;
  /** "link": a signed-in account verifying the number (userId); "sign-in": anyone. */
  purpose: "sign-in" | "link";
  userId?: string;
  channel: CodeChannel;
  requestedAt: string;
  codeHash?: string;
  /** When the code stops working (ISO), set as it is sent. */
  validUntil?: string;
  tries: number;
  /** How the code went, once sent: "whatsapp" or "sms". */
  sentBy?: CodeChannel;
  /** The SMS gateway's last delivery report of the text (sent, delivered, failed…), and its detailed code. */
  smsStatus?: string;
  smsCode?: string;
}


/** A day's grace after the last request: long enough for the resend gap and the sender, then DynamoDB forgets it. */
const KEPT_SECONDS = 24 * 60 * 60;

export function signInCodeRepository(db: Db) {
  return {
    /**
     * Transaction action: a new request for this number, refused (condition) while the last one is
     * younger than the resend gap, so two requests at once make one code.
     */
    requestAction(record: Pick<SignInCodeRecord, "phone" | "requestId" | "purpose" | "userId" | "channel">, resendGapSeconds: number): TransactItem {
      const now = db.now();
      return {
        Put: {
          TableName: db.tableName,
          Item: {
            ...signInCodeKey(record.phone),
            entity: "sign-in-code",
            ...record,
            requestedAt: now.toISOString(),
            tries: 0,
            expiresAt: ttlAfter(now, KEPT_SECONDS),
          },
          ConditionExpression: "attribute_not_exists(pk) OR requestedAt <= :gap",
          ExpressionAttributeValues: { ":gap": new Date(now.getTime() - resendGapSeconds * 1000).toISOString() },
        },
      };
    },

    async get(phone: string): Promise<SignInCodeRecord | undefined> {
      const result = await db.doc.send(new GetCommand({ TableName: db.tableName, Key: signInCodeKey(phone), ConsistentRead: true }));
      const item = result.Item;
      if (!item || isExpired(item, db.now())) return undefined;
      return {
        phone,
        requestId: String(item.requestId),
        purpose: item.purpose === "link" ? "link" : "sign-in",
        ...(typeof item.userId === "string" ? { userId: item.userId } : {}),
        channel: item.channel === "sms" ? "sms" : "whatsapp",
        requestedAt: String(item.requestedAt),
        ...(typeof item.codeHash === "string" ? { codeHash: item.codeHash } : {}),
        ...(typeof item.validUntil === "string" ? { validUntil: item.validUntil } : {}),
        tries: Number(item.tries ?? 0),
        ...(item.sentBy === "sms" || item.sentBy === "whatsapp" ? { sentBy: item.sentBy } : {}),
        ...(typeof item.smsStatus === "string" ? { smsStatus: item.smsStatus } : {}),
        ...(typeof item.smsCode === "string" && item.smsCode ? { smsCode: item.smsCode } : {}),
      };
    },

    /** Keeps a freshly made code's hash for this request; false when a newer request replaced it. */
    async setCode(phone: string, requestId: string, codeHash: string, validUntil: string): Promise<boolean> {
      return conditional(
        new UpdateCommand({
          TableName: db.tableName,
          Key: signInCodeKey(phone),
          UpdateExpression: "SET codeHash = :h, validUntil = :v, tries = :zero REMOVE sentBy",
          ConditionExpression: "requestId = :r",
          ExpressionAttributeValues: { ":h": codeHash, ":v": validUntil, ":zero": 0, ":r": requestId },
        }),
      );
    },

    /** Records which way the code went. */
    async markSent(phone: string, requestId: string, sentBy: CodeChannel): Promise<void> {
      await conditional(
        new UpdateCommand({
          TableName: db.tableName,
          Key: signInCodeKey(phone),
          UpdateExpression: "SET sentBy = :s",
          ConditionExpression: "requestId = :r",
          ExpressionAttributeValues: { ":s": sentBy, ":r": requestId },
        }),
      );
    },

    /**
     * Takes one try at this code, before it is compared: true while it has tries left, is still
     * valid and is the code `codeHash` names (not replaced meanwhile).
     */
    async takeTry(phone: string, codeHash: string, maxTries: number): Promise<boolean> {
      return conditional(
        new UpdateCommand({
          TableName: db.tableName,
          Key: signInCodeKey(phone),
          UpdateExpression: "SET tries = tries + :one",
          ConditionExpression: "codeHash = :h AND tries < :max AND validUntil > :now",
          ExpressionAttributeValues: { ":one": 1, ":h": codeHash, ":max": maxTries, ":now": db.now().toISOString() },
        }),
      );
    },

    /** Spends a right code: true for exactly one caller, however many present it at once. */
    async spend(phone: string, codeHash: string): Promise<boolean> {
      return conditional(
        new DeleteCommand({ TableName: db.tableName, Key: signInCodeKey(phone), ConditionExpression: "codeHash = :h", ExpressionAttributeValues: { ":h": codeHash } }),
      );
    },

    /**
     * What the SMS gateway last reported of this request's text, only ever forward (queued < sent <
     * delivered; a failure last), so a late or repeated report changes nothing.
     */
    async recordSmsReport(phone: string, requestId: string, report: { status: string; rank: number; code?: string }): Promise<boolean> {
      return conditional(
        new UpdateCommand({
          TableName: db.tableName,
          Key: signInCodeKey(phone),
          UpdateExpression: "SET smsStatus = :s, smsRank = :k, smsCode = :c",
          ConditionExpression: "requestId = :r AND (attribute_not_exists(smsRank) OR smsRank < :k)",
          ExpressionAttributeValues: { ":s": report.status, ":k": report.rank, ":c": report.code ?? "", ":r": requestId },
        }),
      );
    },

    /** Forgets the number's code (its account closed). */
    async remove(phone: string): Promise<void> {
      await db.doc.send(new DeleteCommand({ TableName: db.tableName, Key: signInCodeKey(phone) }));
    },
  };

  async function conditional(command: UpdateCommand | DeleteCommand): Promise<boolean> {
    try {
      await db.doc.send(command);
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }
}

export type SignInCodeRepository = ReturnType<typeof signInCodeRepository>;
