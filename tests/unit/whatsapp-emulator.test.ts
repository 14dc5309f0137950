import { createHmac } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { WHATSAPP_TEMPLATES } from "../../shared/whatsapp/templates.js";
import { startWhatsAppEmulator, type WhatsAppEmulator } from "../../infra/local/whatsapp-emulator/index.js";

// The WhatsApp emulator's contract over HTTP, as the shop's client and webhook meet it: Meta's
// send request and answer, its error envelope and codes, the signed webhooks that follow
// (statuses, failures, replies, template reviews) and the controls tests turn.

const ACCOUNT = {
  accessToken: "EAAtest-emulator-token",
  appSecret: "emulator-test-app-secret",
  phoneNumberId: "109876543210987",
  businessAccountId: "102345678901234",
  verifyToken: "emulator-verify-token",
};
const ASHA = "919812345678";

interface Received {
  method: string;
  url: string;
  rawBody: string;
  headers: Record<string, string | string[] | undefined>;
}

/** A webhook receiver: answers POSTs with the statuses given (in turn, then 200), and Meta's GET check as a shop would. */
async function startReceiver() {
  const received: Received[] = [];
  const answers: number[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({ method: request.method ?? "", url: request.url ?? "", rawBody: Buffer.concat(chunks).toString("utf8"), headers: request.headers });
      if (request.method === "GET") {
        const query = new URL(request.url ?? "/", "http://x").searchParams;
        const ok = query.get("hub.mode") === "subscribe" && query.get("hub.verify_token") === ACCOUNT.verifyToken;
        response.writeHead(ok ? 200 : 403).end(ok ? (query.get("hub.challenge") ?? "") : "");
        return;
      }
      response.writeHead(answers.shift() ?? 200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/webhooks/whatsapp`,
    received,
    answers,
    /** The POSTed webhooks' bodies, parsed. */
    posts: () => received.filter((r) => r.method === "POST").map((r) => JSON.parse(r.rawBody) as Webhook),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

interface Webhook {
  object: string;
  entry: Array<{ id: string; time?: number; changes: Array<{ field: string; value: Record<string, unknown> & { statuses?: Status[]; messages?: Inbound[] } }> }>;
}
interface Status {
  id: string;
  status: string;
  timestamp: string;
  recipient_id: string;
  errors?: Array<{ code: number; title: string; message: string; error_data: { details: string } }>;
  pricing?: { category: string };
}
interface Inbound {
  from: string;
  id: string;
  timestamp: string;
  type: string;
  text: { body: string };
}

let emulator: WhatsAppEmulator;
/** Statuses 5 ms apart, and webhook retries after 20 ms and 40 ms, so the file runs in seconds. */
const QUICK = { statusDelayMs: 5, webhookRetry: { attempts: 3, firstRetryDelayMs: 20 } };
let receiver: Awaited<ReturnType<typeof startReceiver>>;

interface GraphAnswer {
  status: number;
  body: {
    messaging_product?: string;
    contacts?: Array<{ input: string; wa_id: string }>;
    messages?: Array<{ id: string; message_status?: string }>;
    error?: { message: string; type: string; code: number; error_subcode?: number; error_data?: { messaging_product: string; details: string }; fbtrace_id: string };
  };
}

async function graph(path: string, init: RequestInit & { token?: string | null } = {}): Promise<GraphAnswer> {
  const headers = new Headers(init.headers);
  if (init.token !== null) headers.set("Authorization", `Bearer ${init.token ?? ACCOUNT.accessToken}`);
  if (init.body) headers.set("Content-Type", "application/json");
  const response = await fetch(`${emulator.url}${path}`, { ...init, headers });
  return { status: response.status, body: (await response.json()) as GraphAnswer["body"] };
}

/** Meta's template message, as the shop builds it. */
function templateMessage(name: string, parameters: string[], options: { to?: string; language?: string; button?: string } = {}) {
  const components: unknown[] = [{ type: "body", parameters: parameters.map((text) => ({ type: "text", text })) }];
  if (options.button !== undefined) components.push({ type: "button", sub_type: "url", index: "0", parameters: [{ type: "text", text: options.button }] });
  return {
    messaging_product: "whatsapp",
    recipient_type: "individual",
    to: options.to ?? ASHA,
    type: "template",
    template: { name, language: { code: options.language ?? "en" }, components },
  };
}

const send = (body: unknown, token?: string | null) => graph(`/v21.0/${ACCOUNT.phoneNumberId}/messages`, { method: "POST", body: JSON.stringify(body), token });
const orderConfirmed = (options: Parameters<typeof templateMessage>[2] = {}) =>
  templateMessage("order_confirmed", ["Asha", "RZ-1001", "₹2,499"], { button: "orders/RZ-1001", ...options });
const backInStock = (options: Parameters<typeof templateMessage>[2] = {}) =>
  templateMessage("back_in_stock", ["Asha", "Bandhani kurta", "M"], { button: "product/bandhani-kurta", ...options });

/** The statuses the receiver got for one message, in the order they came. */
const statusesOf = (wamid: string) =>
  receiver
    .posts()
    .flatMap((hook) => hook.entry[0]?.changes[0]?.value.statuses ?? [])
    .filter((status) => status.id === wamid);

beforeAll(async () => {
  receiver = await startReceiver();
  emulator = await startWhatsAppEmulator({ ...ACCOUNT, webhookUrl: receiver.url, buttonUrlBase: "http://localhost:3000" });
  emulator.updateSettings(QUICK);
});

afterEach(async () => {
  await emulator.waitForWebhooks();
  emulator.resetSettings();
  emulator.updateSettings(QUICK);
  receiver.received.length = 0;
  receiver.answers.length = 0;
});

afterAll(async () => {
  await emulator?.stop();
  await receiver?.close();
});

describe("sending a template message", () => {
  it("answers as Meta does and keeps the message, its text filled and its button's link made", async () => {
    const { status, body } = await send(orderConfirmed({ to: "+91 98123-45678", language: "hi" }));
    expect(status).toBe(200);
    expect(body.messaging_product).toBe("whatsapp");
    expect(body.contacts).toEqual([{ input: "+91 98123-45678", wa_id: ASHA }]);
    const id = body.messages?.[0]?.id ?? "";
    expect(id).toMatch(/^wamid\.[A-Za-z0-9+/=]{20,}$/);
    expect(body.messages?.[0]?.message_status).toBe("accepted");

    const kept = emulator.messages(ASHA).find((message) => message.id === id);
    expect(kept).toMatchObject({
      to: ASHA,
      template: { name: "order_confirmed", language: "hi", parameters: ["Asha", "RZ-1001", "₹2,499"], buttonParameter: "orders/RZ-1001" },
      text: "Hi Asha, thank you for your order RZ-1001 of ₹2,499. Your invoice and order details are on the order page.",
      button: { url: "http://localhost:3000/orders/RZ-1001" },
      category: "UTILITY",
    });
    // Any Graph API version answers, as Meta's does until a version is retired.
    expect((await graph(`/v19.0/${ACCOUNT.phoneNumberId}/messages`, { method: "POST", body: JSON.stringify(orderConfirmed()) })).status).toBe(200);
  });

  it("takes an authentication template's code in its button, as Meta documents", async () => {
    const message = templateMessage("sign_in_code", ["482913"], { button: "482913" });
    expect((await send(message)).status).toBe(200);
    expect(emulator.messages(ASHA).at(-1)?.text).toBe("482913 is your verification code. For your security, do not share this code.");
  });

  it("refuses a missing or wrong token with 401 and code 190, and another phone number id with 400, code 100", async () => {
    for (const token of [null, "EAAwrong"]) {
      const { status, body } = await send(orderConfirmed(), token);
      expect(status).toBe(401);
      expect(body.error).toMatchObject({ type: "OAuthException", code: 190 });
      expect(body.error?.fbtrace_id).toMatch(/^\w{10,}$/);
    }
    const other = await graph("/v21.0/100000000000009/messages", { method: "POST", body: JSON.stringify(orderConfirmed()) });
    expect(other.status).toBe(400);
    expect(other.body.error).toMatchObject({ type: "GraphMethodException", code: 100, error_subcode: 33 });
    expect(other.body.error?.message).toContain("Object with ID '100000000000009' does not exist");
  });

  it("refuses an unknown template, or one not in that language, with 404 and code 132001", async () => {
    for (const message of [templateMessage("order_confimed", ["Asha", "RZ-1", "₹1"]), orderConfirmed({ language: "en_US" })]) {
      const { status, body } = await send(message);
      expect(status).toBe(404);
      expect(body.error).toMatchObject({ code: 132001, message: "(#132001) Template name does not exist in the translation", error_data: { messaging_product: "whatsapp" } });
    }
    expect((await send(orderConfirmed({ language: "en_US" }))).body.error?.error_data?.details).toBe("template name (order_confirmed) does not exist in en_US");
  });

  it("refuses parameters that do not match the template with code 132000, and a missing button parameter with 131008", async () => {
    const tooFew = await send(templateMessage("order_confirmed", ["Asha", "RZ-1001"], { button: "orders/RZ-1001" }));
    expect(tooFew.status).toBe(400);
    expect(tooFew.body.error).toMatchObject({ code: 132000, error_data: { details: "body: number of localizable_params (2) does not match the expected number of params (3)" } });
    const noButton = await send(templateMessage("order_confirmed", ["Asha", "RZ-1001", "₹2,499"]));
    expect(noButton.status).toBe(400);
    expect(noButton.body.error?.code).toBe(131008);
    const noParameters = await send({ ...orderConfirmed(), template: { name: "order_delivered", language: { code: "en" } } });
    expect(noParameters.body.error?.code).toBe(132000);
  });

  it("refuses malformed bodies as the Graph API does: code 100, 131008, 131009", async () => {
    const before = emulator.messages().length;
    const cases: Array<[unknown, number]> = [
      [{ ...orderConfirmed(), messaging_product: undefined }, 100],
      [{ ...orderConfirmed(), to: undefined }, 100],
      // No type is a text message to Meta, whose body is then missing.
      [{ ...orderConfirmed(), type: undefined }, 100],
      [{ ...orderConfirmed(), template: undefined }, 131008],
      [{ ...orderConfirmed(), template: { name: "order_confirmed" } }, 131008],
      [{ ...orderConfirmed(), template: { name: "order_confirmed", language: { code: "en" }, components: "body" } }, 131009],
      // Meta refuses line breaks, tabs and long runs of spaces inside a parameter.
      [templateMessage("delivery_failed", ["Asha", "RZ-1001", "Address incomplete.\nNo landmark"], { button: "a/1" }), 100],
    ];
    for (const [body, code] of cases) {
      const answer = await send(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error?.code, JSON.stringify(body)).toBe(code);
    }
    const notJson = await graph(`/v21.0/${ACCOUNT.phoneNumberId}/messages`, { method: "POST", body: "to=919812345678" });
    expect(notJson.body.error?.code).toBe(100);
    expect(emulator.messages().length).toBe(before);
  });
});

describe("status webhooks", () => {
  it("arrive signed with the app secret over the raw body, sent then delivered then read, in Meta's envelope", async () => {
    const { body } = await send(orderConfirmed());
    const wamid = body.messages?.[0]?.id ?? "";
    await emulator.waitForWebhooks();
    const deliveries = receiver.received.filter((r) => r.method === "POST");
    expect(deliveries.length).toBe(3);
    for (const delivery of deliveries) {
      const expected = `sha256=${createHmac("sha256", ACCOUNT.appSecret).update(delivery.rawBody).digest("hex")}`;
      expect(delivery.headers["x-hub-signature-256"]).toBe(expected);
      expect(delivery.headers["content-type"]).toContain("application/json");
    }
    const hook = receiver.posts()[0] as Webhook;
    expect(hook.object).toBe("whatsapp_business_account");
    expect(hook.entry[0]?.id).toBe(ACCOUNT.businessAccountId);
    expect(hook.entry[0]?.changes[0]?.field).toBe("messages");
    expect(hook.entry[0]?.changes[0]?.value).toMatchObject({ messaging_product: "whatsapp", metadata: { phone_number_id: ACCOUNT.phoneNumberId } });
    const statuses = statusesOf(wamid);
    expect(statuses.map((s) => s.status)).toEqual(["sent", "delivered", "read"]);
    expect(statuses[0]).toMatchObject({ recipient_id: ASHA, pricing: { category: "utility" } });
    expect(statuses[0]?.timestamp).toMatch(/^\d{10}$/);
    expect(emulator.messages().find((m) => m.id === wamid)?.statuses.map((s) => s.status)).toEqual(["sent", "delivered", "read"]);
  });

  it("are written as Meta writes JSON, so only the raw body verifies: the signature of a re-serialised body does not", async () => {
    await emulator.reply(ASHA, "Kya yeh ₹ mein hai? / रंग");
    const delivery = receiver.received.find((r) => r.method === "POST");
    expect(delivery?.rawBody).toContain("\\u20b9");
    expect(delivery?.rawBody).toContain(" \\/ ");
    const reserialised = JSON.stringify(JSON.parse(delivery?.rawBody ?? "{}"));
    expect(`sha256=${createHmac("sha256", ACCOUNT.appSecret).update(reserialised).digest("hex")}`).not.toBe(delivery?.headers["x-hub-signature-256"]);
  });

  it("come twice each with duplicateStatuses, and out of order with shuffleStatuses", async () => {
    emulator.updateSettings({ duplicateStatuses: 2 });
    const twice = (await send(orderConfirmed())).body.messages?.[0]?.id ?? "";
    await emulator.waitForWebhooks();
    expect(statusesOf(twice).map((s) => s.status).sort()).toEqual(["delivered", "delivered", "read", "read", "sent", "sent"]);
    expect(emulator.messages().find((m) => m.id === twice)?.statuses).toHaveLength(3);

    emulator.updateSettings({ duplicateStatuses: 1, shuffleStatuses: true });
    const shuffled = (await send(orderConfirmed())).body.messages?.[0]?.id ?? "";
    await emulator.waitForWebhooks();
    const order = statusesOf(shuffled).map((s) => s.status);
    expect([...order].sort()).toEqual(["delivered", "read", "sent"]);
    expect(order).not.toEqual(["sent", "delivered", "read"]);
  });

  it("stop at delivered without read receipts", async () => {
    emulator.updateSettings({ readReceipts: false });
    const wamid = (await send(orderConfirmed())).body.messages?.[0]?.id ?? "";
    await emulator.waitForWebhooks();
    expect(statusesOf(wamid).map((s) => s.status)).toEqual(["sent", "delivered"]);
  });

  it("are retried with backoff while the shop does not answer 2xx, and given up after the last try", async () => {
    const before = emulator.deliveries.length;
    receiver.answers.push(500, 503);
    await emulator.reply(ASHA, "Retried");
    expect(emulator.deliveries.slice(before).map((d) => [d.attempt, d.status, d.ok])).toEqual([
      [1, 500, false],
      [2, 503, false],
      [3, 200, true],
    ]);
    receiver.answers.push(500, 500, 500);
    await emulator.reply(ASHA, "Given up");
    expect(emulator.deliveries.slice(before + 3).map((d) => [d.attempt, d.status])).toEqual([
      [1, 500],
      [2, 500],
      [3, 500],
    ]);
    // A status whose first try failed is retried on its own; the statuses after it go on meanwhile.
    receiver.answers.push(500);
    const wamid = (await send(orderConfirmed())).body.messages?.[0]?.id ?? "";
    await emulator.waitForWebhooks();
    const sent = emulator.deliveries.filter((d) => d.body.includes(wamid) && d.body.includes('"status":"sent"'));
    expect(sent.map((d) => [d.attempt, d.status])).toEqual([
      [1, 500],
      [2, 200],
    ]);
  });

  it("tell of a number that is not on WhatsApp with a failed status, code 131026, after a 200", async () => {
    emulator.updateSettings({ undeliverable: ["+91 90000 00001"] });
    for (const to of ["919000000001", "9812345678"]) {
      const answer = await send(orderConfirmed({ to }));
      expect(answer.status).toBe(200);
      await emulator.waitForWebhooks();
      const [failed, ...more] = statusesOf(answer.body.messages?.[0]?.id ?? "");
      expect(more).toEqual([]);
      expect(failed).toMatchObject({ status: "failed", errors: [{ code: 131026, title: "Message undeliverable" }] });
      expect(failed?.errors?.[0]?.error_data.details).toMatch(/Undeliverable/);
      expect(failed?.pricing).toBeUndefined();
    }
  });

  it("tell of a person at Meta's marketing limit with 131049 for marketing templates only", async () => {
    emulator.updateSettings({ marketingLimited: [ASHA] });
    const offer = (await send(backInStock())).body.messages?.[0]?.id ?? "";
    const update = (await send(orderConfirmed())).body.messages?.[0]?.id ?? "";
    await emulator.waitForWebhooks();
    expect(statusesOf(offer)).toEqual([expect.objectContaining({ status: "failed", errors: [expect.objectContaining({ code: 131049 })] })]);
    expect(statusesOf(update).map((s) => s.status)).toEqual(["sent", "delivered", "read"]);
    expect(emulator.messages().find((m) => m.id === offer)?.statuses).toEqual([expect.objectContaining({ status: "failed", error: expect.objectContaining({ code: 131049 }) })]);
  });
});

describe("throughput and outages", () => {
  it("answers 429 with code 130429 past messagesPerSecond, and sends again a second later", async () => {
    emulator.updateSettings({ messagesPerSecond: 2 });
    expect((await send(orderConfirmed())).status).toBe(200);
    expect((await send(orderConfirmed())).status).toBe(200);
    const limited = await send(orderConfirmed());
    expect(limited.status).toBe(429);
    expect(limited.body.error).toMatchObject({ code: 130429, message: "(#130429) Rate limit hit", type: "OAuthException" });
    await new Promise((resolve) => setTimeout(resolve, 1_050));
    expect((await send(orderConfirmed())).status).toBe(200);
  });

  it("fails the next calls as told (429, 500, 503), then works", async () => {
    emulator.updateSettings({ failNext: { status: 429, count: 2 } });
    const before = emulator.messages().length;
    expect((await send(orderConfirmed())).body.error?.code).toBe(130429);
    expect((await send(orderConfirmed())).status).toBe(429);
    expect((await send(orderConfirmed())).status).toBe(200);
    expect(emulator.messages().length).toBe(before + 1);
    emulator.updateSettings({ failNext: { status: 500, count: 1 } });
    expect(await send(orderConfirmed())).toMatchObject({ status: 500, body: { error: { code: 131000 } } });
    emulator.updateSettings({ failNext: { status: 503, count: 1 } });
    expect(await send(orderConfirmed())).toMatchObject({ status: 503, body: { error: { code: 2 } } });
    emulator.updateSettings({ failNext: { status: 429, code: 131056, count: 1 } });
    expect((await send(orderConfirmed())).body.error?.code).toBe(131056);
    expect(emulator.settings.failNext).toBeNull();
  });
});

describe("templates", () => {
  it("lists every template of shared/whatsapp/templates.ts once per language, page by page", async () => {
    const all: Array<Record<string, unknown>> = [];
    let path: string | undefined = `/v21.0/${ACCOUNT.businessAccountId}/message_templates?limit=7`;
    while (path) {
      const response = await fetch(`${emulator.url}${path}`, { headers: { Authorization: `Bearer ${ACCOUNT.accessToken}` } });
      const page = (await response.json()) as { data: Array<Record<string, unknown>>; paging: { cursors: { after: string }; next?: string } };
      expect(response.status).toBe(200);
      all.push(...page.data);
      path = page.paging.next ? new URL(page.paging.next).pathname + new URL(page.paging.next).search : undefined;
    }
    const expected = WHATSAPP_TEMPLATES.flatMap((t) => t.languages.map((language) => `${t.name}/${language}`));
    expect(all.map((t) => `${String(t.name)}/${String(t.language)}`)).toEqual(expected);
    expect(all[0]).toMatchObject({ status: "APPROVED", category: "UTILITY", id: expect.stringMatching(/^\d{15}$/) });
    expect(all[0]?.components).toEqual([
      expect.objectContaining({ type: "BODY", text: WHATSAPP_TEMPLATES[0].text }),
      { type: "BUTTONS", buttons: [expect.objectContaining({ type: "URL", url: "http://localhost:3000/{{1}}" })] },
    ]);
    const other = await graph("/v21.0/999/message_templates");
    expect(other.body.error).toMatchObject({ code: 100, error_subcode: 33 });
  });

  it("a paused or disabled template is refused (132015, 132016), a rejected one does not exist (132001), each change sent as a signed status-update webhook", async () => {
    await emulator.setTemplateStatus("order_shipped", "PAUSED");
    const shipped = (language: string) => templateMessage("order_shipped", ["Asha", "RZ-1001", "Delhivery", "1490823"], { button: "track/1490823", language });
    expect(await send(shipped("en"))).toMatchObject({ status: 400, body: { error: { code: 132015 } } });
    const updates = receiver.posts().filter((hook) => hook.entry[0]?.changes[0]?.field === "message_template_status_update");
    expect(updates.map((hook) => hook.entry[0]?.changes[0]?.value)).toEqual([
      expect.objectContaining({ event: "PAUSED", message_template_name: "order_shipped", message_template_language: "en", message_template_id: expect.any(Number) }),
      expect.objectContaining({ event: "PAUSED", message_template_name: "order_shipped", message_template_language: "hi" }),
    ]);
    expect(receiver.received.every((r) => r.headers["x-hub-signature-256"] === `sha256=${createHmac("sha256", ACCOUNT.appSecret).update(r.rawBody).digest("hex")}`)).toBe(true);

    await emulator.setTemplateStatus("order_shipped", "DISABLED", "hi");
    expect((await send(shipped("hi"))).body.error?.code).toBe(132016);
    await emulator.setTemplateStatus("order_shipped", "REJECTED");
    expect(await send(shipped("en"))).toMatchObject({ status: 404, body: { error: { code: 132001 } } });
    await emulator.setTemplateStatus("order_shipped", "APPROVED");
    expect((await send(shipped("en"))).status).toBe(200);
    await expect(emulator.setTemplateStatus("no_such_template", "PAUSED")).rejects.toThrow(/No template no_such_template/);
  });

  it("a new category comes as template_category_update, and marketing limits then apply to it", async () => {
    await emulator.setTemplateCategory("order_delivered", "MARKETING", "en");
    const [update] = receiver.posts();
    expect(update?.entry[0]?.changes[0]).toEqual({
      field: "template_category_update",
      value: expect.objectContaining({ message_template_name: "order_delivered", message_template_language: "en", previous_category: "UTILITY", new_category: "MARKETING" }),
    });
    emulator.updateSettings({ marketingLimited: [ASHA] });
    const wamid = (await send(templateMessage("order_delivered", ["Asha", "RZ-1001"], { button: "orders/RZ-1001" }))).body.messages?.[0]?.id ?? "";
    await emulator.waitForWebhooks();
    expect(statusesOf(wamid)[0]?.errors?.[0]?.code).toBe(131049);
    await emulator.setTemplateCategory("order_delivered", "UTILITY");
  });
});

describe("replies and the webhook's set-up", () => {
  it("a reply reaches the shop as a signed messages webhook, with the sender's name and text", async () => {
    await send(orderConfirmed({ to: "919811100022" }));
    await emulator.waitForWebhooks();
    receiver.received.length = 0;
    await emulator.reply("+91 98111 00022", "STOP");
    const [hook] = receiver.posts();
    const value = hook?.entry[0]?.changes[0]?.value;
    expect(hook?.entry[0]?.changes[0]?.field).toBe("messages");
    expect(value?.contacts).toEqual([{ profile: { name: "Asha" }, wa_id: "919811100022" }]);
    expect(value?.messages).toEqual([{ from: "919811100022", id: expect.stringMatching(/^wamid\./), timestamp: expect.stringMatching(/^\d{10}$/), type: "text", text: { body: "STOP" } }]);
    expect(receiver.received[0]?.headers["x-hub-signature-256"]).toBe(`sha256=${createHmac("sha256", ACCOUNT.appSecret).update(receiver.received[0]?.rawBody ?? "").digest("hex")}`);
    expect(emulator.inbound("919811100022").map((m) => m.text)).toEqual(["STOP"]);
  });

  it("checks the webhook URL as Meta does: the shop must echo hub.challenge for the verify token", async () => {
    const verification = await emulator.verifyWebhook();
    expect(verification.ok).toBe(true);
    const check = new URL(receiver.received[0]?.url ?? "/", "http://x").searchParams;
    expect(check.get("hub.mode")).toBe("subscribe");
    expect(check.get("hub.verify_token")).toBe(ACCOUNT.verifyToken);
    expect(verification.answer).toBe(check.get("hub.challenge"));
  });
});

describe("the control API and the phone page", () => {
  it("lists messages for a number, takes replies, changes templates and settings over HTTP", async () => {
    await send(orderConfirmed({ to: "919800000123" }));
    const control = (path: string, body?: unknown) =>
      fetch(`${emulator.controlUrl}${path}`, body === undefined ? {} : { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
    const listed = (await (await control("/messages?to=%2B919800000123")).json()) as { count: number; items: Array<{ to: string }> };
    expect(listed.count).toBe(1);
    expect(listed.items[0]?.to).toBe("919800000123");
    expect((await control("/reply", { from: "919800000123", text: "Thank you" })).status).toBe(200);
    expect(receiver.posts().some((hook) => hook.entry[0]?.changes[0]?.value.messages?.[0]?.text.body === "Thank you")).toBe(true);
    expect(await (await control("/templates/back_in_stock/status", { status: "PAUSED", language: "en" })).json()).toEqual({ changed: 1 });
    expect((await control("/templates/back_in_stock/status", { status: "APPROVED" })).status).toBe(200);
    expect((await control("/settings", { statusDelayMs: "soon" })).status).toBe(400);
    expect(await (await control("/settings", { undeliverable: ["+91 90000 00009"] })).json()).toMatchObject({ undeliverable: ["919000000009"] });
  });

  it("shows a number's chat with the shop's text escaped, its button, ticks, and a reply box that answers the shop", async () => {
    await send(templateMessage("delivery_failed", ["Asha", "RZ-<b>1</b>", "no one home"], { to: "919822200033", button: "answer/abc?x=1&y=2" }));
    await emulator.waitForWebhooks();
    const page = await (await fetch(`${emulator.url}/phone/919822200033`)).text();
    expect(page).toContain("RZ-&lt;b&gt;1&lt;/b&gt;");
    expect(page).toContain('href="http://localhost:3000/answer/abc?x=1&amp;y=2"');
    expect(page).toContain('aria-label="read"');
    expect(page).toContain('action="/phone/919822200033/reply"');
    const list = await (await fetch(`${emulator.url}/phone`)).text();
    expect(list).toContain('href="/phone/919822200033"');

    const answered = await fetch(`${emulator.url}/phone/919822200033/reply`, { method: "POST", body: new URLSearchParams({ text: "STOP" }), redirect: "manual" });
    expect(answered.status).toBe(303);
    expect(emulator.inbound("919822200033").map((m) => m.text)).toEqual(["STOP"]);
    expect(receiver.posts().at(-1)?.entry[0]?.changes[0]?.value.messages?.[0]).toMatchObject({ from: "919822200033", text: { body: "STOP" } });
  });
});
