// The emulator's gateway account and DLT registration when nothing else is configured: what
// `npm start` and the test stacks hand the shop as SMS_* (infra/local/stack.ts). DLT's entity and
// template ids are 19 digits (1101… and 1107…); these are not anyone's.

export const LOCAL_SMS = Object.freeze({
  accountSid: "rangrezlocal1",
  apiKey: "local-sms-api-key",
  apiToken: "local-sms-api-token",
  senderId: "RNGREZ",
  dltEntityId: "1101000000000000001",
  signInTemplateId: "1107000000000000001",
});
