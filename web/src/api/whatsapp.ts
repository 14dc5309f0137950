// WhatsApp (issue 44). Her consent: the number, two separate choices and the words beside each box,
// as the server keeps them. The owner's templates with Meta's last word, and a test message. An
// order's messages for the back office.
import { api } from "./client.js";
import type { Answer } from "./contract.js";

/** Her choices as saved; `available` is false when the shop has no WhatsApp number (then nothing is shown). */
export type WhatsAppConsent = Answer<"/whatsapp/consent", "$get">["data"];

export interface WhatsAppConsentChange {
  /** Her 10-digit mobile, as typed (the server keeps its 10 digits). */
  phone: string;
  orderUpdates: boolean;
  offers: boolean;
  language?: "en" | "hi";
  /** Where she made the choice: her account, or the box at checkout. */
  channel?: "account" | "checkout";
}

export async function fetchWhatsAppConsent(signal?: AbortSignal): Promise<WhatsAppConsent> {
  return (await api.get<Answer<"/whatsapp/consent", "$get">>("/whatsapp/consent", undefined, signal)).data;
}

/** Saves her choices; the server answers with them and its sentence ("Your WhatsApp choices are saved."). */
export async function saveWhatsAppConsent(change: WhatsAppConsentChange): Promise<{ consent: WhatsAppConsent; message: string }> {
  const body = await api.put<Answer<"/whatsapp/consent", "$put">>("/whatsapp/consent", change);
  return { consent: body.data, message: body.message };
}

export type WhatsAppTemplates = Answer<"/whatsapp/templates", "$get">;
export type WhatsAppTemplateState = WhatsAppTemplates["data"][number];

/** The owner: every template in each language, with Meta's status; `set` is false until the shop's number is set up. */
export function fetchWhatsAppTemplates(signal?: AbortSignal): Promise<WhatsAppTemplates> {
  return api.get<WhatsAppTemplates>("/whatsapp/templates", undefined, signal);
}

/** The owner: one template, filled with sample words, to her own number; the server's sentence back. */
export async function sendWhatsAppTest(name: string, phone: string, language: "en" | "hi"): Promise<string> {
  return (await api.post<Answer<"/whatsapp/templates/:name/test", "$post">>(`/whatsapp/templates/${encodeURIComponent(name)}/test`, { phone, language })).message;
}

export type OrderWhatsAppMessage = Answer<"/whatsapp/orders/:id/messages", "$get">["data"][number];

/** The back office: every WhatsApp message about one order, with its statuses. */
export async function fetchOrderWhatsAppMessages(orderId: string, signal?: AbortSignal): Promise<OrderWhatsAppMessage[]> {
  return (await api.get<Answer<"/whatsapp/orders/:id/messages", "$get">>(`/whatsapp/orders/${encodeURIComponent(orderId)}/messages`, undefined, signal)).data;
}
