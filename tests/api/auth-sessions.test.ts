// Sessions that can be ended, passwords that can be changed and reset, and sign-in throttles that
// hold against parallel guesses (issue 23). Written as the shopper and as the attacker would try them.
import { beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../functions/auth/password.js";
import { sessionRepository } from "../../functions/data/sessions.js";
import { drainOutbox } from "../../functions/outbox/process-outbox.js";
import { VIEWER_ADDRESS_HEADER } from "../../shared/viewer-address.js";
import { authHeader, signIn, uniqueEmail, type SignedIn } from "../support/auth.js";
import { localMailbox, outboxDeps, type Mailbox } from "../support/mailbox.js";
import { testApp } from "../support/test-app.js";

type Shop = Awaited<ReturnType<typeof testApp>>;
let shop: Shop;
let mailbox: Mailbox;
let now = new Date();

const SESSION_EXPIRED = { success: false, error: "Your session has expired or is not valid. Please log in again." };
const RESET_LINK_INVALID = "This reset link is not valid or has expired. Please ask for a new one.";
const NEW_PASSWORD = "Phulkari-Dupatta-77";

beforeAll(async () => {
  shop = await testApp({ now: () => now });
  mailbox = await localMailbox();
});

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  shop.app.request(path, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });
const me = (token: string) => shop.app.request("/api/auth/me", { headers: authHeader(token) });
const login = (email: string, password: string, source = "203.0.113.7") => post("/api/auth/login", { email, password }, { [VIEWER_ADDRESS_HEADER]: source });

async function tokenOf(response: Response): Promise<string> {
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** The reset link in the newest e-mail to `to`, after the outbox has sent what is due. */
async function resetLinkFor(to: string): Promise<string> {
  await drainOutbox(outboxDeps(shop, mailbox));
  const mail = (await mailbox.emails()).filter((e) => e.destination.to.includes(to)).at(-1);
  expect(mail?.subject).toMatch(/Reset your .* password/);
  const link = /https?:\/\/[^\s"<>]+\/reset-password\?token=([^\s"<>&]+)/.exec(mail!.body.text ?? "");
  expect(link).not.toBeNull();
  return decodeURIComponent(link![1]!);
}

describe("logout", () => {
  it("ends this session on the server at once, and only this one", async () => {
    const asha = await signIn(shop.app, shop.repos);
    const phone = await tokenOf(await login(asha.email, asha.password));
    const out = await shop.app.request("/api/auth/logout", { method: "POST", headers: authHeader(asha.token) });
    expect(out.status).toBe(200);
    const refused = await me(asha.token);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual(SESSION_EXPIRED);
    // Her phone is still signed in.
    expect((await me(phone)).status).toBe(200);
  });
});

describe("a sign-in's session", () => {
  it("is kept when its write reached the table twice (the SDK resends when an answer is lost)", async () => {
    const db = shop.repos.db;
    const resending = { ...db, doc: { send: async (command: never) => (await db.doc.send(command), db.doc.send(command)) } } as unknown as typeof db;
    const session = await sessionRepository(resending).create("user-resent", 3600);
    expect(await shop.repos.sessions.get(session.id)).toMatchObject({ userId: "user-resent", createdAt: session.createdAt });
  });
});

describe("change password", () => {
  let asha: SignedIn;
  beforeAll(async () => {
    asha = await signIn(shop.app, shop.repos);
  });
  const change = (token: string, body: unknown) => post("/api/auth/change-password", body, authHeader(token));

  it("refuses a wrong current password, a weak new one and the same one, and changes nothing", async () => {
    for (const [body, error] of [
      [{ currentPassword: "not-my-password", newPassword: NEW_PASSWORD }, "Your current password is not correct."],
      [{ currentPassword: asha.password, newPassword: "iloveyou1" }, "This password is too easy to guess (a commonly used password). Try a passphrase of three or four unrelated words, like 'mango kite river lamp'."],
      [{ currentPassword: asha.password, newPassword: "short" }, "Password must be at least 8 characters long"],
      [{ currentPassword: asha.password, newPassword: asha.password }, "The new password must be different from the current one."],
    ] as const) {
      const response = await change(asha.token, body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ success: false, error });
    }
    expect((await me(asha.token)).status).toBe(200);
    await tokenOf(await login(asha.email, asha.password));
  });

  it("ends every other session, keeps this device signed in with a new token", async () => {
    const laptop = await tokenOf(await login(asha.email, asha.password));
    const response = await change(asha.token, { currentPassword: asha.password, newPassword: NEW_PASSWORD });
    expect(response.status).toBe(200);
    const { token } = (await response.json()) as { token: string };
    expect((await me(token)).status).toBe(200);
    expect((await me(asha.token)).status).toBe(401);
    expect((await me(laptop)).status).toBe(401);
    expect((await login(asha.email, asha.password)).status).toBe(401);
    await tokenOf(await login(asha.email, NEW_PASSWORD));
  });
});

describe("forgot and reset password", () => {
  it("answers the same whether or not the address has an account", async () => {
    const known = await signIn(shop.app, shop.repos);
    const answers = await Promise.all([post("/api/auth/forgot-password", { email: known.email }), post("/api/auth/forgot-password", { email: uniqueEmail("nobody") })]);
    const bodies = await Promise.all(answers.map((r) => r.json()));
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    expect(bodies[0]).toEqual(bodies[1]);
  });

  it("mails a link that sets a new password once, ending every session, and lets her in again", async () => {
    const kavya = await signIn(shop.app, shop.repos, { name: "Kavya Menon" });
    expect((await post("/api/auth/forgot-password", { email: kavya.email.toUpperCase() })).status).toBe(200);
    const token = await resetLinkFor(kavya.email);
    // The link's secret is nowhere in the table: only its hash.
    const stored = await shop.repos.accountLinks.get("password-reset", kavya.user.id);
    expect(JSON.stringify(stored)).not.toContain(token.split(".")[1]);

    expect((await post("/api/auth/reset-password", { token, password: "12345678" })).status).toBe(400);
    const reset = await post("/api/auth/reset-password", { token, password: NEW_PASSWORD });
    expect(reset.status).toBe(200);
    expect((await me(kavya.token)).status).toBe(401);
    await tokenOf(await login(kavya.email, NEW_PASSWORD));
    expect((await login(kavya.email, kavya.password)).status).toBe(401);

    const again = await post("/api/auth/reset-password", { token, password: "Another-Saree-88" });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ success: false, error: RESET_LINK_INVALID });
  });

  it("replaces an earlier link when asked again, and refuses a link after 30 minutes", async () => {
    const meera = await signIn(shop.app, shop.repos, { name: "Meera Iyer" });
    await post("/api/auth/forgot-password", { email: meera.email });
    const first = await resetLinkFor(meera.email);
    await post("/api/auth/forgot-password", { email: meera.email });
    const second = await resetLinkFor(meera.email);
    expect(second).not.toBe(first);
    expect((await post("/api/auth/reset-password", { token: first, password: NEW_PASSWORD })).status).toBe(400);

    const started = now;
    try {
      now = new Date(started.getTime() + 31 * 60 * 1000);
      const late = await post("/api/auth/reset-password", { token: second, password: NEW_PASSWORD });
      expect(late.status).toBe(400);
      expect(await late.json()).toEqual({ success: false, error: RESET_LINK_INVALID });
    } finally {
      now = started;
    }
    await tokenOf(await login(meera.email, meera.password));
  });

  it("refuses made-up and malformed tokens with 400", async () => {
    const someone = await signIn(shop.app, shop.repos);
    for (const token of [`${someone.user.id}.${"A".repeat(43)}`, "nonsense", `${someone.user.id}.`, "../../etc/passwd"]) {
      const response = await post("/api/auth/reset-password", { token, password: NEW_PASSWORD });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ success: false, error: RESET_LINK_INVALID });
    }
  });
});

describe("the attack: guessing passwords", () => {
  it("checks at most 5 of 300 guesses sent at once, and the right password after them is not let in", async () => {
    const victim = await signIn(shop.app, shop.repos, { name: "Ira Guessed" });
    // Which 5 of a parallel burst are checked is down to timing, so the burst is all wrong
    // guesses and the right password comes after it: before the fix all 300 were checked, and
    // the password was let in.
    const guesses = Array.from({ length: 300 }, (_, i) => `guess-number-${i}`);
    const answers = await Promise.all(guesses.map((password) => login(victim.email, password, "198.51.100.23")));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    // The rest are refused unchecked: 429 by the throttle, or 503 by the sign-in gate before any
    // throttle (one process takes a few sign-ins at once, issue 41).
    expect(statuses.filter((s) => s === 429 || s === 503).length).toBeGreaterThanOrEqual(295);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    const refused = answers.find((r) => r.status === 429)!;
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ success: false, error: expect.stringMatching(/^Too many (failed )?login attempts/) });

    expect((await login(victim.email, victim.password, "198.51.100.23")).status).toBe(429);
    // The owner, from her own phone, still gets in.
    await tokenOf(await login(victim.email, victim.password, "192.0.2.50"));
  });

  it("lets the owner in after a reset even from where her account was locked", async () => {
    const owner = await signIn(shop.app, shop.repos, { name: "Tara Forgetful" });
    const home = "192.0.2.60";
    for (let i = 0; i < 5; i++) expect((await login(owner.email, `wrong-${i}`, home)).status).toBe(401);
    expect((await login(owner.email, owner.password, home)).status).toBe(429);
    await post("/api/auth/forgot-password", { email: owner.email });
    expect((await post("/api/auth/reset-password", { token: await resetLinkFor(owner.email), password: NEW_PASSWORD })).status).toBe(200);
    await tokenOf(await login(owner.email, NEW_PASSWORD, home));
  });

  it("stops one source spraying a password over many accounts", async () => {
    const source = "198.51.100.99";
    const statuses: number[] = [];
    for (let i = 0; i < 35; i++) statuses.push((await login(uniqueEmail("sprayed"), "Summer2026!", source)).status);
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(30).every((s) => s === 429)).toBe(true);
    // Another source is not affected.
    const other = await signIn(shop.app, shop.repos);
    await tokenOf(await login(other.email, other.password, "192.0.2.77"));
  });
});

describe("a password set before today's rules", () => {
  it("still signs in, and is asked to be changed", async () => {
    const email = uniqueEmail("old");
    await shop.repos.users.create({ name: "Old Customer", email, passwordHash: await hashPassword("secret1"), role: "user" });
    const response = await login(email, "secret1");
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ success: true, passwordChangeRequired: true });
    const strong = await signIn(shop.app, shop.repos);
    const fine = await login(strong.email, strong.password);
    expect(await fine.json()).not.toHaveProperty("passwordChangeRequired");
  });
});
