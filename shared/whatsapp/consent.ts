// WhatsApp consent as the shopper gives it (issue 44; DPDP Act 2023 section 6 and Meta's opt-in
// policy): two separate choices, never ticked for her, each kept with the words she agreed to, when
// and where; withdrawn in her account or by replying STOP, as easily as given.

export type WhatsAppPurpose = "orderUpdates" | "offers";
export type WhatsAppChannel = "checkout" | "account" | "whatsapp-reply";

/** The words beside each box, as the shop records them with her choice. */
export const WHATSAPP_WORDING: Record<WhatsAppPurpose, string> = {
  orderUpdates: "Send my order updates on WhatsApp (confirmation, shipping, delivery, returns). Reply STOP to stop.",
  offers: "Send me offers and back-in-stock alerts on WhatsApp. Reply STOP to stop.",
};

/** What a STOP reply withdraws, in the words the shop records. */
export const STOP_WORDING = "Replied STOP on WhatsApp";

/** Replies that stop every WhatsApp message from the shop (case and spaces aside). */
export const STOP_WORDS = new Set(["STOP", "STOP ALL", "UNSUBSCRIBE", "CANCEL", "END", "QUIT", "रुकें", "बंद"]);

export interface WhatsAppChoice {
  on: boolean;
  at: string;
  wording: string;
  channel: WhatsAppChannel;
}

/** The consent as the shopper reads it in her account. */
export interface WhatsAppConsentView {
  /** 10 digits, the number messages go to; null until she gives one. */
  phone: string | null;
  language: "en" | "hi";
  orderUpdates: boolean;
  offers: boolean;
  wording: Record<WhatsAppPurpose, string>;
}
