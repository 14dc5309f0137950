import { createHash, timingSafeEqual } from "node:crypto";
import { Hono, type MiddlewareHandler } from "hono";
import type { Controls } from "./controls.js";
import { gatewayTime } from "./ids.js";
import type { MessageStore, SmsRecord } from "./message-store.js";
import { authenticationFailed, notFound, sendFault } from "./rest-errors.js";
import { readSmsSend } from "./send-request.js";

// The part of the gateway's API the shop calls (Exotel's shape), under /v1/Accounts/{sid}: send
// an SMS, and read one back with its current status. HTTP Basic with the API key and token.

export interface GatewayDeps {
  accountSid: string;
  apiKey: string;
  apiToken: string;
  controls: Controls;
  store: MessageStore;
}

/** Compares digests, so neither a secret's length nor its content leaks through timing. */
function sameText(given: string, expected: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** The key and token, for this account only: another account's sid in the path is refused the same way. */
function basicAuth(deps: GatewayDeps): MiddlewareHandler {
  return async (c, next) => {
    const header = c.req.header("Authorization");
    const encoded = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? "")?.[1];
    if (!encoded) throw authenticationFailed(header === undefined);
    const credentials = Buffer.from(encoded, "base64").toString("utf8");
    const colon = credentials.indexOf(":");
    const keyMatches = colon > 0 && sameText(credentials.slice(0, colon), deps.apiKey);
    const tokenMatches = colon > 0 && sameText(credentials.slice(colon + 1), deps.apiToken);
    if (!keyMatches || !tokenMatches || c.req.param("accountSid") !== deps.accountSid) throw authenticationFailed(false);
    await next();
  };
}

/** A message as the gateway answers it: its SMSMessage. */
export function smsMessage(record: SmsRecord) {
  return {
    SMSMessage: {
      Sid: record.sid,
      AccountSid: record.accountSid,
      From: record.from,
      To: record.to,
      Body: record.body,
      Status: record.status,
      DetailedStatus: record.detailedStatus,
      DetailedStatusCode: record.detailedStatusCode,
      DateCreated: gatewayTime(new Date(record.createdAt)),
      DateSent: record.sentAt ? gatewayTime(new Date(record.sentAt)) : null,
      SmsType: record.smsType,
      Uri: `/v1/Accounts/${record.accountSid}/SMS/Messages/${record.sid}`,
    },
  };
}

export function gatewayRoutes(deps: GatewayDeps) {
  const app = new Hono();
  app.use("/v1/Accounts/:accountSid/*", basicAuth(deps));

  app.post("/v1/Accounts/:accountSid/Sms/send", async (c) => {
    const fault = deps.controls.takeNextSend();
    if (fault) throw sendFault(fault);
    const send = readSmsSend(await c.req.parseBody());
    return c.json(smsMessage(deps.store.accept(send)));
  });

  app.get("/v1/Accounts/:accountSid/SMS/Messages/:sid", (c) => {
    const record = deps.store.find(c.req.param("sid"));
    if (!record) throw notFound(`SMS ${c.req.param("sid")}`);
    return c.json(smsMessage(record));
  });
  return app;
}
