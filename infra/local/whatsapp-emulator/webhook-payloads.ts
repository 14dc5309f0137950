import type { WhatsAppCategory } from "@shared/whatsapp/templates.js";
import { ERROR_TITLES } from "./graph-errors.js";
import type { RegisteredTemplate, TemplateStatus } from "./template-registry.js";

// Webhook bodies shaped like Meta's: one envelope for the business account, with one change (a
// field and its value) per webhook. The messages field carries statuses of what the business sent
// and messages people sent to it; the template fields carry a template's review and category.

export interface BusinessPhone {
  businessAccountId: string;
  phoneNumberId: string;
  /** The business number as Meta shows it in metadata: digits with the country code. */
  displayPhoneNumber: string;
}

export type MessageStatus = "sent" | "delivered" | "read" | "failed";

export interface StatusError {
  code: number;
  title: string;
  details: string;
}

const ERROR_CODES_URL = "https://developers.facebook.com/docs/whatsapp/cloud-api/support/error-codes/";

const unixSeconds = (at: Date) => String(Math.floor(at.getTime() / 1000));

function envelope(business: BusinessPhone, field: string, value: Record<string, unknown>, time?: Date) {
  return {
    object: "whatsapp_business_account",
    entry: [{ id: business.businessAccountId, ...(time ? { time: Math.floor(time.getTime() / 1000) } : {}), changes: [{ value, field }] }],
  };
}

const metadata = (business: BusinessPhone) => ({ display_phone_number: business.displayPhoneNumber, phone_number_id: business.phoneNumberId });

export function statusError(code: number, details: string): StatusError {
  return { code, title: ERROR_TITLES[code] ?? "Unknown error", details };
}

export function statusPayload(
  business: BusinessPhone,
  status: { wamid: string; status: MessageStatus; at: Date; recipientId: string; category: WhatsAppCategory; error?: StatusError },
) {
  const entry: Record<string, unknown> = { id: status.wamid, status: status.status, timestamp: unixSeconds(status.at), recipient_id: status.recipientId };
  if (status.error) {
    entry.errors = [{ code: status.error.code, title: status.error.title, message: status.error.title, error_data: { details: status.error.details }, href: ERROR_CODES_URL }];
  } else {
    // Per-message pricing (since July 2025): each delivered template is billed by its category.
    entry.pricing = { billable: true, pricing_model: "PMP", type: "regular", category: status.category.toLowerCase() };
  }
  return envelope(business, "messages", { messaging_product: "whatsapp", metadata: metadata(business), statuses: [entry] });
}

export function inboundTextPayload(business: BusinessPhone, message: { wamid: string; from: string; name: string; text: string; at: Date }) {
  return envelope(business, "messages", {
    messaging_product: "whatsapp",
    metadata: metadata(business),
    contacts: [{ profile: { name: message.name }, wa_id: message.from }],
    messages: [{ from: message.from, id: message.wamid, timestamp: unixSeconds(message.at), type: "text", text: { body: message.text } }],
  });
}

const REASONS: Record<TemplateStatus, string> = { APPROVED: "NONE", PAUSED: "NONE", DISABLED: "NONE", REJECTED: "INVALID_FORMAT" };

export function templateStatusPayload(business: BusinessPhone, template: RegisteredTemplate, at: Date) {
  const value: Record<string, unknown> = {
    event: template.status,
    message_template_id: Number(template.id),
    message_template_name: template.name,
    message_template_language: template.language,
    reason: REASONS[template.status],
    message_template_category: template.category,
  };
  if (template.status === "PAUSED") {
    value.other_info = { title: "FIRST_PAUSE", description: `Your WhatsApp message template ${template.name} has been paused for 3 hours because of low quality.` };
  }
  if (template.status === "DISABLED") value.disable_info = { disable_date: unixSeconds(at) };
  return envelope(business, "message_template_status_update", value, at);
}

export function templateCategoryPayload(business: BusinessPhone, template: RegisteredTemplate & { previousCategory: WhatsAppCategory }, at: Date) {
  return envelope(
    business,
    "template_category_update",
    {
      message_template_id: Number(template.id),
      message_template_name: template.name,
      message_template_language: template.language,
      previous_category: template.previousCategory,
      new_category: template.category,
    },
    at,
  );
}
