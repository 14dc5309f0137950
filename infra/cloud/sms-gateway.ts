// The shop's SMS gateway account and DLT registration (issue 44), read when deploying: no secret
// (the key and token are: SmsApiKey, SmsApiToken). None set, no SMS; codes go by WhatsApp alone.
// The delivery reports come to the shop's own /api/webhooks/sms (functions/config.ts adds it).
const SMS_SETTINGS = ["SMS_API_URL", "SMS_ACCOUNT_SID", "SMS_SENDER_ID", "SMS_DLT_ENTITY_ID", "SMS_DLT_SIGN_IN_TEMPLATE_ID"] as const;

export function smsGatewaySettings(): Record<string, string> {
  if (!process.env.SMS_API_URL?.trim()) return {};
  return Object.fromEntries(SMS_SETTINGS.map((name) => [name, process.env[name]?.trim() ?? ""]));
}
