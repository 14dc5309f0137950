// A flood of wrong passwords from many addresses must not keep a real shopper out (issue 41):
// every throttle is taken before a password is hashed, a shop-wide budget of failed sign-ins stops
// a spread-out flood before scrypt, hashing is a short queue per process (503 beyond it, never a
// 500), and a shopper on a device she has signed in from before has a lane of her own.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { hashQueueStats, TOO_BUSY } from "../../functions/auth/hash-queue.js";
import { hashPassword } from "../../functions/auth/password.js";
import { signInGateStats } from "../../functions/auth/sign-in-gate.js";
import { MAX_FAILED_LOGINS, MAX_FAILED_LOGINS_SHOPWIDE } from "../../functions/accounts/login-throttle.js";
import type { User } from "../../shared/schemas/user.js";
import { VIEWER_ADDRESS_HEADER } from "../../shared/viewer-address.js";
import { authHeader, uniqueEmail } from "../support/auth.js";
import { json, testApp } from "../support/test-app.js";

type Shop = Awaited<ReturnType<typeof testApp>>;
let shop: Shop;
let now = new Date("2026-03-02T10:00:00.000Z");
const PASSWORD = "Chanderi-Dupatta-71";
let passwordHash: string;

beforeAll(async () => {
  shop = await testApp({ now: () => now });
  passwordHash = await hashPassword(PASSWORD);
});

// Each test meets the shop with every sign-in window of the one before closed.
beforeEach(() => {
  now = new Date(now.getTime() + 16 * 60_000);
});

interface LoginAnswer {
  success: boolean;
  token?: string;
  user?: User;
  deviceToken?: string;
  error?: string;
}

async function login(source: string, body: Record<string, unknown>) {
  const response = await shop.app.request("/api/auth/login", {
    method: "POST",
    headers: { "content-type": "application/json", [VIEWER_ADDRESS_HEADER]: source },
    body: JSON.stringify(body),
  });
  return { status: response.status, retryAfter: response.headers.get("retry-after"), body: await json<LoginAnswer>(response) };
}

async function shopper(name: string) {
  const email = uniqueEmail(name.toLowerCase().replace(/\s+/g, "."));
  const record = await shop.repos.users.create({ name, email, passwordHash, role: "user" });
  return { id: record.id, email, name };
}

/** How many passwords the process has hashed or checked so far, in every lane. */
const hashesSoFar = () => Object.values(hashQueueStats()).reduce((sum, lane) => sum + lane.started, 0);

/** Her browser sends back what the shop gave it at her last sign-in, if anything. */
const withDevice = (deviceToken: string | undefined) => (deviceToken ? { deviceToken } : {});

/** `count` different addresses, one per guesser. */
const addresses = (block: number, count: number) => Array.from({ length: count }, (_, i) => `10.${block}.${Math.floor(i / 250)}.${1 + (i % 250)}`);

/** Spends the shop-wide budget with wrong guesses from as many addresses, ten at a time. */
async function spendShopwideBudget(block: number) {
  const guessers = addresses(block, MAX_FAILED_LOGINS_SHOPWIDE);
  for (let i = 0; i < guessers.length; i += 10) {
    await Promise.all(guessers.slice(i, i + 10).map((source) => login(source, { email: uniqueEmail("guess"), password: "Wrong-Guess" })));
  }
}

function expectRefusedInWords(answer: Awaited<ReturnType<typeof login>>) {
  expect(Number(answer.retryAfter)).toBeGreaterThan(0);
  expect(answer.body.success).toBe(false);
  expect(answer.body.error).toMatch(/^[A-Z].* Please try again in .+\.$/);
}

describe("a real shopper under a flood of wrong passwords", () => {
  it("gets in while 300 addresses guess, and her sign-in is recorded like any other", async () => {
    const priya = await shopper("Priya Nair");
    const others = await Promise.all(Array.from({ length: 100 }, (_, i) => shopper(`Flood Target ${i}`)));
    const home = "198.51.100.7";
    // Her phone signed in last week: the shop gave it a device token then.
    const earlier = await login(home, { email: priya.email, password: PASSWORD });
    expect(earlier.status).toBe(200);

    // A third of the guesses at her own e-mail, a third at other shoppers', a third at no account.
    const targets = Array.from({ length: 300 }, (_, i) => (i % 3 === 0 ? priya.email : i % 3 === 1 ? others[Math.floor(i / 3)]!.email : uniqueEmail("nobody")));
    const before = hashesSoFar();
    const cursor = `${new Date(now.getTime() - 1).toISOString()}#`;
    const flood = addresses(1, 300).map((source, i) => login(source, { email: targets[i], password: `Wrong-Guess-${i}` }));
    const real = login(home, { email: priya.email, password: PASSWORD, ...withDevice(earlier.body.deviceToken) });
    const [answers, hers] = await Promise.all([Promise.all(flood), real]);

    expect(hers.status).toBe(200);
    expect(hers.body.user!.id).toBe(priya.id);
    const me = await shop.app.request("/api/auth/me", { headers: authHeader(hers.body.token!) });
    expect(me.status).toBe(200);
    // Counted like every sign-in: the admin's live events and her last login.
    const { events } = await shop.repos.events.after(cursor, 500);
    expect(events).toContainEqual(expect.objectContaining({ type: "user.logged_in", text: "Priya Nair logged in", refs: { userId: priya.id } }));
    expect((await shop.repos.users.get(priya.id))!.lastLogin).toBe(now.toISOString());

    // The flood: a wrong password, a throttle's 429 or the queue's 503, each in words; nothing else.
    const statuses = new Map<number, number>();
    for (const answer of answers) statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    expect([...statuses.keys()].every((status) => [401, 429, 503].includes(status))).toBe(true);
    for (const answer of answers.filter((a) => a.status !== 401)) expectRefusedInWords(answer);
    // Only the shop-wide budget's worth of guesses ever reached scrypt; hers is the one more.
    const checked = statuses.get(401) ?? 0;
    expect(checked).toBeLessThanOrEqual(MAX_FAILED_LOGINS_SHOPWIDE);
    expect(hashesSoFar() - before).toBe(checked + 1);
  });
});

describe("the sign-in line", () => {
  it("turns away what does not fit with 503, Retry-After and words, never a 500, and hashes none of them", async () => {
    const before = hashesSoFar();
    // More at once than one process takes in (4 signing in, 48 waiting), each from its own address.
    const answers = await Promise.all(addresses(2, 80).map((source, i) => login(source, { email: uniqueEmail("guess"), password: `Wrong-Guess-${i}` })));
    const busy = answers.filter((answer) => answer.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    for (const answer of busy) {
      expect(answer.retryAfter).toMatch(/^[1-9]\d*$/);
      expect(answer.body).toEqual({ success: false, error: TOO_BUSY });
    }
    // The rest: a wrong password, or the shop-wide budget's 429 once it is spent.
    expect(answers.every((answer) => [401, 429, 503].includes(answer.status))).toBe(true);
    for (const answer of answers.filter((a) => a.status === 429)) expectRefusedInWords(answer);
    // Only the answered ones were hashed: the line refuses before the work starts.
    expect(hashesSoFar() - before).toBe(answers.filter((answer) => answer.status === 401).length);
  });

  it("holds nothing against a sign-in it turned away: her five wrong passwords are counted only when checked", async () => {
    const asha = await shopper("Asha Rao");
    const source = "198.51.100.20";
    // Her tries arrive while 80 guesses from elsewhere fill the line.
    const flood = addresses(3, 80).map((guesser, i) => login(guesser, { email: uniqueEmail("guess"), password: `Wrong-Guess-${i}` }));
    while (signInGateStats().shared.waiting < 40) await new Promise((resolve) => setTimeout(resolve, 1));
    const hers = await Promise.all(Array.from({ length: MAX_FAILED_LOGINS }, (_, i) => login(source, { email: asha.email, password: `Not-Her-Password-${i}` })));
    await Promise.all(flood);
    expect(hers.filter((answer) => answer.status === 503).length).toBeGreaterThan(0);
    // The flood's shop-wide window closes; hers (15 minutes) is still open.
    now = new Date(now.getTime() + 6 * 60_000);
    // She keeps typing wrong ones: the 429 comes after exactly five checked, however many were turned away.
    let checked = hers.filter((answer) => answer.status === 401).length;
    for (;;) {
      const next = await login(source, { email: asha.email, password: "Still-Not-It" });
      if (next.status !== 401) {
        expect(next.status).toBe(429);
        expect(next.body.error).toMatch(/^Too many failed login attempts for this email\./);
        break;
      }
      checked++;
    }
    expect(checked).toBe(MAX_FAILED_LOGINS);
  });

  it("gives a shopper's own attempts back when the shop-wide budget refuses her", async () => {
    const deepa = await shopper("Deepa Joshi");
    const source = "198.51.100.25";
    await spendShopwideBudget(6);
    // Six tries from a new device while sign-ins from new devices are paused: none checked.
    for (let i = 0; i < MAX_FAILED_LOGINS + 1; i++) expect((await login(source, { email: deepa.email, password: PASSWORD })).status).toBe(429);
    now = new Date(now.getTime() + 6 * 60_000);
    expect((await login(source, { email: deepa.email, password: PASSWORD })).status).toBe(200);
  });
});

describe("throttles come before the hash", () => {
  it("refuses guesses from new addresses with 429 once the shop-wide budget is spent, without hashing them", async () => {
    const before = hashesSoFar();
    // The budget, spent by guesses from as many addresses (ten at a time: each fits the queue).
    const guessers = addresses(4, MAX_FAILED_LOGINS_SHOPWIDE + 1);
    for (let i = 0; i < MAX_FAILED_LOGINS_SHOPWIDE; i += 10) {
      const batch = guessers.slice(i, Math.min(i + 10, MAX_FAILED_LOGINS_SHOPWIDE));
      const answers = await Promise.all(batch.map((source) => login(source, { email: uniqueEmail("guess"), password: "Wrong-Guess" })));
      expect(answers.map((answer) => answer.status)).toEqual(batch.map(() => 401));
    }
    expect(hashesSoFar() - before).toBe(MAX_FAILED_LOGINS_SHOPWIDE);

    const next = await login(guessers.at(-1)!, { email: uniqueEmail("guess"), password: "Wrong-Guess" });
    expect(next.status).toBe(429);
    expectRefusedInWords(next);
    expect(next.body.error).toMatch(/new devices/);
    expect(hashesSoFar() - before).toBe(MAX_FAILED_LOGINS_SHOPWIDE);
  });

  it("refuses the sixth wrong password at one e-mail from one address without hashing it", async () => {
    const meera = await shopper("Meera Iyer");
    const source = "198.51.100.30";
    const before = hashesSoFar();
    for (let i = 0; i < MAX_FAILED_LOGINS; i++) expect((await login(source, { email: meera.email, password: `Wrong-${i}` })).status).toBe(401);
    const sixth = await login(source, { email: meera.email, password: PASSWORD });
    expect(sixth.status).toBe(429);
    expect(sixth.body.error).toMatch(/^Too many failed login attempts for this email\./);
    expect(hashesSoFar() - before).toBe(MAX_FAILED_LOGINS);
  });
});

describe("the known-device lane", () => {
  it("lets the account its token names through a spent budget, from any address, and no other account", async () => {
    const lata = await shopper("Lata Menon");
    const kavya = await shopper("Kavya Shah");
    const first = await login("198.51.100.40", { email: lata.email, password: PASSWORD });
    expect(first.status).toBe(200);
    expect(first.body.deviceToken).toEqual(expect.any(String));
    const kavyaFirst = await login("198.51.100.41", { email: kavya.email, password: PASSWORD });
    await spendShopwideBudget(5);

    // Lata, from the café's Wi-Fi this time: her phone is known, so the budget does not apply.
    const lata2 = await login("198.51.100.42", { email: lata.email, password: PASSWORD, deviceToken: first.body.deviceToken });
    expect(lata2.status).toBe(200);
    expect(lata2.body.deviceToken).toEqual(expect.any(String));
    // Her token does nothing for Kavya's e-mail, and neither does a forged one.
    const borrowed = await login("198.51.100.43", { email: kavya.email, password: PASSWORD, deviceToken: first.body.deviceToken });
    expect(borrowed.status).toBe(429);
    // Kavya's payload under Lata's signature: the signature covers what the token names.
    const [kavyaPayload] = kavyaFirst.body.deviceToken!.split(".");
    const [, lataSignature] = first.body.deviceToken!.split(".");
    const forged = await login("198.51.100.43", { email: kavya.email, password: PASSWORD, deviceToken: `${kavyaPayload}.${lataSignature}` });
    expect(forged.status).toBe(429);
    expect((await login("198.51.100.43", { email: kavya.email, password: PASSWORD, deviceToken: "not a token" })).status).toBe(429);
    // Kavya's own token lets her in.
    expect((await login("198.51.100.43", { email: kavya.email, password: PASSWORD, deviceToken: kavyaFirst.body.deviceToken })).status).toBe(200);
  });

  it("still counts wrong passwords on a known device: five, then 429 without hashing", async () => {
    const nisha = await shopper("Nisha Pillai");
    const source = "198.51.100.50";
    const first = await login(source, { email: nisha.email, password: PASSWORD });
    const before = hashesSoFar();
    for (let i = 0; i < MAX_FAILED_LOGINS; i++) {
      expect((await login(source, { email: nisha.email, password: `Wrong-${i}`, deviceToken: first.body.deviceToken })).status).toBe(401);
    }
    const sixth = await login(source, { email: nisha.email, password: PASSWORD, deviceToken: first.body.deviceToken });
    expect(sixth.status).toBe(429);
    expect(hashesSoFar() - before).toBe(MAX_FAILED_LOGINS);
  });

  it("refuses a device token that is not text with 400", async () => {
    const answer = await login("198.51.100.60", { email: uniqueEmail("nobody"), password: PASSWORD, deviceToken: 42 });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ success: false, error: "The device token must be text." });
  });
});
