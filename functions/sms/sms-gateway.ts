import { signInCodeSms } from "../../shared/sms/sign-in-code-sms.js";

// The shop's one door to SMS (issue 44): a sign-in code, sent through a DLT gateway with Exotel's
// SMS API when WhatsApp cannot carry it. Its failures are sorted into those worth another try
// (the gateway busy or away) and those that will fail the same way every time (a bad number, the
// wrong credentials). DLT's own verdict (the text against its template, the sender, the entity)
// comes later, by the status callback: a send the gateway accepted may still never arrive.

export interface SmsConfig {
  /** The gateway's API base (https://api.exotel.com, or the Mumbai cluster's), or the local emulator's address. */
  apiUrl: string;
  accountSid: string;
  /** Basic auth: the API key and token from the gateway's API settings. */
  apiKey: string;
  apiToken: string;
  /** The DLT-registered header the text comes from, e.g. RNGREZ. */
  senderId: string;
  /** The shop's principal entity id on DLT. */
  dltEntityId: string;
  /** The DLT id of SIGN_IN_CODE_TEMPLATE (shared/sms/sign-in-code-sms.ts). */
  signInTemplateId: string;
  /** Where the gateway reports delivery; unset: no reports (or the account's default, where it has one). */
  statusCallbackUrl?: string;
}

export interface SignInCodeSms {
  /** Her mobile number: ten digits, without +91. */
  to: string;
  code: string;
  /** Ours, carried back on every delivery report (CustomField). */
  reference: string;
}

/** The gateway refused the send (400, 401, 403, 404…): the same send will be refused again. */
export class SmsGatewayRefused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "SmsGatewayRefused";
  }
}

/** The gateway could not take the send now (429, 5xx, no answer): the same send may go later. */
export class SmsGatewayBusy extends Error {
  constructor(
    message: string,
    /** Undefined when the gateway did not answer at all. */
    readonly status?: number,
  ) {
    super(message);
    this.name = "SmsGatewayBusy";
  }
}

const TIMEOUT_MS = 10_000;

interface GatewayAnswer {
  SMSMessage?: { Sid?: unknown };
  RestException?: { Message?: unknown };
}

export function smsGateway(config: SmsConfig, fetchImpl: typeof fetch = fetch) {
  const base = config.apiUrl.replace(/\/+$/, "");
  const authorization = `Basic ${Buffer.from(`${config.apiKey}:${config.apiToken}`).toString("base64")}`;

  return {
    /** Sends her sign-in code; the gateway's message id (Sid) once it accepted it. */
    async sendSignInCode(input: SignInCodeSms): Promise<{ sid: string }> {
      const form = new URLSearchParams({
        From: config.senderId,
        To: `+91${input.to}`,
        Body: signInCodeSms(input.code),
        DltEntityId: config.dltEntityId,
        DltTemplateId: config.signInTemplateId,
        SmsType: "transactional",
        CustomField: input.reference,
      });
      if (config.statusCallbackUrl) form.set("StatusCallback", config.statusCallbackUrl);
      let response: Response;
      try {
        response = await fetchImpl(`${base}/v1/Accounts/${encodeURIComponent(config.accountSid)}/Sms/send`, {
          method: "POST",
          headers: { authorization, "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
          body: form.toString(),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (error) {
        throw new SmsGatewayBusy(`The SMS gateway did not answer: ${error instanceof Error ? error.message : String(error)}`);
      }
      const answer = (await response.json().catch(() => undefined)) as GatewayAnswer | undefined;
      const sid = answer?.SMSMessage?.Sid;
      if (response.ok && typeof sid === "string" && sid !== "") return { sid };
      const said = typeof answer?.RestException?.Message === "string" ? answer.RestException.Message : `HTTP ${response.status}`;
      if (response.ok) throw new SmsGatewayBusy(`The SMS gateway answered ${response.status} without a message id`, response.status);
      if (response.status === 429 || response.status >= 500) throw new SmsGatewayBusy(`The SMS gateway is busy (${response.status}): ${said}`, response.status);
      throw new SmsGatewayRefused(response.status, `The SMS gateway refused the sign-in code (${response.status}): ${said}`);
    },
  };
}

export type SmsGateway = ReturnType<typeof smsGateway>;
