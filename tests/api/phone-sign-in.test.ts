import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWhatsAppEmulator, type WhatsAppEmulator } from "../../infra/local/whatsapp-emulator/index.js";
import { startSmsEmulator, type SmsEmulator } from "../../infra/local/sms-emulator/index.js";
import { signInCodeRepository } from "../../functions/data/sign-in-codes.js";
import { drainOutbox, type OutboxDeps } from "../../functions/outbox/process-outbox.js";
import { CODE_EXPIRED, CODE_ON_ITS_WAY, CODE_SPENT, NUMBER_TAKEN, STAFF_USE_PASSWORD, waitBeforeResend, wrongCode } from "../../shared/schemas/phone-sign-in.js";
import { NEW_NUMBER, SIGN_UP_PASS_INVALID } from "../../shared/schemas/phone-sign-up.js";
import { ALREADY_HAS_PASSWORD, passwordAdded } from "../../functions/accounts/add-password.js";
import { NO_PASSWORD_TO_CHANGE } from "../../functions/accounts/change-password.js";
import { EMAIL_HELD_ELSEWHERE } from "../../functions/accounts/email-verification.js";
import { ONLY_WAY_IN } from "../../functions/accounts/phone-sign-in/link-phone.js";
import { localMailbox, outboxDeps, type Mailbox } from "../support/mailbox.js";
import { paymentShop } from "../support/payment-harness.js";
import { scanTable } from "../support/table-audit.js";

// Signing in with a one-time code (issue 44), through the real routes and outbox against DynamoDB
// Local and the WhatsApp emulator: a number is verified on an account, then signs it in; the
// answers are the same for a number with an account and one without; three tries per code, five
// minutes, a resend only after 30 s, a right code spent once however many present it at once.

const SMS = { accountSid: "signinsuite1", apiKey: "sign-in-sms-key", apiToken: "sign-in-sms-token", senderId: "RNGREZ", dltEntityId: "1101000000000000042", signInTemplateId: "1107000000000000042" };
const ACCOUNT = { accessToken: "EAA-sign-in-token", appSecret: "sign-in-app-secret", phoneNumberId: "109000000000002", businessAccountId: "102000000000002", verifyToken: "sign-in-verify" };
const json = { "content-type": "application/json" };

let whatsapp: WhatsAppEmulator;
let sms: SmsEmulator;
let shop: Awaited<ReturnType<typeof paymentShop>>;
let outbox: OutboxDeps;
let mailbox: Mailbox;
/** Moves the shop's clock on (codes expire, resend gaps pass) without waiting. */
let clockAheadMs = 0;
let numbers = 0;

beforeAll(async () => {
  whatsapp = await startWhatsAppEmulator(ACCOUNT);
  sms = await startSmsEmulator({ ...SMS, timing: { statusDelayMs: 20, retryDelayMs: 50 } });
  shop = await paymentShop({
    now: () => new Date(Date.now() + clockAheadMs),
    env: {
      WHATSAPP_API_URL: whatsapp.url,
      WHATSAPP_PHONE_NUMBER_ID: ACCOUNT.phoneNumberId,
      WHATSAPP_BUSINESS_ACCOUNT_ID: ACCOUNT.businessAccountId,
      WHATSAPP_ACCESS_TOKEN: ACCOUNT.accessToken,
      WHATSAPP_APP_SECRET: ACCOUNT.appSecret,
      WHATSAPP_VERIFY_TOKEN: ACCOUNT.verifyToken,
      SMS_API_URL: sms.url,
      SMS_ACCOUNT_SID: SMS.accountSid,
      SMS_API_KEY: SMS.apiKey,
      SMS_API_TOKEN: SMS.apiToken,
      SMS_SENDER_ID: SMS.senderId,
      SMS_DLT_ENTITY_ID: SMS.dltEntityId,
      SMS_DLT_SIGN_IN_TEMPLATE_ID: SMS.signInTemplateId,
    },
  });
  whatsapp.setWebhookUrl(`${shop.baseUrl}/api/webhooks/whatsapp`);
  sms.setStatusCallbackUrl(`${shop.baseUrl}/api/webhooks/sms`);
  mailbox = await localMailbox();
  outbox = outboxDeps(shop, mailbox);
});
afterAll(async () => {
  await whatsapp.stop();
  await sms.stop();
});

const newNumber = () => `97${String(10_000_000 + ++numbers * 7_331 + Math.floor(Math.random() * 1000)).slice(-8)}`;

/** The latest code WhatsApp carried to this number, read from its copy-code button. */
function lastCodeTo(phone: string): string | undefined {
  const sent = whatsapp.messages(`91${phone}`).filter((message) => message.template.name === "sign_in_code");
  return sent.at(-1)?.button?.copyCode;
}

/** The latest code a text carried to this number (the DLT template's text starts with it). */
function lastTextedCodeTo(phone: string): string | undefined {
  return /^(\d{6}) /.exec(sms.messages(phone).at(-1)?.body ?? "")?.[1];
}

async function askCode(phone: string, headers: Record<string, string> = json, path = "/api/auth/phone/code", channel?: "sms") {
  const response = await shop.call("POST", path, headers, { phone, ...(channel && { channel }) });
  return { status: response.status, body: (await response.json()) as { success: boolean; message?: string; error?: string; resendAfterSeconds?: number }, retryAfter: response.headers.get("retry-after") };
}

async function present(phone: string, code: string, headers: Record<string, string> = json, path = "/api/auth/phone/verify") {
  const response = await shop.call("POST", path, headers, { phone, code });
  return { status: response.status, body: (await response.json()) as { success: boolean; message?: string; error?: string; token?: string; newNumber?: true; signUpPass?: string; user?: { email: string; signInPhone?: string } } };
}

/** A right code for a new number: the pass it gives. */
async function passFor(phone: string): Promise<string> {
  await askCode(phone);
  await drainOutbox(outbox);
  const answer = await present(phone, lastCodeTo(phone)!);
  expect(answer.body.newNumber).toBe(true);
  clockAheadMs += 31_000;
  return answer.body.signUpPass!;
}

async function signUp(body: Record<string, unknown>) {
  const response = await shop.call("POST", "/api/auth/phone/sign-up", json, body);
  return { status: response.status, body: (await response.json()) as { success: boolean; error?: string; token?: string; user?: { _id: string; email: string; signInPhone?: string; phoneAccount?: boolean } } };
}

/** A shopper whose number is verified on her account, the way the profile does it. */
async function shopperSigningInBy(phone: string) {
  const shopper = await shop.shopper("Lakshmi Menon");
  expect((await askCode(phone, shopper.headers, "/api/auth/phone/link/code")).status).toBe(202);
  await drainOutbox(outbox);
  const linked = await present(phone, lastCodeTo(phone)!, shopper.headers, "/api/auth/phone/link");
  expect(linked.status).toBe(200);
  expect(linked.body.user?.signInPhone).toBe(phone);
  clockAheadMs += 31_000;
  return shopper;
}

describe("signing in with a code sent to a mobile", () => {
  it("verifies her number on the account, then signs her in with a code WhatsApp carries", async () => {
    const phone = newNumber();
    const shopper = await shopperSigningInBy(phone);

    const asked = await askCode(`+91 ${phone.slice(0, 5)} ${phone.slice(5)}`);
    expect(asked).toMatchObject({ status: 202, body: { success: true, message: CODE_ON_ITS_WAY, resendAfterSeconds: 30 } });
    await drainOutbox(outbox);
    const message = whatsapp.messages(`91${phone}`).at(-1)!;
    expect(message.category).toBe("AUTHENTICATION");
    const code = lastCodeTo(phone)!;
    expect(code).toMatch(/^\d{6}$/);
    expect(message.text).toContain(code);

    const signedIn = await present(phone, code);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user?.email).toBe(shopper.user.email);
    const me = await shop.call("GET", "/api/auth/me", { authorization: `Bearer ${signedIn.body.token}` });
    expect(((await me.json()) as { data: { email: string } }).data.email).toBe(shopper.user.email);
    // Spent: the same code again is no use.
    expect(await present(phone, code)).toMatchObject({ status: 400, body: { error: CODE_EXPIRED } });
    // Kept only as a keyed hash: the code itself is nowhere in the table.
    expect(JSON.stringify(await scanTable(shop.repos.db.doc, shop.repos.db.tableName))).not.toContain(`"${code}"`);
  });

  it("answers a number with no account exactly as one with an account, and calls a guess wrong the same way", async () => {
    const known = newNumber();
    await shopperSigningInBy(known);
    const unknown = newNumber();
    const [forKnown, forUnknown] = await Promise.all([askCode(known), askCode(unknown)]);
    expect(forUnknown).toEqual(forKnown);
    await drainOutbox(outbox);
    // Both get a code (the new number signs up with it): only the numbers' holders see them.
    expect(lastCodeTo(unknown)).toMatch(/^\d{6}$/);
    const wrongForKnown = lastCodeTo(known) === "000000" ? "111111" : "000000";
    expect(await present(unknown, "000000")).toEqual(await present(known, wrongForKnown));
    expect((await present(unknown, "000000")).body.error).toBe(wrongCode(1));
  });

  it("allows three tries per code: two wrong say how many are left, the third spends it, and then even the right code fails", async () => {
    const phone = newNumber();
    await shopperSigningInBy(phone);
    await askCode(phone);
    await drainOutbox(outbox);
    const code = lastCodeTo(phone)!;
    const wrong = code === "123456" ? "654321" : "123456";
    expect(await present(phone, wrong)).toMatchObject({ status: 400, body: { error: wrongCode(2) } });
    expect(await present(phone, wrong)).toMatchObject({ status: 400, body: { error: wrongCode(1) } });
    expect(await present(phone, wrong)).toMatchObject({ status: 400, body: { error: CODE_SPENT } });
    expect(await present(phone, code)).toMatchObject({ status: 400, body: { error: CODE_SPENT } });
  });

  it("takes three guesses sent at once as three: ten parallel guesses get no more than three tries", async () => {
    const phone = newNumber();
    await shopperSigningInBy(phone);
    await askCode(phone);
    await drainOutbox(outbox);
    const code = lastCodeTo(phone)!;
    const guesses = Array.from({ length: 10 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, "0"));
    const answers = await Promise.all(guesses.map((guess) => present(phone, guess)));
    expect(answers.every((answer) => answer.status === 400)).toBe(true);
    // Each guess past the third is refused before it is compared: at most three were told "not right".
    expect(answers.filter((answer) => answer.body.error?.startsWith("That code is not right")).length).toBeLessThanOrEqual(3);
    expect(answers.filter((answer) => answer.body.error === CODE_SPENT).length).toBeGreaterThanOrEqual(7);
    expect((await signInCodeRepository(shop.repos.db).get(phone))?.tries).toBe(3);
    expect(await present(phone, code)).toMatchObject({ status: 400, body: { error: CODE_SPENT } });
  });

  it("signs in once when the right code is presented five times at once", async () => {
    const phone = newNumber();
    await shopperSigningInBy(phone);
    await askCode(phone);
    await drainOutbox(outbox);
    const code = lastCodeTo(phone)!;
    const answers = await Promise.all(Array.from({ length: 5 }, () => present(phone, code)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400, 400, 400, 400]);
  });

  it("stops a code after five minutes", async () => {
    const phone = newNumber();
    await shopperSigningInBy(phone);
    await askCode(phone);
    await drainOutbox(outbox);
    const code = lastCodeTo(phone)!;
    clockAheadMs += 5 * 60_000 + 1_000;
    expect(await present(phone, code)).toMatchObject({ status: 400, body: { error: CODE_EXPIRED } });
  });

  it("sends another code only 30 s after the last, one for two asks at once, and the new one replaces the old", async () => {
    const phone = newNumber();
    await shopperSigningInBy(phone);
    const both = await Promise.all([askCode(phone), askCode(phone)]);
    expect(both.map((answer) => answer.status).sort()).toEqual([202, 429]);
    const refused = both.find((answer) => answer.status === 429)!;
    expect(refused.body.error).toMatch(/^Please wait \d+ seconds before asking for another code\.$/);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    await drainOutbox(outbox);
    const first = lastCodeTo(phone)!;
    clockAheadMs += 20_000;
    expect(await askCode(phone)).toMatchObject({ status: 429, body: { error: waitBeforeResend(10) } });
    clockAheadMs += 11_000;
    expect((await askCode(phone)).status).toBe(202);
    await drainOutbox(outbox);
    const second = lastCodeTo(phone)!;
    if (first !== second) expect(await present(phone, first)).toMatchObject({ status: 400, body: { error: wrongCode(2) } });
    expect((await present(phone, second)).status).toBe(200);
  });

  it("sends one number no more than five codes an hour", async () => {
    const phone = newNumber();
    const statuses: number[] = [];
    for (let ask = 0; ask < 6; ask += 1) {
      statuses.push((await askCode(phone)).status);
      clockAheadMs += 31_000;
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
  });

  it("says a number has no account only to whoever holds its code, and sends none to a closed-off account", async () => {
    const phone = newNumber();
    const shopper = await shopperSigningInBy(phone);
    await askCode(phone);
    await drainOutbox(outbox);
    const code = lastCodeTo(phone)!;
    // She lets the number go before using the code she was sent: the code now offers a new account.
    expect((await shop.call("DELETE", "/api/auth/phone/link", shopper.headers, {})).status).toBe(200);
    const answer = await present(phone, code);
    expect(answer).toMatchObject({ status: 200, body: { success: true, newNumber: true, message: NEW_NUMBER } });
    expect(answer.body.token).toBeUndefined();

    // A deactivated account's number gets no code at all.
    const other = newNumber();
    const gone = await shopperSigningInBy(other);
    await shop.repos.users.update(gone.user.id, { isActive: false });
    const before = whatsapp.messages(`91${other}`).length;
    expect((await askCode(other)).status).toBe(202);
    await drainOutbox(outbox);
    expect(whatsapp.messages(`91${other}`).length).toBe(before);

    const admin = await shop.admin();
    expect(await askCode(newNumber(), admin.headers, "/api/auth/phone/link/code")).toMatchObject({ status: 403, body: { error: STAFF_USE_PASSWORD } });
  });

  it("refuses a number another account signs in with, after its code, and frees a closed account's number", async () => {
    const phone = newNumber();
    const first = await shopperSigningInBy(phone);
    const other = await shop.shopper("Farah Khan");
    await askCode(phone, other.headers, "/api/auth/phone/link/code");
    await drainOutbox(outbox);
    expect(await present(phone, lastCodeTo(phone)!, other.headers, "/api/auth/phone/link")).toMatchObject({ status: 409, body: { error: NUMBER_TAKEN } });

    expect((await shop.call("DELETE", "/api/auth/account", first.headers, { password: "secret123" })).status).toBe(200);
    clockAheadMs += 31_000;
    await askCode(phone, other.headers, "/api/auth/phone/link/code");
    await drainOutbox(outbox);
    expect(await present(phone, lastCodeTo(phone)!, other.headers, "/api/auth/phone/link")).toMatchObject({ status: 200, body: { user: { signInPhone: phone } } });
  });

  it("texts the code by SMS when she asks, with the DLT ids, and records the gateway's reports however they come", async () => {
    const phone = newNumber();
    await shopperSigningInBy(phone);
    sms.setCallbackMode("reversed");
    try {
      expect((await askCode(phone, json, "/api/auth/phone/code", "sms")).status).toBe(202);
      await drainOutbox(outbox);
      const text = sms.messages(phone).at(-1)!;
      expect(text).toMatchObject({ from: SMS.senderId, dltEntityId: SMS.dltEntityId, dltTemplateId: SMS.signInTemplateId, smsType: "transactional" });
      await sms.waitForCallbacks();
      // Delivered arrived before sent: the code's record still says delivered.
      expect((await signInCodeRepository(shop.repos.db).get(phone))?.smsStatus).toBe("delivered");
      expect((await present(phone, lastTextedCodeTo(phone)!)).status).toBe(200);
    } finally {
      sms.setCallbackMode("normal");
    }
  });

  it("texts the code at once when WhatsApp is busy, and when WhatsApp refuses the number", async () => {
    const phone = newNumber();
    await shopperSigningInBy(phone);
    const texts = sms.messages(phone).length;
    whatsapp.updateSettings({ failNext: { status: 503, count: 1 } });
    try {
      await askCode(phone);
      await drainOutbox(outbox);
    } finally {
      whatsapp.resetSettings();
    }
    expect(sms.messages(phone).length).toBe(texts + 1);
    expect((await signInCodeRepository(shop.repos.db).get(phone))?.sentBy).toBe("sms");
    expect((await present(phone, lastTextedCodeTo(phone)!)).status).toBe(200);
  });

  it("refuses what a client can send wrong with a 400 naming it, and changes nothing", async () => {
    for (const body of [{}, { phone: "12345" }, { phone: "9876543210", channel: "pigeon" }, { phone: "9876543210", extra: 1 }]) {
      const response = await shop.call("POST", "/api/auth/phone/code", json, body);
      expect(response.status).toBe(400);
    }
    for (const body of [{ phone: "9876543210" }, { phone: "9876543210", code: "12345" }, { phone: "9876543210", code: "abcdef" }]) {
      expect((await shop.call("POST", "/api/auth/phone/verify", json, body)).status).toBe(400);
    }
    expect((await shop.call("POST", "/api/auth/phone/link/code", json, { phone: "9876543210" })).status).toBe(401);
  });
});

describe("signing up with a mobile alone (the guest's way in)", () => {
  it("makes one account without a password from a right code, her name and an e-mail, however often the pass is sent", async () => {
    const phone = newNumber();
    const pass = await passFor(phone);
    const someoneElse = await shop.shopper("Gauri Nair");
    // She gives an e-mail that an account already uses: it is for receipts only, so it is taken as typed.
    const details = { phone, pass, name: "Kiran Rao", email: someoneElse.user.email };
    const answers = await Promise.all(Array.from({ length: 5 }, () => signUp(details)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400, 400, 400, 400]);
    expect(answers.filter((answer) => answer.status === 400).every((answer) => answer.body.error === SIGN_UP_PASS_INVALID)).toBe(true);
    const made = answers.find((answer) => answer.status === 201)!.body;
    expect(made.user).toMatchObject({ email: someoneElse.user.email, signInPhone: phone, phoneAccount: true });

    const table = await scanTable(shop.repos.db.doc, shop.repos.db.tableName);
    const accounts = table.filter((item) => item.entity === "user" && item.signInPhone === phone);
    expect(accounts).toHaveLength(1);
    // The e-mail marker still names the account that owns the address, and her consent is kept.
    expect(table.find((item) => item.pk === `UNIQUE#EMAIL#${someoneElse.user.email}`)?.userId).toBe(someoneElse.user.id);
    expect(table.find((item) => item.pk === `USER#${made.user!._id}` && item.sk === "CONSENTS")).toBeDefined();
    // No pass is left, and no password signs in: the e-mail login does not know her.
    expect(table.filter((item) => item.pk === `PHONECODE#${phone}` && item.sk === "SIGNUP")).toEqual([]);
    const login = await shop.call("POST", "/api/auth/login", json, { email: someoneElse.user.email, password: "invited" });
    expect(login.status).toBe(401);

    // Her next code signs her in to the same account.
    await askCode(phone);
    await drainOutbox(outbox);
    const again = await present(phone, lastCodeTo(phone)!);
    expect(again).toMatchObject({ status: 200, body: { user: { signInPhone: phone } } });
    expect((again.body.user as { _id?: string })._id).toBe(made.user!._id);
  });

  it("refuses a pass for another number, a made-up one and an expired one, and a form with what is missing named", async () => {
    const phone = newNumber();
    const pass = await passFor(phone);
    expect(await signUp({ phone: newNumber(), pass, name: "Kiran Rao", email: "kiran@example.in" })).toMatchObject({ status: 400, body: { error: SIGN_UP_PASS_INVALID } });
    expect(await signUp({ phone, pass: "x".repeat(32), name: "Kiran Rao", email: "kiran@example.in" })).toMatchObject({ status: 400, body: { error: SIGN_UP_PASS_INVALID } });
    expect(await signUp({ phone, pass, email: "kiran@example.in" })).toMatchObject({ status: 400, body: { error: "Name is required" } });
    expect((await signUp({ phone, pass, name: "Kiran Rao", email: "not-an-email" })).status).toBe(400);
    clockAheadMs += 16 * 60_000;
    expect(await signUp({ phone, pass, name: "Kiran Rao", email: "kiran@example.in" })).toMatchObject({ status: 400, body: { error: SIGN_UP_PASS_INVALID } });
    const table = await scanTable(shop.repos.db.doc, shop.repos.db.tableName);
    expect(table.filter((item) => item.entity === "user" && item.signInPhone === phone)).toEqual([]);
  });

  it("closes an account made with a mobile by a code sent to it, and frees the number", async () => {
    const phone = newNumber();
    const made = await signUp({ phone, pass: await passFor(phone), name: "Kiran Rao", email: "kiran.close@example.in" });
    const headers = { ...json, authorization: `Bearer ${made.body.token}` };
    const close = (body: Record<string, unknown>) => shop.call("DELETE", "/api/auth/account", headers, body);
    expect(await (await close({ password: "anything" })).json()).toMatchObject({ success: false, error: "A code sent to your mobile is required to close your account" });
    await askCode(phone);
    await drainOutbox(outbox);
    const code = lastCodeTo(phone)!;
    expect((await close({ code: code === "000000" ? "111111" : "000000" })).status).toBe(400);
    expect((await close({ code })).status).toBe(200);
    const table = await scanTable(shop.repos.db.doc, shop.repos.db.tableName);
    expect(table.filter((item) => item.pk === `UNIQUE#PHONE#${phone}` || (item.entity === "user" && item.signInPhone === phone))).toEqual([]);
  });

  /** The verification links sent to `to`, oldest first, once the outbox has sent what is due. */
  const linksTo = async (to: string) => {
    await drainOutbox(outbox);
    return (await mailbox.emails())
      .filter((e) => e.destination.to.includes(to) && /^Verify your e-mail address/.test(e.subject))
      .map((e) => decodeURIComponent(/\/verify-email\?token=([^\s"<>&]+)/.exec(e.body.text ?? "")![1]!));
  };
  /** Opens each link sent to `to`: the statuses, newest link first (a newer request replaces an older link). */
  const openLinks = async (to: string) => {
    const statuses: number[] = [];
    for (const token of (await linksTo(to)).reverse()) statuses.push((await shop.call("POST", "/api/auth/verify-email", json, { token })).status);
    return statuses;
  };

  it("sends the link that makes her e-mail hers as she signs up: opened, registering with that e-mail later finds her account", async () => {
    const email = `meena.${numbers}.${Date.now()}@example.in`;
    const phone = newNumber();
    const made = await signUp({ phone, pass: await passFor(phone), name: "Meena Iyer", email });
    expect(await openLinks(email)).toEqual([200]);
    const table = await scanTable(shop.repos.db.doc, shop.repos.db.tableName);
    expect(table.find((item) => item.pk === `UNIQUE#EMAIL#${email}`)?.userId).toBe(made.body.user!._id);
    // Still no password: she is offered one (a password account is not: tests above).
    const me = (await (await shop.call("GET", "/api/auth/me", { authorization: `Bearer ${made.body.token}` })).json()) as { data: { phoneAccount?: true; noPassword?: true } };
    expect(me.data).toMatchObject({ noPassword: true });
    expect(me.data.phoneAccount).toBeUndefined();
    // Registering with it: the same answer as ever, and the e-mail tells her she has an account (a
    // reset gives it a password), instead of making a second one without her guest orders.
    expect((await shop.call("POST", "/api/auth/register", json, { name: "Meena Iyer", email, password: "Monsoon-Ikat-Weave-7" })).status).toBe(202);
    await drainOutbox(outbox);
    expect((await mailbox.emails()).filter((e) => e.destination.to.includes(email)).map((e) => e.subject)).toContain("Someone tried to sign up to Rangrez with your address");
    const accounts = (await scanTable(shop.repos.db.doc, shop.repos.db.tableName)).filter((item) => item.entity === "user" && item.email === email);
    expect(accounts.map((item) => item.id)).toEqual([made.body.user!._id]);
  });

  it("adds a password later; her e-mail signs in once its link is opened, and never takes another account's address", async () => {
    const email = `kiran.${numbers}.${Date.now()}@example.in`;
    const phone = newNumber();
    const made = await signUp({ phone, pass: await passFor(phone), name: "Kiran Rao", email });
    expect(made.body.user).toMatchObject({ phoneAccount: true, noPassword: true });
    const as = (token: string) => ({ ...json, authorization: `Bearer ${token}` });
    // Her only way in cannot be taken away; nothing to change yet; a weak password is refused.
    expect(await (await shop.call("DELETE", "/api/auth/phone/link", as(made.body.token!), {})).json()).toMatchObject({ success: false, error: ONLY_WAY_IN });
    expect(await (await shop.call("POST", "/api/auth/change-password", as(made.body.token!), { currentPassword: "x", newPassword: "Monsoon-Ikat-Weave-7" })).json()).toMatchObject({ error: NO_PASSWORD_TO_CHANGE });
    expect((await shop.call("POST", "/api/auth/add-password", as(made.body.token!), { newPassword: "password1" })).status).toBe(400);

    const [first, second] = await Promise.all(["Monsoon-Ikat-Weave-7", "Chanderi-Silk-Dusk-9"].map((newPassword) => shop.call("POST", "/api/auth/add-password", as(made.body.token!), { newPassword })));
    const answers = [(await first!.json()) as { message?: string; error?: string; token?: string }, (await second!.json()) as { message?: string; error?: string; token?: string }];
    expect([first!.status, second!.status].sort()).toEqual([200, 409]);
    expect(answers.map((a) => a.message ?? a.error).sort()).toEqual([ALREADY_HAS_PASSWORD, passwordAdded(email)].sort());
    const password = first!.status === 200 ? "Monsoon-Ikat-Weave-7" : "Chanderi-Silk-Dusk-9";
    // The e-mail is not a sign-in until its link is opened.
    expect((await shop.call("POST", "/api/auth/login", json, { email, password })).status).toBe(401);
    // One link: the one asked for as she signed up was replaced before its e-mail went, and the newest works.
    expect(await openLinks(email)).toEqual([200]);
    const login = await shop.call("POST", "/api/auth/login", json, { email, password });
    expect(login.status).toBe(200);
    const signedIn = ((await login.json()) as { user: { _id: string; noPassword?: true } }).user;
    expect(signedIn._id).toBe(made.body.user!._id);
    expect(signedIn.noPassword).toBeUndefined();
    const table = await scanTable(shop.repos.db.doc, shop.repos.db.tableName);
    expect(table.find((item) => item.pk === `UNIQUE#EMAIL#${email}`)?.userId).toBe(made.body.user!._id);
    expect(table.find((item) => item.pk === `USER#${made.body.user!._id}` && item.sk === "USER")?.phoneAccount).toBeUndefined();

    // Another guest gave an address an account already signs in with: her link cannot take it.
    const other = newNumber();
    const guest = await signUp({ phone: other, pass: await passFor(other), name: "Gauri Nair", email });
    expect((await shop.call("POST", "/api/auth/resend-verification", as(guest.body.token!), {})).status).toBe(200);
    const [theirs] = await linksTo(email).then((links) => links.slice(-1));
    expect(await (await shop.call("POST", "/api/auth/verify-email", json, { token: theirs })).json()).toMatchObject({ success: false, error: EMAIL_HELD_ELSEWHERE });
    const after = await scanTable(shop.repos.db.doc, shop.repos.db.tableName);
    expect(after.find((item) => item.pk === `UNIQUE#EMAIL#${email}`)?.userId).toBe(made.body.user!._id);
  });
});
