import { whatsAppTemplate } from "../../shared/whatsapp/templates.js";
import type { WhatsAppConfig } from "../config.js";
import type { OutboxItem } from "../data/outbox.js";
import type { Repositories } from "../data/repositories.js";
import { whatsappConsents } from "../data/whatsapp-consent.js";
import { whatsappMessages } from "../data/whatsapp-messages.js";
import { log } from "../logger.js";
import { sendTemplate, WhatsAppError } from "./graph-client.js";
import { orderUpdateFor } from "./order-update.js";
import { templateHeld } from "./template-held.js";

// An order's step on WhatsApp (issue 44), after its e-mail: only to a shopper who said yes to
// order updates, only with a template Meta has not paused or moved, once per outbox item however
// often the item is tried. What became of it is kept on the order's trail (whatsapp-messages.ts):
// accepted, then Meta's statuses; or not sent, and why. E-mail went first and always goes: a
// message that cannot go leaves her the e-mail.

/** A try that began this long ago and never finished (its sender died) may be made again. */
const STALE_SEND_MS = 5 * 60 * 1000;

export type OrderUpdateOutcome = "sent" | "not-sent" | "no-consent" | "nothing-to-send" | "already";

export async function sendOrderUpdate(deps: { repos: Repositories; whatsapp: WhatsAppConfig }, item: OutboxItem): Promise<OrderUpdateOutcome> {
  const { repos } = deps;
  const order = await repos.orders.get(item.orderId);
  if (!order) return "nothing-to-send";
  const consent = await whatsappConsents(repos.db).get(order.userId);
  if (!consent?.orderUpdates?.on) return "no-consent";
  const update = await orderUpdateFor(repos, item, order);
  if (!update) return "nothing-to-send";
  const template = whatsAppTemplate(update.template);
  const language = template.languages.includes(consent.language) ? consent.language : "en";
  const messages = whatsappMessages(repos.db);
  const to = `91${consent.phone}`;
  const claim = await messages.claim({ orderId: order.id, outboxId: item.id, template: template.name, language, to }, STALE_SEND_MS);
  if (claim === "decided") return "already";
  // A try that died mid-send (its lease ran out): the outbox comes back after its backoff, by when
  // that try is stale and this message may be sent again.
  if (claim === "in-flight") throw new Error(`WhatsApp message for ${item.id} may still be on its way; trying again later`);

  // Meta paused it (too many blocks), disabled it, or made a utility template marketing: not used.
  const held = await templateHeld(repos, template, language);
  if (held) {
    await messages.move(order.id, item.id, "not-sent", { reason: `${held}: the e-mail went alone` });
    return "not-sent";
  }
  try {
    const wamid = await sendTemplate(deps.whatsapp, { to, template: template.name, language, parameters: update.parameters, urlButton: update.urlButton });
    await messages.accepted(order.id, item.id, wamid);
    return "sent";
  } catch (error) {
    if (!(error instanceof WhatsAppError)) throw error;
    if (error.retryable) {
      // The outbox tries the item again with its backoff; the e-mail has gone already.
      await messages.triedAgainLater(order.id, item.id, error.message);
      throw error;
    }
    log.warn("whatsapp message not sent", { orderId: order.id, outboxId: item.id, template: template.name, code: error.code, reason: error.message });
    await messages.move(order.id, item.id, "not-sent", { reason: error.message, ...(error.code !== undefined && { code: error.code }) });
    return "not-sent";
  }
}
