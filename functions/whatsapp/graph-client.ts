import type { WhatsAppConfig } from "../config.js";
import type { WhatsAppLanguage } from "../../shared/whatsapp/templates.js";

// The shop's one door to WhatsApp (issue 44): a template message through Meta's Graph API, and
// its failures sorted into those worth another try (rate limits, Meta's own errors) and those
// that will fail the same way every time (an undeliverable number, a template missing).

export interface TemplateMessage {
  /** The recipient's number as Meta wants it: country code and number, digits only (919812345678). */
  to: string;
  template: string;
  language: WhatsAppLanguage;
  parameters: readonly string[];
  /** The URL button's dynamic part (index 0), when the template has one. */
  urlButton?: string;
  /** An authentication template's code, for its copy-code button. */
  copyCode?: string;
}

/** Meta's codes that mean "the same again will fail the same way" (REFERENCE.md, WhatsApp). */
const PERMANENT_CODES = new Set([100, 131008, 131009, 131026, 131047, 131049, 131051, 132000, 132001, 132005, 132007, 132012, 132015, 132016]);

export class WhatsAppError extends Error {
  constructor(
    message: string,
    readonly code: number | undefined,
    /** True: sending the same message again later may work (429, 5xx, the network). */
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = "WhatsAppError";
  }
}

const TIMEOUT_MS = 10_000;

/** Sends a template message; its id (wamid) when Meta accepted it. Throws WhatsAppError otherwise. */
export async function sendTemplate(config: WhatsAppConfig, message: TemplateMessage): Promise<string> {
  const components: unknown[] = [{ type: "body", parameters: message.parameters.map((text) => ({ type: "text", text })) }];
  if (message.urlButton !== undefined) components.push({ type: "button", sub_type: "url", index: "0", parameters: [{ type: "text", text: message.urlButton }] });
  if (message.copyCode !== undefined) components.push({ type: "button", sub_type: "url", index: "0", parameters: [{ type: "text", text: message.copyCode }] });
  const body = {
    messaging_product: "whatsapp",
    recipient_type: "individual",
    to: message.to,
    type: "template",
    template: { name: message.template, language: { code: message.language }, components },
  };
  let response: Response;
  try {
    response = await fetch(`${config.apiUrl}/${config.apiVersion}/${encodeURIComponent(config.phoneNumberId)}/messages`, {
      method: "POST",
      headers: { authorization: `Bearer ${config.accessToken}`, "content-type": "application/json" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new WhatsAppError(`WhatsApp did not answer: ${error instanceof Error ? error.message : String(error)}`, undefined, true);
  }
  const answer = (await response.json().catch(() => undefined)) as
    | { messages?: Array<{ id?: string }>; error?: { message?: string; code?: number; error_data?: { details?: string } } }
    | undefined;
  const id = answer?.messages?.[0]?.id;
  if (response.ok && typeof id === "string") return id;
  const code = answer?.error?.code;
  const text = [answer?.error?.message, answer?.error?.error_data?.details].filter(Boolean).join(": ") || `HTTP ${response.status}`;
  // Meta's code decides; without one, 429 and 5xx are Meta's to recover from. A token expired (190)
  // is the owner's to fix, after which the same message goes: retried too.
  const retryable = code === undefined ? response.status === 429 || response.status >= 500 : !PERMANENT_CODES.has(code);
  throw new WhatsAppError(`WhatsApp refused the message (${code ?? response.status}): ${text}`, code, retryable);
}
