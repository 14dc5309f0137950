import { beforeAll, describe, expect, it } from "vitest";
import { drainOutbox } from "../../functions/outbox/process-outbox.js";
import { localMailbox, outboxDeps, type Mailbox } from "../support/mailbox.js";
import { paymentShop } from "../support/payment-harness.js";

// A shopper who registers during a sale waits on the page for her link: it must not queue behind
// the sale's order e-mails and invoices (the hardening load test saw a link take over 60 s).

let shop: Awaited<ReturnType<typeof paymentShop>>;
let mailbox: Mailbox;

beforeAll(async () => {
  shop = await paymentShop();
  mailbox = await localMailbox();
});

describe("the outbox's order of sending", () => {
  it("sends a sign-up link before the order e-mails that were waiting ahead of it", async () => {
    const piece = await shop.product({ name: "Chanderi Silk Kurta", price: 1899, stock: 50 });
    for (let sale = 0; sale < 6; sale++) await shop.paidOrder([{ product: piece.id, size: "M", quantity: 1 }]);
    const email = `asha.${Date.now()}@example.in`;
    const registered = await shop.call("POST", "/api/auth/register", { "content-type": "application/json" }, { name: "Asha Verma", email, password: "Saffron-Monsoon-2026" });
    expect(registered.status).toBe(202);

    const before = (await mailbox.emails()).length;
    await drainOutbox(outboxDeps(shop, mailbox));
    const sent = (await mailbox.emails()).slice(before);
    const link = sent.findIndex((mail) => mail.destination.to.includes(email) && mail.subject.startsWith("Finish signing up"));
    const firstOrderMail = sent.findIndex((mail) => /order/i.test(mail.subject));
    expect(link).toBeGreaterThanOrEqual(0);
    expect(firstOrderMail).toBeGreaterThanOrEqual(0);
    expect(link).toBeLessThan(firstOrderMail);
    expect(link).toBe(0);
  });
});
