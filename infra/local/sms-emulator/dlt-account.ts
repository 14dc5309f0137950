import { matchesDltTemplate } from "@shared/sms/sign-in-code-sms.js";
import { FAILURES, type DetailedOutcome } from "./delivery-codes.js";

// The one business the emulator's DLT registry knows: its principal entity, its sender id
// (header) and its content templates by id. The operator scrubs each message against it after the
// gateway took it: the entity (23081), then the header (23072), then the template (23082: an id
// not registered, or a text that is not the template's with its variables filled).

export interface DltAccount {
  entityId: string;
  senderId: string;
  /** Template id → the registered text, with `{#var#}` for each variable. */
  templates: ReadonlyMap<string, string>;
}

export interface DltSend {
  entityId: string;
  templateId: string;
  from: string;
  body: string;
}

/** Why DLT scrubbing stops the message, or undefined when it passes. */
export function dltRefusal(account: DltAccount, send: DltSend): DetailedOutcome | undefined {
  if (send.entityId !== account.entityId) return FAILURES[23081];
  if (send.from !== account.senderId) return FAILURES[23072];
  const template = account.templates.get(send.templateId);
  if (template === undefined || !matchesDltTemplate(template, send.body)) return FAILURES[23082];
  return undefined;
}
