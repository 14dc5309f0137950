import { badRequest } from "./rest-errors.js";
import { isLoopbackUrl } from "../callback-poster.js";
import { readNumber, type PhoneNumber } from "./phone-numbers.js";

// Reads `POST /v1/Accounts/{sid}/Sms/send` as the gateway does: a form (urlencoded or multipart)
// whose missing or malformed parameters are refused at once (400). Whether DLT lets the text
// through is not judged here: the gateway takes the send, and the operator's verdict comes by
// callback.

export type SmsType = "transactional" | "promotional";

export interface SmsSend {
  from: string;
  to: PhoneNumber;
  body: string;
  dltEntityId: string;
  dltTemplateId: string;
  smsType: SmsType;
  statusCallback?: string;
  customField?: string;
}

/** A concatenated SMS runs to about ten parts; longer texts are refused. */
const BODY_LIMIT = 2000;

export function readSmsSend(form: Record<string, unknown>): SmsSend {
  const text = (name: string): string | undefined => {
    const value = form[name];
    if (value === undefined) return undefined;
    if (typeof value !== "string") throw badRequest(`${name} must be text`);
    return value;
  };
  const required = (name: string): string => {
    const value = text(name)?.trim();
    if (!value) throw badRequest(`Missing parameter: ${name}`);
    return value;
  };

  const from = required("From");
  const toText = required("To");
  const to = readNumber(toText);
  if (!to) throw badRequest(`To is not a phone number: "${toText}" (an Indian mobile, e.g. +919812345678)`);
  const body = text("Body") ?? "";
  if (body.trim() === "") throw badRequest("Missing parameter: Body");
  if (body.length > BODY_LIMIT) throw badRequest(`Body has ${body.length} characters; at most ${BODY_LIMIT}`);
  const dltEntityId = required("DltEntityId");
  const dltTemplateId = required("DltTemplateId");
  const smsType = text("SmsType")?.trim() || "transactional";
  if (smsType !== "transactional" && smsType !== "promotional") throw badRequest(`SmsType must be transactional or promotional, not "${smsType}"`);
  const statusCallback = text("StatusCallback")?.trim() || undefined;
  if (statusCallback !== undefined && !isLoopbackUrl(statusCallback)) {
    throw badRequest(`StatusCallback must be an http(s) URL, and the emulator only calls this machine: not "${statusCallback}"`);
  }
  const customField = text("CustomField");
  return {
    from,
    to,
    body,
    dltEntityId,
    dltTemplateId,
    smsType,
    ...(statusCallback !== undefined && { statusCallback }),
    ...(customField !== undefined && customField !== "" && { customField }),
  };
}
