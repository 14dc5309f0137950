import { whatsAppTemplate } from "../../shared/whatsapp/templates.js";
import { backInStockOf } from "../data/back-in-stock.js";
import type { WhatsAppConfig } from "../config.js";
import type { OutboxItem } from "../data/outbox.js";
import type { Repositories } from "../data/repositories.js";
import { whatsappConsents } from "../data/whatsapp-consent.js";
import { log } from "../logger.js";
import { sendTemplate, WhatsAppError } from "./graph-client.js";
import { templateHeld } from "./template-held.js";

// "Back in stock" on WhatsApp (issue 44), beside the e-mail the alert always sends: a marketing
// template, so only to a signed-in shopper who said yes to offers (not only to order updates),
// never when Meta paused the template or moved it. Meta's per-person marketing limit (131049)
// and an undeliverable number (131026) are not tried again; a 429 or an outage is, with the
// outbox's backoff (the e-mail step before it is done and not repeated).

export type BackInStockOutcome = "sent" | "not-sent" | "no-consent" | "nothing-to-send";

export async function sendBackInStock(deps: { repos: Repositories; whatsapp: WhatsAppConfig }, item: OutboxItem): Promise<BackInStockOutcome> {
  const { repos } = deps;
  const request = await backInStockOf(repos).get(item.requestId ?? "");
  // An alert asked for while signed out has an e-mail, and no say on WhatsApp.
  if (!request?.userId) return "no-consent";
  const [consent, product, shopper] = await Promise.all([whatsappConsents(repos.db).get(request.userId), repos.products.get(request.productId), repos.users.get(request.userId)]);
  if (!consent?.offers?.on) return "no-consent";
  if (!product || !shopper?.isActive) return "nothing-to-send";
  const template = whatsAppTemplate("back_in_stock");
  const language = template.languages.includes(consent.language) ? consent.language : "en";
  const held = await templateHeld(repos, template, language);
  if (held) {
    log.warn("whatsapp back-in-stock not sent", { requestId: request.id, reason: held });
    return "not-sent";
  }
  const firstName = shopper.name.trim().split(/\s+/)[0] ?? shopper.name;
  try {
    await sendTemplate(deps.whatsapp, { to: `91${consent.phone}`, template: template.name, language, parameters: [firstName, product.name, request.size], urlButton: `product/${product.id}` });
    return "sent";
  } catch (error) {
    if (!(error instanceof WhatsAppError) || error.retryable) throw error;
    log.warn("whatsapp back-in-stock not sent", { requestId: request.id, code: error.code, reason: error.message });
    return "not-sent";
  }
}
