// The shop's WhatsApp message templates (issue 44), as they are registered with Meta: each a name,
// a category (utility: about an order she made; marketing: offers, back-in-stock; authentication:
// one-time codes), the languages it is approved in, and its body's parameters in order. The server
// fills them (functions/whatsapp/), and the local WhatsApp emulator registers exactly these, so a
// name or a parameter count that drifts fails locally as it would at Meta (132001, 132000).

export type WhatsAppCategory = "UTILITY" | "MARKETING" | "AUTHENTICATION";
export type WhatsAppLanguage = "en" | "hi";

export interface WhatsAppTemplate {
  name: string;
  category: WhatsAppCategory;
  languages: readonly WhatsAppLanguage[];
  /** The body's {{1}}, {{2}}, … in order: what each stands for. */
  body: readonly string[];
  /** A URL button whose link ends with one parameter (the order page, tracking, a signed link). */
  urlButton?: string;
  /** Authentication templates: a copy-code button carrying the code. */
  copyCode?: true;
  /** The English text as registered, for the emulator's phone page and the owner's template list. */
  text: string;
}

const BOTH: readonly WhatsAppLanguage[] = ["en", "hi"];

export const WHATSAPP_TEMPLATES = [
  {
    name: "order_confirmed",
    category: "UTILITY",
    languages: BOTH,
    body: ["name", "order number", "total"],
    urlButton: "order page",
    text: "Hi {{1}}, thank you for your order {{2}} of {{3}}. Your invoice and order details are on the order page.",
  },
  {
    name: "order_shipped",
    category: "UTILITY",
    languages: BOTH,
    body: ["name", "order number", "courier", "tracking number"],
    urlButton: "tracking page",
    text: "Hi {{1}}, your order {{2}} is on its way with {{3}} (tracking number {{4}}).",
  },
  {
    name: "order_out_for_delivery",
    category: "UTILITY",
    languages: BOTH,
    body: ["name", "order number"],
    urlButton: "tracking page",
    text: "Hi {{1}}, your order {{2}} is out for delivery today.",
  },
  {
    name: "order_delivered",
    category: "UTILITY",
    languages: BOTH,
    body: ["name", "order number"],
    urlButton: "order page",
    text: "Hi {{1}}, your order {{2}} has been delivered. We hope you love it.",
  },
  {
    name: "delivery_failed",
    category: "UTILITY",
    languages: BOTH,
    body: ["name", "order number", "courier's reason"],
    urlButton: "answer link",
    text: "Hi {{1}}, the courier could not deliver your order {{2}}: {{3}}. Choose a new date or correct the address.",
  },
  {
    name: "order_cancelled",
    category: "UTILITY",
    languages: BOTH,
    body: ["name", "order number", "refund"],
    urlButton: "order page",
    text: "Hi {{1}}, your order {{2}} is cancelled. {{3}}",
  },
  {
    name: "return_update",
    category: "UTILITY",
    languages: BOTH,
    body: ["name", "return number", "what happened"],
    urlButton: "order page",
    text: "Hi {{1}}, your return {{2}}: {{3}}",
  },
  {
    name: "custom_order_step",
    category: "UTILITY",
    languages: BOTH,
    body: ["name", "piece", "stage"],
    urlButton: "order page",
    text: "Hi {{1}}, your made-to-measure {{2}}: {{3}}.",
  },
  {
    name: "back_in_stock",
    category: "MARKETING",
    languages: BOTH,
    body: ["name", "product", "size"],
    urlButton: "product page",
    text: "Hi {{1}}, {{2}} in size {{3}} is back in stock.",
  },
  {
    name: "sign_in_code",
    category: "AUTHENTICATION",
    languages: BOTH,
    body: ["code"],
    copyCode: true,
    text: "{{1}} is your verification code. For your security, do not share this code.",
  },
] as const satisfies readonly WhatsAppTemplate[];

export type WhatsAppTemplateName = (typeof WHATSAPP_TEMPLATES)[number]["name"];

export function whatsAppTemplate(name: WhatsAppTemplateName): WhatsAppTemplate {
  return WHATSAPP_TEMPLATES.find((template) => template.name === name)!;
}
