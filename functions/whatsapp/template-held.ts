import type { WhatsAppTemplate } from "../../shared/whatsapp/templates.js";
import type { Repositories } from "../data/repositories.js";
import { whatsappTemplateStates } from "../data/whatsapp-templates.js";

// A template Meta paused or disabled (too many blocks), or moved to another category, is not used
// (issue 44): the e-mail goes alone. Undefined: the template may be sent.

export async function templateHeld(repos: Repositories, template: WhatsAppTemplate, language: string): Promise<string | undefined> {
  const state = await whatsappTemplateStates(repos.db).of(template.name, language);
  if (state?.status && state.status !== "APPROVED" && state.status !== "REINSTATED") return `template ${state.status.toLowerCase()} by Meta`;
  if (state?.category && state.category !== template.category) return `template moved to ${state.category.toLowerCase()} by Meta`;
  return undefined;
}
