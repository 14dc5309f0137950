// The shop's WhatsApp number (issue 44): its ids in Meta's WhatsApp Manager, read when deploying.
// No secret; none set, no WhatsApp (the token's secret is empty then too). docs/whatsapp.md.
export function whatsappNumber(): Record<string, string> {
  const phoneNumberId = process.env.WHATSAPP_PHONE_NUMBER_ID?.trim();
  if (!phoneNumberId) return {};
  return { WHATSAPP_PHONE_NUMBER_ID: phoneNumberId, WHATSAPP_BUSINESS_ACCOUNT_ID: process.env.WHATSAPP_BUSINESS_ACCOUNT_ID?.trim() ?? "" };
}
