import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { smsGateway, SmsGatewayBusy, SmsGatewayRefused, type SmsConfig } from "../../functions/sms/sms-gateway.js";
import { signInCodeSms } from "../../shared/sms/sign-in-code-sms.js";
import { startSmsEmulator, type SmsEmulator } from "../../infra/local/sms-emulator/index.js";

// The SMS emulator's contract over real HTTP, as the shop meets it through its own client
// (functions/sms/sms-gateway.ts): the send and its answer, the gateway's refusals, DLT's verdict
// by status callback, the callbacks' misbehaviour on demand, and the inbox page a person reads.

const ACCOUNT = {
  accountSid: "rangreztest1",
  apiKey: "test-sms-api-key",
  apiToken: "test-sms-api-token",
  senderId: "RNGREZ",
  dltEntityId: "1101000000000000042",
  signInTemplateId: "1107000000000000042",
};
const ASHA = "9812345678";
/** Statuses 5 ms apart and callback retries after 20 ms and 40 ms, so the file runs in seconds. */
const QUICK = { statusDelayMs: 5, lateByMs: 1_000, retryDelayMs: 20 };
const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

interface Received {
  path: string;
  contentType: string | undefined;
  form: Record<string, string>;
}

/** The shop's side of the status callbacks: answers POSTs with the statuses given (in turn, then 200). */
async function startReceiver() {
  const received: Received[] = [];
  const answers: number[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString("utf8")));
      received.push({ path: request.url ?? "", contentType: request.headers["content-type"], form });
      response.writeHead(answers.shift() ?? 200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/webhooks/sms`,
    received,
    answers,
    /** The reports about one message, in the order they came: "status DetailedStatus". */
    statusesOf: (sid: string) => received.filter((report) => report.form.SmsSid === sid).map(({ form }) => `${form.Status} ${form.DetailedStatus}`),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let emulator: SmsEmulator;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let config: SmsConfig;

const auth = `Basic ${Buffer.from(`${ACCOUNT.apiKey}:${ACCOUNT.apiToken}`).toString("base64")}`;

/** A send made by hand, for what the shop's client never sends. */
async function rawSend(fields: Record<string, string>, authorization: string | null = auth) {
  const response = await fetch(`${emulator.url}/v1/Accounts/${ACCOUNT.accountSid}/Sms/send`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...(authorization ? { authorization } : {}) },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: response.status, body: (await response.json()) as { SMSMessage?: Record<string, unknown>; RestException?: { Status: number; Message: string } } };
}

const goodFields = (overrides: Record<string, string> = {}) => ({
  From: ACCOUNT.senderId,
  To: `+91${ASHA}`,
  Body: signInCodeSms("482913"),
  DltEntityId: ACCOUNT.dltEntityId,
  DltTemplateId: ACCOUNT.signInTemplateId,
  SmsType: "transactional",
  StatusCallback: receiver.url,
  CustomField: "by-hand",
  ...overrides,
});

async function lookUp(sid: string) {
  const response = await fetch(`${emulator.url}/v1/Accounts/${ACCOUNT.accountSid}/SMS/Messages/${sid}`, { headers: { authorization: auth } });
  return { status: response.status, body: (await response.json()) as { SMSMessage?: Record<string, unknown>; RestException?: { Status: number; Message: string } } };
}

const control = (path: string, body?: unknown) =>
  fetch(`${emulator.controlUrl}${path}`, body === undefined ? {} : { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

const signIn = (reference = "sign-in-1", code = "482913", to = ASHA) => smsGateway(config).sendSignInCode({ to, code, reference });

beforeAll(async () => {
  receiver = await startReceiver();
  emulator = await startSmsEmulator({ port: 0, ...ACCOUNT, timing: QUICK });
  config = { apiUrl: emulator.url, ...ACCOUNT, statusCallbackUrl: receiver.url };
});

afterEach(async () => {
  await emulator.waitForCallbacks();
  emulator.reset();
  emulator.setStatusCallbackUrl(undefined);
  receiver.received.length = 0;
  receiver.answers.length = 0;
});

afterAll(async () => {
  await emulator?.stop();
  await receiver?.close();
});

describe("a good send", () => {
  it("is taken, then sent and delivered, each reported to the StatusCallback with its SmsSid and our reference", async () => {
    const { sid } = await signIn("sign-in-7");
    expect(sid).toMatch(/^[0-9a-f]{32}$/);
    await emulator.waitForCallbacks();

    expect(receiver.statusesOf(sid)).toEqual(["sent DELIVERED_TO_OPERATOR", "delivered DELIVERED_TO_HANDSET"]);
    const delivered = receiver.received.at(-1);
    expect(delivered?.path).toBe("/api/webhooks/sms");
    expect(delivered?.contentType).toBe("application/x-www-form-urlencoded");
    expect(delivered?.form).toEqual({
      SmsSid: sid,
      To: `+91${ASHA}`,
      Status: "delivered",
      DetailedStatus: "DELIVERED_TO_HANDSET",
      DetailedStatusCode: "20005",
      DateSent: expect.stringMatching(DATE_TIME),
      CustomField: "sign-in-7",
    });

    const { status, body } = await lookUp(sid);
    expect(status).toBe(200);
    expect(body.SMSMessage).toMatchObject({
      Sid: sid,
      AccountSid: ACCOUNT.accountSid,
      From: "RNGREZ",
      To: `+91${ASHA}`,
      Body: signInCodeSms("482913"),
      Status: "delivered",
      DateCreated: expect.stringMatching(DATE_TIME),
      Uri: `/v1/Accounts/${ACCOUNT.accountSid}/SMS/Messages/${sid}`,
    });

    const listed = (await (await control(`/messages?to=${ASHA}`)).json()) as Array<Record<string, unknown>>;
    expect(listed).toEqual([expect.objectContaining({ sid, to: ASHA, body: signInCodeSms("482913"), status: "delivered", createdAt: expect.any(String) })]);
    expect(emulator.messages(`+91 ${ASHA}`).map((message) => message.sid)).toEqual([sid]);
  });

  it("answers the send itself with the message queued, as the gateway does", async () => {
    const { status, body } = await rawSend(goodFields());
    expect(status).toBe(200);
    expect(body.SMSMessage).toMatchObject({ AccountSid: ACCOUNT.accountSid, From: "RNGREZ", To: `+91${ASHA}`, Status: "queued", DateCreated: expect.stringMatching(DATE_TIME) });
    expect(String(body.SMSMessage?.Uri)).toBe(`/v1/Accounts/${ACCOUNT.accountSid}/SMS/Messages/${String(body.SMSMessage?.Sid)}`);
  });

  it("reports to the emulator's own callback address when the send names none", async () => {
    emulator.setStatusCallbackUrl(`${receiver.url}?default`);
    const { sid } = await smsGateway({ ...config, statusCallbackUrl: undefined }).sendSignInCode({ to: ASHA, code: "111111", reference: "r" });
    await emulator.waitForCallbacks();
    expect(receiver.statusesOf(sid)).toHaveLength(2);
    expect(receiver.received.every((report) => report.path === "/api/webhooks/sms?default")).toBe(true);
  });
});

describe("DLT scrubbing, reported by callback after the gateway took the send", () => {
  it("fails a text that is not the registered template's with 23082", async () => {
    const tampered = await rawSend(goodFields({ Body: `${signInCodeSms("482913")} Visit rangrez.in` }));
    expect(tampered.status).toBe(200);
    const sid = String(tampered.body.SMSMessage?.Sid);
    await emulator.waitForCallbacks();
    expect(receiver.statusesOf(sid)).toEqual(["failed FAILED_DLT_TEMPLATE"]);
    expect(receiver.received.at(-1)?.form).toMatchObject({ DetailedStatusCode: "23082", CustomField: "by-hand" });
    expect((await lookUp(sid)).body.SMSMessage).toMatchObject({ Status: "failed", DetailedStatus: "FAILED_DLT_TEMPLATE", DetailedStatusCode: 23082 });
  });

  it("fails the shop's own text when DLT has another wording registered: the constant changed without registering it again", async () => {
    const registeredBefore = await startSmsEmulator({
      ...ACCOUNT,
      timing: QUICK,
      signInTemplateText: "{#var#} is your Rangrez login OTP. Valid for 5 minutes. - Rangrez",
    });
    try {
      const { sid } = await smsGateway({ ...config, apiUrl: registeredBefore.url }).sendSignInCode({ to: ASHA, code: "482913", reference: "r" });
      await registeredBefore.waitForCallbacks();
      expect(receiver.statusesOf(sid)).toEqual(["failed FAILED_DLT_TEMPLATE"]);
    } finally {
      await registeredBefore.stop();
    }
  });

  it("fails a wrong entity id with 23081, a wrong sender id with 23072 and an unknown template id with 23082", async () => {
    const cases: Array<[Partial<SmsConfig>, string]> = [
      [{ dltEntityId: "1101000000000000999" }, "failed FAILED_DLT_ENTITY 23081"],
      [{ senderId: "RANGRZ" }, "failed FAILED_INVALID_SENDER 23072"],
      [{ signInTemplateId: "1107000000000000999" }, "failed FAILED_DLT_TEMPLATE 23082"],
    ];
    for (const [wrong, expected] of cases) {
      const { sid } = await smsGateway({ ...config, ...wrong }).sendSignInCode({ to: ASHA, code: "482913", reference: "r" });
      await emulator.waitForCallbacks();
      const report = receiver.received.find((received) => received.form.SmsSid === sid)?.form;
      expect(`${report?.Status} ${report?.DetailedStatus} ${report?.DetailedStatusCode}`).toBe(expected);
    }
  });

  it("fails a well-formed number that is no Indian mobile with 23010", async () => {
    const { sid } = await signIn("r", "482913", "1234567890");
    await emulator.waitForCallbacks();
    expect(receiver.statusesOf(sid)).toEqual(["failed FAILED_INVALID_NUMBER"]);
  });
});

describe("the gateway's refusals, sorted by the shop's client", () => {
  it("answers wrong credentials, or another account's sid, with 401: SmsGatewayRefused", async () => {
    for (const wrong of [{ apiToken: "not-the-token" }, { apiKey: "not-the-key" }, { accountSid: "someoneelse1" }]) {
      const refused = await smsGateway({ ...config, ...wrong })
        .sendSignInCode({ to: ASHA, code: "482913", reference: "r" })
        .catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(SmsGatewayRefused);
      expect((refused as SmsGatewayRefused).status).toBe(401);
    }
    const anonymous = await rawSend(goodFields(), null);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.RestException).toMatchObject({ Status: 401, Message: expect.stringContaining("Authentication") });
    expect(emulator.messages()).toEqual([]);
  });

  it("answers a missing To, or one that is no phone number, with 400 and its RestException", async () => {
    const fields: Record<string, string> = goodFields();
    delete fields.To;
    const missing = await rawSend(fields);
    expect(missing).toEqual({ status: 400, body: { RestException: { Status: 400, Message: "Missing parameter: To" } } });
    for (const name of ["From", "Body", "DltEntityId", "DltTemplateId"]) {
      expect((await rawSend(goodFields({ [name]: "" }))).body.RestException?.Message).toBe(`Missing parameter: ${name}`);
    }
    expect((await rawSend(goodFields({ SmsType: "flash" }))).status).toBe(400);
    expect((await rawSend(goodFields({ StatusCallback: "https://example.com/sms" }))).status).toBe(400);

    const refused = await signIn("r", "482913", "12345").catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(SmsGatewayRefused);
    expect(refused).toMatchObject({ status: 400, message: expect.stringContaining("To is not a phone number") });
    expect(emulator.messages()).toEqual([]);
  });

  it("answers 429 and 500 for the next send when told to, SmsGatewayBusy, and then sends again", async () => {
    for (const status of [429, 500]) {
      expect((await control("/next-send", { status })).status).toBe(200);
      const busy = await signIn().catch((error: unknown) => error);
      expect(busy).toBeInstanceOf(SmsGatewayBusy);
      expect((busy as SmsGatewayBusy).status).toBe(status);
      expect((await signIn()).sid).toMatch(/^[0-9a-f]{32}$/);
    }
    expect((await rawSend(goodFields())).status).toBe(200);
  });

  it("calls a gateway that does not answer busy too", async () => {
    const away = await smsGateway({ ...config, apiUrl: "http://127.0.0.1:1" })
      .sendSignInCode({ to: ASHA, code: "482913", reference: "r" })
      .catch((error: unknown) => error);
    expect(away).toBeInstanceOf(SmsGatewayBusy);
    expect((away as SmsGatewayBusy).status).toBeUndefined();
  });

  it("does not know a Sid it never gave: 404", async () => {
    expect(await lookUp("0".repeat(32))).toMatchObject({ status: 404, body: { RestException: { Status: 404 } } });
  });
});

describe("deliveries and callbacks on demand", () => {
  it("fails the next message with the code asked for (DND: failed-dnd), and delivers the one after", async () => {
    expect((await control("/next-delivery", { detailedStatusCode: 23005 })).status).toBe(200);
    const dnd = await signIn("first");
    const next = await signIn("second");
    await emulator.waitForCallbacks();
    expect(receiver.statusesOf(dnd.sid)).toEqual(["failed-dnd FAILED_DND"]);
    expect(receiver.received.find((report) => report.form.SmsSid === dnd.sid)?.form.DetailedStatusCode).toBe("23005");
    expect(receiver.statusesOf(next.sid)).toEqual(["sent DELIVERED_TO_OPERATOR", "delivered DELIVERED_TO_HANDSET"]);
    expect((await control("/next-delivery", { detailedStatusCode: 12345 })).status).toBe(400);
  });

  it("reports each status twice when asked", async () => {
    await control("/callbacks", { mode: "twice" });
    const { sid } = await signIn();
    await emulator.waitForCallbacks();
    expect(receiver.statusesOf(sid)).toEqual([
      "sent DELIVERED_TO_OPERATOR",
      "sent DELIVERED_TO_OPERATOR",
      "delivered DELIVERED_TO_HANDSET",
      "delivered DELIVERED_TO_HANDSET",
    ]);
  });

  it("reports in reverse when asked: delivered before sent", async () => {
    await control("/callbacks", { mode: "reversed" });
    const { sid } = await signIn();
    await emulator.waitForCallbacks();
    expect(receiver.statusesOf(sid)).toEqual(["delivered DELIVERED_TO_HANDSET", "sent DELIVERED_TO_OPERATOR"]);
  });

  it("reports late when asked: the message is delivered long before the shop hears of it", async () => {
    await control("/callbacks", { mode: "late", lateByMs: 1_500 });
    const { sid } = await signIn();
    for (let tries = 0; (await lookUp(sid)).body.SMSMessage?.Status !== "delivered"; tries += 1) {
      expect(tries).toBeLessThan(100);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(receiver.statusesOf(sid)).toEqual([]);
    await emulator.waitForCallbacks();
    expect(receiver.statusesOf(sid)).toEqual(["sent DELIVERED_TO_OPERATOR", "delivered DELIVERED_TO_HANDSET"]);
  });

  it("retries a report the shop did not take, at most twice", async () => {
    receiver.answers.push(500);
    const once = await signIn();
    await emulator.waitForCallbacks();
    // A retry runs on its own, so the delivered report may come before the sent one's second try.
    expect(receiver.statusesOf(once.sid).sort()).toEqual(["delivered DELIVERED_TO_HANDSET", "sent DELIVERED_TO_OPERATOR", "sent DELIVERED_TO_OPERATOR"]);

    receiver.received.length = 0;
    receiver.answers.push(503, 503, 503, 503, 503, 503);
    const never = await signIn();
    await emulator.waitForCallbacks();
    // Three tries of each report, then given up.
    expect(receiver.statusesOf(never.sid)).toHaveLength(6);
    const attempts = emulator.callbacks.filter((delivery) => delivery.sid === never.sid).map((delivery) => `${delivery.status}#${delivery.attempt}:${delivery.answer}`);
    expect(attempts.sort()).toEqual(["delivered#1:503", "delivered#2:503", "delivered#3:503", "sent#1:503", "sent#2:503", "sent#3:503"]);
  });

  it("forgets everything on reset", async () => {
    await control("/next-send", { status: 429 });
    await control("/callbacks", { mode: "twice" });
    expect((await control("/reset", {})).status).toBe(200);
    const { sid } = await signIn();
    await emulator.waitForCallbacks();
    expect(receiver.statusesOf(sid)).toHaveLength(2);
    await control("/reset", {});
    expect(await (await control("/messages")).json()).toEqual([]);
  });
});

describe("the inbox page", () => {
  it("lists each number's texts newest first, escaped, on a page made for a phone", async () => {
    const older = signInCodeSms("111111");
    const newer = signInCodeSms("222222");
    await signIn("r", "111111");
    await signIn("r", "222222");
    await rawSend(goodFields({ To: "+919876500000", Body: `<script>alert("x")</script> & <img src=x onerror=alert(1)>` }));
    await emulator.waitForCallbacks();

    const response = await fetch(emulator.inboxUrl);
    expect(response.headers.get("content-type")).toContain("text/html");
    const page = await response.text();
    expect(page).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(page).toContain("+91 98123 45678");
    expect(page.indexOf(newer)).toBeGreaterThan(-1);
    expect(page.indexOf(newer)).toBeLessThan(page.indexOf(older));
    // The number texted last comes first.
    expect(page.indexOf("+91 98765 00000")).toBeLessThan(page.indexOf("+91 98123 45678"));
    expect(page).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;img src=x onerror=alert(1)&gt;");
    expect(page).not.toContain("<img src=x");
    expect(page).not.toContain('<script>alert("x")');
    expect(page).toContain("FAILED_DLT_TEMPLATE (23082)");

    const one = await (await fetch(`${emulator.inboxUrl}?to=${ASHA}`)).text();
    expect(one).toContain(newer);
    expect(one).not.toContain("98765 00000");
  });
});
