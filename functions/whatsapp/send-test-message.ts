import { WHATSAPP_TEMPLATES } from "../../shared/whatsapp/templates.js";
import type { WhatsAppConfig } from "../config.js";
import { badRequest, notFound, ShopError } from "../errors.js";
import { sendTemplate, WhatsAppError } from "./graph-client.js";

// The owner's "send test" (issue 44): one template, filled with sample words, to her own number,
// so she sees what shoppers will get, and Meta's refusal in Meta's words when it will not go.

const SAMPLES: Record<string, string> = {
  name: "Asha",
  "order number": "#3F9A2C",
  total: "₹2,499.00",
  courier: "Delhivery",
  "tracking number": "1411000000000",
  "courier's reason": "the door was locked",
  refund: "₹2,499.00 is on its way back to you.",
  "return number": "R-1024",
  "what happened": "we have received it and added ₹1,299.00 to your store credit.",
  piece: "Anarkali kurta",
  stage: "Stitching",
  product: "Banarasi Silk Saree",
  size: "Free size",
  code: "482913",
};

export async function sendTestMessage(config: WhatsAppConfig, name: string, ask: { phone: string; language: "en" | "hi" }): Promise<{ wamid: string }> {
  const template = WHATSAPP_TEMPLATES.find((candidate) => candidate.name === name);
  if (!template) throw notFound(`There is no WhatsApp template called ${name}.`);
  if (!(template.languages as readonly string[]).includes(ask.language)) throw badRequest(`${name} is not registered in ${ask.language}.`);
  const parameters = template.body.map((part) => SAMPLES[part] ?? part);
  try {
    const wamid = await sendTemplate(config, {
      to: `91${ask.phone}`,
      template: template.name,
      language: ask.language,
      parameters,
      ...("urlButton" in template && { urlButton: "profile?tab=orders" }),
      ...("copyCode" in template && { copyCode: SAMPLES.code! }),
    });
    return { wamid };
  } catch (error) {
    if (!(error instanceof WhatsAppError)) throw error;
    // Meta's refusal is the owner's to read: a 502 when WhatsApp itself failed, a 400 otherwise.
    throw new ShopError(error.retryable ? 502 : 400, error.message);
  }
}
