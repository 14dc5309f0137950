import { SIGN_IN_CODE_MINUTES, type CodeChannel } from "@shared/schemas/phone-sign-in.js";
import { isStaffRole } from "@shared/staff-permissions.js";
import type { ShopConfig } from "../../config.js";
import type { Repositories } from "../../data/repositories.js";
import { signInCodeRepository } from "../../data/sign-in-codes.js";
import { signInPhoneRepository } from "../../data/sign-in-phones.js";
import { GiveUp } from "../../outbox/give-up.js";
import { sendTemplate, WhatsAppError } from "../../whatsapp/graph-client.js";
import { makeSignInCode, signInCodeHash } from "./code-secret.js";

// The outbox's step for a code request (issue 44): makes the code, keeps its hash, and sends it by
// WhatsApp's authentication template (a copy-code button) or, when WhatsApp cannot carry it or she
// asked for SMS, by the DLT-registered SMS. A number that may not sign in by code (staff, a closed
// account) still gets a code made and kept (never sent), so a guess at it is answered exactly as
// a guess at a number that may.

export interface SendCodeDeps {
  repos: Repositories;
  config: Pick<ShopConfig, "signInCodeKey" | "whatsapp" | "sms">;
}

export async function sendSignInCode(deps: SendCodeDeps, phone: string, requestId: string): Promise<void> {
  const { repos, config } = deps;
  const codes = signInCodeRepository(repos.db);
  const request = await codes.get(phone);
  // Asked again since (the newer request sends its own), or already sent by an earlier try.
  if (!request || request.requestId !== requestId || request.sentBy) return;
  const code = makeSignInCode();
  const validUntil = new Date(repos.db.now().getTime() + SIGN_IN_CODE_MINUTES * 60_000).toISOString();
  if (!(await codes.setCode(phone, requestId, signInCodeHash(config.signInCodeKey, phone, requestId, code), validUntil))) return;
  if (!(await someoneToSendTo(repos, request.purpose, phone, request.userId))) return;
  const sentBy = await deliver(config, phone, code, request.channel, requestId);
  await codes.markSent(phone, requestId, sentBy);
}

async function someoneToSendTo(repos: Repositories, purpose: "sign-in" | "link", phone: string, userId: string | undefined): Promise<boolean> {
  const accountId = purpose === "link" ? userId : await signInPhoneRepository(repos.db).ownerOf(phone);
  // A number no account uses gets its code too: with it she signs up (sign-up-with-phone.ts). Only
  // the number's holder sees that a code came, so the answer still tells nobody else anything.
  if (!accountId) return purpose === "sign-in";
  const account = await repos.users.get(accountId);
  // Staff sign in with e-mail and password only; a deactivated account not at all.
  return !!account?.isActive && !isStaffRole(account.role);
}

async function deliver(config: SendCodeDeps["config"], phone: string, code: string, channel: CodeChannel, requestId: string): Promise<CodeChannel> {
  if (channel === "whatsapp" && config.whatsapp) {
    try {
      await sendTemplate(config.whatsapp, { to: `91${phone}`, template: "sign_in_code", language: "en", parameters: [code], copyCode: code });
      return "whatsapp";
    } catch (error) {
      if (!(error instanceof WhatsAppError)) throw error;
      // Not on WhatsApp, or WhatsApp busy: a code is wanted within minutes, so SMS takes over now
      // instead of after the outbox's backoff. Without an SMS gateway, a busy WhatsApp is tried again.
      if (!config.sms) {
        if (error.retryable) throw error;
        throw new GiveUp(`sign-in code to ${phone}: ${error.message}`);
      }
    }
  }
  if (!config.sms) throw new GiveUp("sign-in code: neither WhatsApp nor an SMS gateway is set up");
  const { smsGateway, SmsGatewayRefused } = await import("../../sms/sms-gateway.js");
  try {
    await smsGateway(config.sms).sendSignInCode({ to: phone, code, reference: requestId });
  } catch (error) {
    if (error instanceof SmsGatewayRefused) throw new GiveUp(`sign-in code to ${phone} by SMS: ${error.message}`);
    throw error;
  }
  return "sms";
}
