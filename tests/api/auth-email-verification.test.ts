// An address is verified by a link e-mailed to it: since issue 41 the sign-up's own link does it;
// changing the address asks again, and an unverified account can ask for a link; she can shop
// meanwhile and is told (issue 23).
import { beforeAll, describe, expect, it } from "vitest";
import { requestEmailVerification } from "../../functions/accounts/email-verification.js";
import { hashPassword } from "../../functions/auth/password.js";
import { drainOutbox } from "../../functions/outbox/process-outbox.js";
import type { User } from "../../shared/schemas/user.js";
import { authHeader, uniqueEmail } from "../support/auth.js";
import { localMailbox, outboxDeps, type Mailbox } from "../support/mailbox.js";
import { signupToken } from "../support/signup.js";
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

/** Signed up as a shopper does: the form, then the e-mail's link. */
async function register(name: string) {
  const email = uniqueEmail(name.split(" ")[0]!.toLowerCase());
  expect((await send("POST", "/api/auth/register", { name, email, password: "Mehendi-Night-42" })).status).toBe(202);
  const response = await send("POST", "/api/auth/finish-signup", { token: await signupToken(shop, mailbox, email) });
  expect(response.status).toBe(201);
  const body = (await response.json()) as { token: string; user: User };
  return { ...body, email };
}

/** An account whose address is not verified yet (made before sign-ups went by e-mail), asked once, and signed in. */
async function unverified(name: string) {
  const email = uniqueEmail(name.split(" ")[0]!.toLowerCase());
  const record = await shop.repos.users.create({ name, email, passwordHash: await hashPassword("Mehendi-Night-42"), role: "user", emailVerified: false });
  await requestEmailVerification(shop.repos, record);
  const response = await send("POST", "/api/auth/login", { email, password: "Mehendi-Night-42" });
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
  it("takes a new shopper's sign-up link as the verification: she is not asked again", async () => {
    const nisha = await register("Nisha Rao");
    expect(nisha.user.emailVerified).toBe(true);
    expect(await linksTo(nisha.email)).toEqual([]);
    const resend = await send("POST", "/api/auth/resend-verification", undefined, nisha.token);
    expect(resend.status).toBe(409);
  });

  it("asks an unverified account by e-mail, and takes the link once", async () => {
    const asha = await unverified("Asha Rao");
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
    const kavya = await unverified("Kavya Menon");
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
    const ira = await unverified("Ira Das");
    for (const token of [`${ira.user._id}.${"A".repeat(43)}`, "nonsense", ""]) {
      const response = await send("POST", "/api/auth/verify-email", { token });
      expect(response.status).toBe(400);
    }
    expect((await me(ira.token)).emailVerified).toBe(false);
  });
});
