import type { WhatsAppCategory } from "@shared/whatsapp/templates.js";
import type { TemplateRegistry, TemplateStatus } from "./template-registry.js";
import type { WebhookDispatcher } from "./webhook-dispatcher.js";
import { templateCategoryPayload, templateStatusPayload, type BusinessPhone } from "./webhook-payloads.js";

// What Meta does to a template after approval, and tells the business by webhook: a review that
// pauses, disables, rejects or re-approves it (message_template_status_update), or a new category
// (template_category_update). One webhook per language that changed; none when nothing did.

export interface TemplateChangeDeps {
  business: BusinessPhone;
  registry: TemplateRegistry;
  dispatcher: WebhookDispatcher;
}

/** Resolves once the webhooks were delivered or given up. Throws for a name the emulator does not register. */
export async function changeTemplateStatus(deps: TemplateChangeDeps, name: string, status: TemplateStatus, language?: string): Promise<number> {
  const changed = deps.registry.setStatus(name, status, language);
  const at = new Date();
  const sends = [];
  // One language after the other, in the registry's order; retries run on their own.
  for (const template of changed) {
    const sending = deps.dispatcher.send("message_template_status_update", templateStatusPayload(deps.business, template, at));
    await sending.firstTry;
    sends.push(sending.done);
  }
  await Promise.all(sends);
  return changed.length;
}

export async function changeTemplateCategory(deps: TemplateChangeDeps, name: string, category: WhatsAppCategory, language?: string): Promise<number> {
  const changed = deps.registry.setCategory(name, category, language);
  const at = new Date();
  const sends = [];
  // One language after the other, in the registry's order; retries run on their own.
  for (const template of changed) {
    const sending = deps.dispatcher.send("template_category_update", templateCategoryPayload(deps.business, template, at));
    await sending.firstTry;
    sends.push(sending.done);
  }
  await Promise.all(sends);
  return changed.length;
}
