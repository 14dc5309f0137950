// The shop's WhatsApp templates as the owner reads them: "Order confirmed", not order_confirmed.
import type { WhatsAppTemplateName } from "@shared/whatsapp/templates.js";

const WORDS: Record<WhatsAppTemplateName, string> = {
  order_confirmed: "Order confirmed",
  order_shipped: "Shipped",
  order_out_for_delivery: "Out for delivery",
  order_delivered: "Delivered",
  delivery_failed: "Delivery failed",
  order_cancelled: "Order cancelled",
  return_update: "Return update",
  custom_order_step: "Made-to-measure step",
  back_in_stock: "Back in stock",
  sign_in_code: "Sign-in code",
};

/** A template's name in words; an unknown one as it is named, spaces for underscores. */
export function templateWords(name: string): string {
  return WORDS[name as WhatsAppTemplateName] ?? name.replace(/_/g, " ");
}

export const LANGUAGE_WORDS: Record<string, string> = { en: "English", hi: "हिन्दी" };
