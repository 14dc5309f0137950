// Nothing the sign-up and reset forms answer tells a stranger whether an address has an account
// (issue 41, item 5): the same status, the same words, and about the same time.
import { beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../functions/auth/password.js";
import { uniqueEmail } from "../support/auth.js";
import { localMailbox, type Mailbox } from "../support/mailbox.js";
import { mailTo } from "../support/signup.js";
import { testApp } from "../support/test-app.js";

type Shop = Awaited<ReturnType<typeof testApp>>;
let shop: Shop;
let mailbox: Mailbox;
const PASSWORD = "Mehendi-Night-42";

beforeAll(async () => {
  shop = await testApp();
  mailbox = await localMailbox();
});

const post = (path: string, body: unknown) => shop.app.request(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

async function customer(): Promise<string> {
  const email = uniqueEmail("customer");
  await shop.repos.users.create({ name: "Asha Rao", email, passwordHash: await hashPassword(PASSWORD), role: "user" });
  return email;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function timedRegister(email: string): Promise<{ ms: number; status: number; text: string }> {
  const started = performance.now();
  const response = await post("/api/auth/register", { name: "Asha Rao", email, password: "Sangeet-Night-43" });
  const text = await response.text();
  return { ms: performance.now() - started, status: response.status, text };
}

describe("registration", () => {
  it("answers a customer's address and a new one with the same status and body", async () => {
    const known = await customer();
    const [taken, fresh] = await Promise.all([timedRegister(known), timedRegister(uniqueEmail("new"))]);
    expect(taken.status).toBe(202);
    expect({ status: taken.status, text: taken.text }).toEqual({ status: fresh.status, text: fresh.text });
    expect(JSON.parse(taken.text)).toEqual({ success: true, message: "Check your e-mail to finish signing up" });
  });

  it("takes about as long for either: the median of 20 each is within 25% (a dummy hash for the customer's address)", async () => {
    const known = await Promise.all(Array.from({ length: 20 }, () => customer()));
    // Warm the path (the password rule's dictionaries load once).
    await timedRegister(uniqueEmail("warm"));
    const taken: number[] = [];
    const fresh: number[] = [];
    // Taken turns about, so a slow moment of the machine falls on both.
    for (let i = 0; i < 20; i++) {
      taken.push((await timedRegister(known[i]!)).ms);
      fresh.push((await timedRegister(uniqueEmail("new"))).ms);
    }
    const ratio = median(taken) / median(fresh);
    console.info(`register median: existing ${median(taken).toFixed(1)} ms, new ${median(fresh).toFixed(1)} ms, ratio ${ratio.toFixed(2)}`);
    expect(ratio).toBeGreaterThan(0.75);
    expect(ratio).toBeLessThan(1.33);
  }, 60_000);

  it("e-mails the owner of a taken address, and a link only to a new one", async () => {
    const known = await customer();
    const fresh = uniqueEmail("new");
    await timedRegister(known);
    await timedRegister(fresh);
    expect((await mailTo(shop, mailbox, known)).map((m) => m.subject)).toEqual(["Someone tried to sign up to Rangrez with your address"]);
    expect((await mailTo(shop, mailbox, fresh)).map((m) => m.subject)).toEqual(["Finish signing up to Rangrez"]);
  });
});

describe("forgot password", () => {
  it("answers a customer's address and an unknown one alike, and e-mails only the customer", async () => {
    const known = await customer();
    const unknown = uniqueEmail("nobody");
    const [a, b] = await Promise.all([post("/api/auth/forgot-password", { email: known }), post("/api/auth/forgot-password", { email: unknown })]);
    expect({ status: a.status, text: await a.text() }).toEqual({ status: b.status, text: await b.text() });
    expect(a.status).toBe(200);
    expect((await mailTo(shop, mailbox, known)).map((m) => m.subject)).toEqual(["Reset your Rangrez password"]);
    expect(await mailTo(shop, mailbox, unknown)).toEqual([]);
  });
});
