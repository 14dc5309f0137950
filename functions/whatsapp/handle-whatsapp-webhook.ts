import * as z from "zod";
import { normaliseIndianMobile } from "../../shared/schemas/contact-rules.js";
import { STOP_WORDS } from "../../shared/whatsapp/consent.js";
import { WHATSAPP_TEMPLATES } from "../../shared/whatsapp/templates.js";
import type { WhatsAppConfig } from "../config.js";
import type { Repositories } from "../data/repositories.js";
import { whatsappMessages, type WhatsAppMessageStatus } from "../data/whatsapp-messages.js";
import { whatsappTemplateStates, type TemplateStatus } from "../data/whatsapp-templates.js";
import { badRequest, forbidden } from "../errors.js";
import { log } from "../logger.js";
import { isValidWebhookSignature } from "../payments/signatures.js";
import { stopByReply } from "./consent-changes.js";

// Meta's WhatsApp webhook (issue 44). Signed: X-Hub-Signature-256 is the HMAC-SHA256 of the raw
// body with the app secret, compared in constant time before anything is read. It carries message
// statuses (late, twice, out of order: a status only moves a message forward), her replies (STOP
// stops every message at once), and Meta's news of templates (paused, re-categorised: the shop
// stops using one until Meta approves it again, and tells the owner).

const statusSchema = z.object({
  id: z.string(),
  status: z.string(),
  timestamp: z.string().optional(),
  errors: z.array(z.object({ code: z.number().optional(), title: z.string().optional(), message: z.string().optional() })).optional(),
});
const inboundSchema = z.object({ from: z.string(), type: z.string(), text: z.object({ body: z.string() }).optional(), button: z.object({ text: z.string() }).optional() });
const changeSchema = z.object({
  field: z.string(),
  value: z
    .object({
      statuses: z.array(statusSchema).optional(),
      messages: z.array(inboundSchema).optional(),
      event: z.string().optional(),
      message_template_name: z.string().optional(),
      message_template_language: z.string().optional(),
      reason: z.string().nullish(),
      new_category: z.string().optional(),
    })
    .passthrough(),
});
const webhookSchema = z.object({ object: z.string(), entry: z.array(z.object({ changes: z.array(changeSchema) })) });

const STATUSES: Record<string, WhatsAppMessageStatus> = { sent: "sent", delivered: "delivered", read: "read", failed: "failed" };

export interface WhatsAppWebhookOutcome {
  statuses: number;
  stopped: number;
  templates: number;
}

/** The GET handshake Meta makes when the webhook is set up: the challenge echoed for the right token. */
export function verifyHandshake(config: WhatsAppConfig, query: { mode?: string; token?: string; challenge?: string }): string {
  if (query.mode !== "subscribe" || !config.verifyToken || query.token !== config.verifyToken || !query.challenge) throw forbidden("The verify token does not match.");
  return query.challenge;
}

export async function handleWhatsAppWebhook(deps: { repos: Repositories; whatsapp: WhatsAppConfig }, rawBody: string, signatureHeader: string | undefined): Promise<WhatsAppWebhookOutcome> {
  // A stage whose app secret was never set checks nothing: it refuses everything instead.
  if (deps.whatsapp.appSecret.length < 16) throw badRequest("Invalid webhook signature");
  const signature = signatureHeader?.startsWith("sha256=") ? signatureHeader.slice("sha256=".length) : undefined;
  if (!isValidWebhookSignature(deps.whatsapp.appSecret, rawBody, signature)) throw badRequest("Invalid webhook signature");
  let event: z.output<typeof webhookSchema>;
  try {
    event = webhookSchema.parse(JSON.parse(rawBody));
  } catch {
    throw badRequest("The webhook body is not a WhatsApp Business Account event.");
  }
  const outcome: WhatsAppWebhookOutcome = { statuses: 0, stopped: 0, templates: 0 };
  const messages = whatsappMessages(deps.repos.db);
  for (const change of event.entry.flatMap((entry) => entry.changes)) {
    const value = change.value;
    if (change.field === "messages") {
      for (const status of value.statuses ?? []) {
        const next = STATUSES[status.status];
        const message = next && (await messages.byWamid(status.id));
        if (!next || !message) continue;
        const at = status.timestamp && /^\d+$/.test(status.timestamp) ? new Date(Number(status.timestamp) * 1000).toISOString() : deps.repos.db.now().toISOString();
        const error = status.errors?.[0];
        const moved = await messages.move(message.orderId, message.outboxId, next, {
          at,
          ...(error && { reason: [error.title, error.message].filter(Boolean).join(": ") || "failed", ...(error.code !== undefined && { code: error.code }) }),
        });
        if (moved) outcome.statuses++;
      }
      for (const inbound of value.messages ?? []) {
        const said = (inbound.text?.body ?? inbound.button?.text ?? "").trim().toUpperCase();
        const phone = normaliseIndianMobile(inbound.from);
        if (phone && STOP_WORDS.has(said)) outcome.stopped += await stopByReply(deps.repos.db, phone);
      }
    } else if (change.field === "message_template_status_update" && value.message_template_name && value.event) {
      // Meta says "NONE" when it gives no reason.
      const reason = value.reason && value.reason !== "NONE" ? value.reason : undefined;
      await whatsappTemplateStates(deps.repos.db).record(value.message_template_name, value.message_template_language ?? "en", { status: value.event as TemplateStatus, ...(reason && { reason }) }, deps.repos.db.now().toISOString());
      outcome.templates++;
      if (value.event !== "APPROVED" && value.event !== "REINSTATED") await tellTheOwner(deps.repos, `WhatsApp template ${value.message_template_name} (${value.message_template_language ?? "en"}) is ${value.event.toLowerCase()} by Meta${reason ? `: ${reason}` : ""}. Its updates go by e-mail alone until Meta approves it again.`);
    } else if (change.field === "template_category_update" && value.message_template_name && value.new_category) {
      await whatsappTemplateStates(deps.repos.db).record(value.message_template_name, value.message_template_language ?? "en", { category: value.new_category as "UTILITY" }, deps.repos.db.now().toISOString());
      outcome.templates++;
      const registered = WHATSAPP_TEMPLATES.find((template) => template.name === value.message_template_name)?.category ?? "its registered";
      await tellTheOwner(deps.repos, `Meta moved WhatsApp template ${value.message_template_name} to ${value.new_category.toLowerCase()}. Its updates go by e-mail alone until it is a ${registered.toLowerCase()} template again.`);
    }
  }
  return outcome;
}

/** The owner's live feed and dashboard: Meta's news of a template is hers to act on. */
async function tellTheOwner(repos: Repositories, text: string): Promise<void> {
  log.warn("whatsapp template changed by Meta", { text });
  await repos.events.append({ type: "whatsapp.template", text, refs: {} });
}
