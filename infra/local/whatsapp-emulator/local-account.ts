// The emulator's business account when nothing else is configured: what `npm start` and the test
// stacks hand the shop as WHATSAPP_* (infra/local/stack.ts). Meta's ids are digits; these are
// not anyone's.

export const LOCAL_WHATSAPP = Object.freeze({
  accessToken: "local-whatsapp-access-token",
  appSecret: "local-whatsapp-app-secret",
  phoneNumberId: "109000000000001",
  businessAccountId: "102000000000001",
  verifyToken: "local-whatsapp-verify-token",
});
