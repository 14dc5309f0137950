import { beforeAll, describe, expect, it } from "vitest";
import { verifyPassword } from "../../functions/auth/password.js";
import { readCounters } from "../../functions/data/counters.js";
import type { User } from "../../shared/schemas/user.js";
import { localMailbox, type Mailbox } from "../support/mailbox.js";
import { mailTo, signupToken } from "../support/signup.js";
import { json, testApp } from "../support/test-app.js";

const tooEasy = (why: string) => `This password is too easy to guess (${why}). Try a passphrase of three or four unrelated words, like 'mango kite river lamp'.`;

type Shop = Awaited<ReturnType<typeof testApp>>;
let shop: Shop;
let mailbox: Mailbox;
const CHECK_EMAIL = { success: true, message: "Check your e-mail to finish signing up" };

beforeAll(async () => {
  shop = await testApp();
  mailbox = await localMailbox();
});

const finish = (token: string) =>
  shop.app.request("/api/auth/finish-signup", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ token }) });

const register = (body: unknown) =>
  shop.app.request("/api/auth/register", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

describe("POST /api/auth/register", () => {
  it("answers 202 'Check your e-mail'; the e-mailed link makes the shopper and answers 201 { success, token, user } without the password hash", async () => {
    const before = (await readCounters(shop.repos.db)).users;
    const response = await register({ name: "  Asha Rao ", email: "  Asha.Rao@Example.IN ", password: "Kurta-Lantern-Ledger-25" });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual(CHECK_EMAIL);
    // Nothing is made until the link is opened.
    expect(await shop.repos.users.getByEmail("asha.rao@example.in")).toBeUndefined();
    expect((await readCounters(shop.repos.db)).users).toBe(before);

    const token = await signupToken(shop, mailbox, "asha.rao@example.in");
    expect(token).toBeDefined();
    const finished = await finish(token!);
    expect(finished.status).toBe(201);
    const body = await json<{ success: boolean; user: User; token?: string }>(finished);
    expect(body.success).toBe(true);
    expect(typeof body.token).toBe("string");
    expect(body.user).toMatchObject({ name: "Asha Rao", email: "asha.rao@example.in", role: "user", isActive: true, phone: "", emailVerified: true });
    expect(body.user._id).toBe(body.user.id);
    expect(Object.keys(body.user)).not.toContain("passwordHash");
    expect(Object.keys(body.user)).not.toContain("version");

    const stored = (await shop.repos.users.getByEmail("asha.rao@example.in"))!;
    expect(stored.id).toBe(body.user.id);
    expect(stored.passwordHash).toMatch(/^scrypt\$/);
    expect(stored.passwordHash).not.toContain("Kurta-Lantern-Ledger-25");
    expect(await verifyPassword("Kurta-Lantern-Ledger-25", stored.passwordHash)).toBe(true);
    expect((await readCounters(shop.repos.db)).users).toBe(before + 1);
    // The link works once.
    expect(await (await finish(token!)).json()).toEqual({ success: false, error: "This sign-up link is not valid or has expired. Please sign up again." });
  });

  it("signs the new shopper in from the link: the token answers for her, so she never types her password again", async () => {
    await register({ name: "Meera Iyer", email: "meera@example.in", password: "Chikan#77" });
    const response = await finish((await signupToken(shop, mailbox, "meera@example.in"))!);
    expect(response.status).toBe(201);
    const { token, user } = await json<{ token: string; user: User }>(response);
    const me = await shop.app.request("/api/auth/me", { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);
    expect((await json<{ data: User }>(me)).data).toMatchObject({ _id: user._id, email: "meera@example.in", role: "user" });
  });

  it("answers a taken e-mail exactly as a new one, however it is typed, and tells its owner instead", async () => {
    await register({ name: "Kavya", email: "kavya@example.in", password: "Mehendi-Night-42" });
    await finish((await signupToken(shop, mailbox, "kavya@example.in"))!);
    const before = (await mailTo(shop, mailbox, "kavya@example.in")).length;
    const taken = await register({ name: "Kavya Again", email: " KAVYA@example.in", password: "Sangeet-Night-43" });
    const fresh = await register({ name: "Kavya New", email: "kavya.new@example.in", password: "Sangeet-Night-43" });
    expect([taken.status, fresh.status]).toEqual([202, 202]);
    expect(await taken.text()).toBe(await fresh.text());
    expect((await shop.repos.users.getByEmail("kavya@example.in"))!.name).toBe("Kavya");

    const mails = (await mailTo(shop, mailbox, "kavya@example.in")).slice(before);
    expect(mails.map((m) => m.subject)).toEqual(["Someone tried to sign up to Rangrez with your address"]);
    expect(mails[0]!.body.text).toContain("It already has an account, so nothing was changed.");
    expect(mails[0]!.body.text).toMatch(/\/login\b/);
    expect(mails[0]!.body.text).toContain("/forgot-password");
    // No link that could make a second account, and her password is untouched.
    expect(mails[0]!.body.text).not.toContain("finish-signup");
    expect((await shop.app.request("/api/auth/login", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: "kavya@example.in", password: "Mehendi-Night-42" }) })).status).toBe(200);
  });

  it("never makes an admin, whatever the request says", async () => {
    const response = await register({ name: "Sneaky", email: "sneaky@example.in", password: "Mehendi-Night-42", role: "admin" });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, error: "Unknown field: role" });
    expect(await shop.repos.users.getByEmail("sneaky@example.in")).toBeUndefined();
  });

  // The spec's order: name, email, password, then its length; only the first problem is told.
  it.each<[string, unknown, string]>([
    ["nothing at all", {}, "Name is required"],
    ["a blank name", { name: "   ", email: "", password: "" }, "Name is required"],
    ["no email", { name: "Asha" }, "Email is required"],
    ["a blank email", { name: "Asha", email: "  ", password: "" }, "Email is required"],
    ["no password", { name: "Asha", email: "asha@example.in" }, "Password is required"],
    ["an empty password", { name: "Asha", email: "asha@example.in", password: "" }, "Password is required"],
    ["a 7-character password", { name: "Asha", email: "asha@example.in", password: "Kurta@1" }, "Password must be at least 8 characters long"],
    ["a password of spaces only", { name: "Asha", email: "asha@example.in", password: "          " }, "Password must not be only spaces"],
    ["one of the most common passwords", { name: "Asha", email: "asha@example.in", password: "Password123" }, tooEasy("a commonly used password")],
    ["a password made of the e-mail", { name: "Ira", email: "ira.rao@example.in", password: "ira.rao@example.in" }, tooEasy("your name, your e-mail or the shop's name")],
    ["a repeated character", { name: "Asha", email: "asha@example.in", password: "aaaaaaaaaa" }, tooEasy("repeated characters")],
    ["a malformed email", { name: "Asha", email: "asha@", password: "Mehendi-Night-42" }, "Please enter a valid email address."],
    ["an email without a domain", { name: "Asha", email: "asha", password: "Mehendi-Night-42" }, "Please enter a valid email address."],
    ["a name of 81 characters", { name: "A".repeat(81), email: "a@example.in", password: "Mehendi-Night-42" }, "Name must be at most 80 characters"],
    ["a name with a control character", { name: "Asha\u0000Rao", email: "a@example.in", password: "Mehendi-Night-42" }, "Name must not contain control characters"],
    ["an email of 255 characters", { name: "Asha", email: `${"a".repeat(244)}@example.in`, password: "Mehendi-Night-42" }, "Email must be at most 254 characters"],
    ["a password of 129 characters", { name: "Asha", email: "a@example.in", password: "p".repeat(129) }, "Password must be at most 128 characters"],
    ["a number as name", { name: 42, email: "a@example.in", password: "Mehendi-Night-42" }, "Name must be text"],
    ["an object as email", { name: "Asha", email: { $ne: "" }, password: "Mehendi-Night-42" }, "Email must be text"],
    ["an array body", [{ name: "Asha" }], "Send the details as a JSON object."],
    ["a confirmation field", { name: "Asha", email: "a@example.in", password: "Mehendi-Night-42", confirmPassword: "Mehendi-Night-42" }, "Unknown field: confirmPassword"],
  ])("refuses %s with 400 and the text", async (_case, body, error) => {
    const before = (await readCounters(shop.repos.db)).users;
    const response = await register(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, error });
    expect((await readCounters(shop.repos.db)).users).toBe(before);
  });

  it("reads a request with no body as empty, naming the first missing field", async () => {
    const response = await shop.app.request("/api/auth/register", { method: "POST" });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, error: "Name is required" });
  });

  it("writes a readable event for the admin's live view", async () => {
    const cursor = `${new Date(Date.now() - 1000).toISOString()}#`;
    await register({ name: "Nandini Iyer", email: "nandini@example.in", password: "Mehendi-Night-42" });
    await finish((await signupToken(shop, mailbox, "nandini@example.in"))!);
    const { events } = await shop.repos.events.after(cursor, 50);
    const event = events.find((e) => e.type === "user.registered" && e.text === "Nandini Iyer registered");
    expect(event).toBeDefined();
    const stored = await shop.repos.users.getByEmail("nandini@example.in");
    expect(event!.refs).toEqual({ userId: stored!.id });
  });

  it("lets exactly one of several simultaneous sign-ups of one e-mail make the account", async () => {
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, i) => register({ name: `Racer ${i}`, email: "racer@example.in", password: "Mehendi-Night-42" })),
    );
    expect(responses.map((r) => r.status)).toEqual([202, 202, 202, 202, 202, 202]);
    const links = (await mailTo(shop, mailbox, "racer@example.in")).map((m) => /\/finish-signup\?token=([^\s"<>&]+)/.exec(m.body.text ?? "")?.[1]).filter((t): t is string => t !== undefined);
    expect(links).toHaveLength(6);
    const finished = await Promise.all(links.map((token) => finish(decodeURIComponent(token))));
    expect(finished.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    const refusal = await finished.find((r) => r.status === 409)!.json();
    expect(refusal).toEqual({ success: false, error: "This sign-up is already finished: your account is ready. Please log in." });
    expect((await shop.repos.users.getByEmail("racer@example.in"))!.name).toMatch(/^Racer \d$/);
  });
});
