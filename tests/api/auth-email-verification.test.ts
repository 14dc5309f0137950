// A new shopper's address is verified by a link e-mailed to it; changing the address asks again;
// she can shop meanwhile and is told (issue 23).
import { beforeAll, describe, expect, it } from "vitest";
import { drainOutbox } from "../../functions/outbox/process-outbox.js";
import type { User } from "../../shared/schemas/user.js";
import { authHeader, uniqueEmail } from "../support/auth.js";
import { localMailbox, outboxDeps, type Mailbox } from "../support/mailbox.js";
import { testApp } from "../support/test-app.js";

type Shop = Awaited<ReturnType<typeof testApp>>;
let shop: Shop;
let mailbox: Mailbox;

const LINK_INVALID = { success: false, error: "This link is not valid or has expired. Ask for a new one from your profile." };

beforeAll(async () => {
  shop = await testApp();
  mailbox = await localMailbox();
});

const send = (method: string, path: string, body?: unknown, token?: string) =>
  shop.app.request(path, { method, headers: { "content-type": "application/json", ...(token ? authHeader(token) : {}) }, body: body === undefined ? undefined : JSON.stringify(body) });

async function register(name: string) {
  const email = uniqueEmail(name.split(" ")[0]!.toLowerCase());
  const response = await send("POST", "/api/auth/register", { name, email, password: "Mehendi-Night-42" });
  expect(response.status).toBe(201);
  const body = (await response.json()) as { token: string; user: User };
  return { ...body, email };
}

/** The verification links sent to `to` so far, oldest first, once the outbox has sent what is due. */
async function linksTo(to: string): Promise<string[]> {
  await drainOutbox(outboxDeps(shop, mailbox));
  return (await mailbox.emails())
    .filter((e) => e.destination.to.includes(to) && /^Verify your e-mail address/.test(e.subject))
    .map((e) => decodeURIComponent(/\/verify-email\?token=([^\s"<>&]+)/.exec(e.body.text ?? "")![1]!));
}

const me = async (token: string) => ((await (await send("GET", "/api/auth/me", undefined, token)).json()) as { data: User }).data;

describe("verifying an address", () => {
  it("asks a new shopper once, by e-mail, and takes the link once", async () => {
    const asha = await register("Asha Rao");
    expect(asha.user.emailVerified).toBe(false);
    const [token] = await linksTo(asha.email);
    expect(token).toBeDefined();
    const verified = await send("POST", "/api/auth/verify-email", { token });
    expect(verified.status).toBe(200);
    expect(await verified.json()).toEqual({ success: true, message: "Thank you: your e-mail address is verified." });
    expect((await me(asha.token)).emailVerified).toBe(true);
    const again = await send("POST", "/api/auth/verify-email", { token });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual(LINK_INVALID);
  });

  it("sends a new link on request, which replaces the old one; a verified address is not asked again", async () => {
    const kavya = await register("Kavya Menon");
    const [first] = await linksTo(kavya.email);
    const resent = await send("POST", "/api/auth/resend-verification", undefined, kavya.token);
    expect(resent.status).toBe(200);
    const second = (await linksTo(kavya.email))[1];
    expect(second).toBeDefined();
    expect((await send("POST", "/api/auth/verify-email", { token: first })).status).toBe(400);
    expect((await send("POST", "/api/auth/verify-email", { token: second })).status).toBe(200);
    const afterwards = await send("POST", "/api/auth/resend-verification", undefined, kavya.token);
    expect(afterwards.status).toBe(409);
    expect(await afterwards.json()).toEqual({ success: false, error: "Your e-mail address is already verified." });
  });

  it("asks again when she changes her address, by a link to the new one", async () => {
    const meera = await register("Meera Iyer");
    const [token] = await linksTo(meera.email);
    await send("POST", "/api/auth/verify-email", { token });
    const newEmail = uniqueEmail("meera.new");
    const changed = await send("PUT", "/api/auth/update-profile", { email: newEmail }, meera.token);
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as { data: User }).data.emailVerified).toBe(false);
    const [toNew] = await linksTo(newEmail);
    expect((await send("POST", "/api/auth/verify-email", { token: toNew })).status).toBe(200);
    expect((await me(meera.token)).emailVerified).toBe(true);
  });

  it("refuses made-up tokens with 400 and changes nothing", async () => {
    const ira = await register("Ira Das");
    for (const token of [`${ira.user._id}.${"A".repeat(43)}`, "nonsense", ""]) {
      const response = await send("POST", "/api/auth/verify-email", { token });
      expect(response.status).toBe(400);
    }
    expect((await me(ira.token)).emailVerified).toBe(false);
  });
});
