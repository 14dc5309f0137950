import { runInNewContext } from "node:vm";
import { JSDOM } from "jsdom";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createPaymentGateway, type PaymentGateway } from "../../functions/payments/gateway.js";
import { startRazorpayEmulator, type RazorpayEmulator } from "../../infra/local/razorpay-emulator/index.js";

// The stand-in checkout.js: served like Razorpay's, and its window.Razorpay contract driven
// in jsdom against the emulator. (The storefront's Chromium tests cover it in a real browser.)

const KEY = { keyId: "rzp_test_checkoutscript", keySecret: "checkout-script-key-secret", webhookSecret: "checkout-script-webhook-secret" };

interface HandlerResponse {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}
interface FailedPayment {
  error: { code: string; description: string; source: string; step: string; reason: string; metadata: { order_id: string; payment_id: string } };
}
interface CheckoutInstance {
  open(): CheckoutInstance;
  close(): void;
  on(event: "payment.failed", callback: (response: FailedPayment) => void): CheckoutInstance;
}
type CheckoutConstructor = new (options: Record<string, unknown>) => CheckoutInstance;

let emulator: RazorpayEmulator;
let gateway: PaymentGateway;
let scriptText: string;

beforeAll(async () => {
  emulator = await startRazorpayEmulator(KEY);
  gateway = createPaymentGateway({ ...KEY, apiBaseUrl: emulator.url });
  scriptText = await (await fetch(emulator.checkoutScriptUrl)).text();
});

afterEach(() => {
  emulator.resetSettings();
});

afterAll(async () => {
  await emulator?.stop();
});

describe("serving", () => {
  it("serves checkout.js as JavaScript to any origin, pointing back at the emulator", async () => {
    const response = await fetch(emulator.checkoutScriptUrl, { headers: { Origin: "http://localhost:5173" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/javascript/);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    const text = await response.text();
    expect(text).toContain(`var EMULATOR_ORIGIN = ${JSON.stringify(emulator.url)};`);
    expect(text).not.toContain("__RAZORPAY_EMULATOR_ORIGIN__");
  });

  it("uses the host the page asked for, so localhost and 127.0.0.1 both work", async () => {
    const viaLocalhost = emulator.checkoutScriptUrl.replace("127.0.0.1", "localhost");
    expect(await (await fetch(viaLocalhost)).text()).toContain(`var EMULATOR_ORIGIN = ${JSON.stringify(emulator.url.replace("127.0.0.1", "localhost"))};`);
  });

  it("defines window.Razorpay when evaluated with a bare window", () => {
    const sandbox: { window: { Razorpay?: CheckoutConstructor & { prototype: Record<string, unknown> } }; document: object } = { window: {}, document: {} };
    runInNewContext(scriptText, sandbox);
    const Razorpay = sandbox.window.Razorpay;
    expect(typeof Razorpay).toBe("function");
    for (const method of ["open", "close", "on"]) expect(typeof Razorpay!.prototype[method]).toBe("function");
    expect(() => new Razorpay!({})).toThrow(/key/);
    const checkout = new Razorpay!({ key: KEY.keyId });
    expect(checkout.on("payment.failed", () => undefined)).toBe(checkout);
  });
});

/** A shop page in jsdom with the emulator's checkout.js loaded into it. */
function shopPage() {
  const dom = new JSDOM("<!doctype html><html><head></head><body><button id='buy'>Buy now</button></body></html>", {
    url: "http://localhost:5173/checkout",
    runScripts: "outside-only",
    pretendToBeVisual: true,
  });
  // Typed locally: the storefront declares its own global Razorpay type.
  const window = dom.window as unknown as { fetch: typeof fetch; eval(code: string): unknown; KeyboardEvent: typeof KeyboardEvent; document: Document };
  window.fetch = fetch;
  window.eval(scriptText);
  const Razorpay = (dom.window as unknown as { Razorpay: CheckoutConstructor }).Razorpay;
  const document = window.document;
  const dialog = () => document.querySelector<HTMLElement>("[role=dialog]");
  const field = (labelText: string) => {
    const label = [...document.querySelectorAll("label")].find((l) => l.textContent === labelText);
    expect(label, `a label "${labelText}"`).toBeDefined();
    return document.getElementById(label!.htmlFor) as HTMLInputElement;
  };
  const payButton = () => document.querySelector<HTMLButtonElement>("button[type=submit]");
  const alertText = () => {
    const alert = document.querySelector<HTMLElement>("[role=alert]");
    return alert && !alert.hidden ? alert.textContent : null;
  };
  const pay = (card: string, expiry = "12/30", cvv = "123") => {
    field("Card number").value = card;
    field("Expiry (MM/YY)").value = expiry;
    field("CVV").value = cvv;
    payButton()!.click();
  };
  const pressKey = (key: string, shiftKey = false) =>
    document.dispatchEvent(new window.KeyboardEvent("keydown", { key, shiftKey, bubbles: true, cancelable: true }));
  return { Razorpay, window, document, dialog, field, payButton, alertText, pay, pressKey, close: () => dom.window.close() };
}

async function openCheckout(options: Record<string, unknown> = {}) {
  const order = await gateway.createOrder({ amountPaise: 249_950, receipt: `receipt_${Date.now()}` });
  const page = shopPage();
  const handled: HandlerResponse[] = [];
  const failures: FailedPayment[] = [];
  let dismissed = 0;
  const checkout = new page.Razorpay({
    key: KEY.keyId,
    amount: 249_950,
    currency: "INR",
    name: "Rangrez",
    description: "Banarasi silk saree",
    image: "http://localhost:5173/logo.svg",
    order_id: order.id,
    handler: (response: HandlerResponse) => handled.push(response),
    prefill: { name: "Asha Verma", email: "asha@example.in", contact: "+919876543210" },
    notes: { source: "cart" },
    theme: { color: "#b0306a" },
    modal: { ondismiss: () => (dismissed += 1) },
    ...options,
  });
  checkout.on("payment.failed", (response) => failures.push(response));
  checkout.open();
  return { order, page, checkout, handled, failures, dismissed: () => dismissed };
}

describe("the checkout modal", () => {
  it("opens an accessible dialog with labelled card fields and the order's amount in rupees", async () => {
    const { page } = await openCheckout();
    try {
      const dialog = page.dialog();
      expect(dialog).not.toBeNull();
      expect(dialog!.getAttribute("aria-modal")).toBe("true");
      expect(page.document.getElementById(dialog!.getAttribute("aria-labelledby")!)!.textContent).toBe("Rangrez");
      expect(page.document.getElementById(dialog!.getAttribute("aria-describedby")!)!.textContent).toBe("Banarasi silk saree");
      await vi.waitFor(() => expect(page.payButton()?.textContent).toBe("Pay ₹2,499.50"));
      expect(page.field("Card number").getAttribute("autocomplete")).toBe("cc-number");
      expect(page.field("Expiry (MM/YY)").getAttribute("autocomplete")).toBe("cc-exp");
      expect(page.field("CVV").getAttribute("autocomplete")).toBe("cc-csc");
      expect(page.document.activeElement).toBe(page.field("Card number"));
      expect(page.document.querySelector("button[aria-label='Close payment window']")).not.toBeNull();
      expect(page.payButton()!.style.background).toBe("rgb(176, 48, 106)");
      expect(page.document.body.textContent).toContain("asha@example.in");
    } finally {
      page.close();
    }
  });

  it("a declined card calls the payment.failed callbacks, shows the reason and stays open for a retry that succeeds", async () => {
    const { order, page, handled, failures, dismissed } = await openCheckout();
    try {
      await vi.waitFor(() => expect(page.payButton()?.textContent).toMatch(/^Pay/));
      page.pay("4100 2800 0006 0003");
      await vi.waitFor(() => expect(failures).toHaveLength(1));
      const { error } = failures[0]!;
      expect(error).toMatchObject({ code: "BAD_REQUEST_ERROR", source: "bank", step: "payment_authorization", reason: "card_declined", metadata: { order_id: order.id } });
      expect(error.metadata.payment_id).toMatch(/^pay_/);
      expect(page.alertText()).toContain("Payment failed: Your payment has been declined");
      expect(page.dialog()).not.toBeNull();
      expect(page.payButton()!.disabled).toBe(false);
      expect((await gateway.fetchPayment(error.metadata.payment_id)).status).toBe("failed");

      page.pay("4100 2800 0000 1007");
      await vi.waitFor(() => expect(handled).toHaveLength(1));
      const response = handled[0]!;
      expect(response.razorpay_order_id).toBe(order.id);
      expect(gateway.verifyPaymentSignature(order.id, response.razorpay_payment_id, response.razorpay_signature)).toBe(true);
      expect(page.dialog()).toBeNull();
      expect(dismissed()).toBe(0);
      expect(await gateway.fetchOrder(order.id)).toMatchObject({ status: "paid", attempts: 2 });
      expect(await gateway.fetchPayment(response.razorpay_payment_id)).toMatchObject({ email: "asha@example.in", description: "Banarasi silk saree", notes: { source: "cart" } });
    } finally {
      page.close();
    }
  });

  it("checks the card before paying and marks the wrong field", async () => {
    const { order, page, failures } = await openCheckout();
    try {
      await vi.waitFor(() => expect(page.payButton()?.textContent).toMatch(/^Pay/));
      page.pay("4100 2800 0000 1008");
      const card = page.field("Card number");
      expect(card.getAttribute("aria-invalid")).toBe("true");
      expect(page.document.getElementById(card.getAttribute("aria-describedby")!)!.textContent).toMatch(/valid card number/);
      page.pay("4100 2800 0000 1007", "1/2", "12");
      expect(page.field("Expiry (MM/YY)").getAttribute("aria-invalid")).toBe("true");
      expect(page.field("CVV").getAttribute("aria-invalid")).toBe("true");
      expect(failures).toHaveLength(0);
      expect((await gateway.fetchOrder(order.id)).attempts).toBe(0);
    } finally {
      page.close();
    }
  });

  it("the close button and Escape dismiss it through modal.ondismiss", async () => {
    const first = await openCheckout();
    try {
      first.page.document.querySelector<HTMLButtonElement>("button[aria-label='Close payment window']")!.click();
      expect(first.page.dialog()).toBeNull();
      expect(first.dismissed()).toBe(1);
      // It can be opened again, and Escape closes it too.
      first.checkout.open();
      expect(first.page.dialog()).not.toBeNull();
      first.page.pressKey("Escape");
      expect(first.page.dialog()).toBeNull();
      expect(first.dismissed()).toBe(2);
      expect(first.handled).toHaveLength(0);
    } finally {
      first.page.close();
    }
  });

  it("keeps Tab inside the dialog", async () => {
    const { page } = await openCheckout();
    try {
      await vi.waitFor(() => expect(page.payButton()?.textContent).toMatch(/^Pay/));
      // From the last control (Pay) Tab wraps to the first (close), and Shift+Tab back.
      const close = page.document.querySelector<HTMLButtonElement>("button[aria-label='Close payment window']")!;
      page.payButton()!.focus();
      page.pressKey("Tab");
      expect(page.document.activeElement).toBe(close);
      page.pressKey("Tab", true);
      expect(page.document.activeElement).toBe(page.payButton());
    } finally {
      page.close();
    }
  });

  it("shows an error instead of the form for a key the emulator does not know", async () => {
    const { page } = await openCheckout({ key: "rzp_test_notourkey" });
    try {
      await vi.waitFor(() => expect(page.alertText()).toMatch(/Authentication failed/));
      expect(page.payButton()).toBeNull();
      expect(page.dialog()).not.toBeNull();
    } finally {
      page.close();
    }
  });

  it("with withholdCallback the handler is never called, yet the order is paid", async () => {
    emulator.updateSettings({ withholdCallback: true });
    const { order, page, handled, dismissed } = await openCheckout();
    try {
      await vi.waitFor(() => expect(page.payButton()?.textContent).toMatch(/^Pay/));
      page.pay("4100 2800 0000 1007");
      await vi.waitFor(() => expect(page.alertText()).toMatch(/Payment successful/));
      expect(handled).toHaveLength(0);
      expect((await gateway.fetchOrder(order.id)).status).toBe("paid");
      page.document.querySelector<HTMLButtonElement>("button[aria-label='Close payment window']")!.click();
      expect(dismissed()).toBe(1);
    } finally {
      page.close();
    }
  });

  it("offers Card, UPI and Netbanking as tabs; UPI failure@razorpay calls payment.failed, success@razorpay pays", async () => {
    const { order, page, handled, failures } = await openCheckout();
    try {
      await vi.waitFor(() => expect(page.payButton()?.textContent).toMatch(/^Pay/));
      const tabs = [...page.document.querySelectorAll<HTMLButtonElement>("[role=tablist][aria-label='Payment method'] [role=tab]")];
      expect(tabs.map((tab) => [tab.textContent, tab.getAttribute("aria-selected")])).toEqual([
        ["Card", "true"],
        ["UPI", "false"],
        ["Netbanking", "false"],
      ]);
      tabs[1]!.click();
      expect(tabs[1]!.getAttribute("aria-selected")).toBe("true");
      const vpa = page.field("UPI ID");
      expect(page.document.activeElement).toBe(vpa);
      // The card fields are out of the way (and out of the tab order) while UPI is chosen.
      expect(page.field("Card number").closest("[hidden]")).not.toBeNull();
      expect(page.document.body.textContent).toContain("success@razorpay succeeds");

      vpa.value = "asha";
      page.payButton()!.click();
      expect(vpa.getAttribute("aria-invalid")).toBe("true");
      vpa.value = "failure@razorpay";
      page.payButton()!.click();
      await vi.waitFor(() => expect(failures).toHaveLength(1));
      expect(failures[0]!.error).toMatchObject({ reason: "payment_failed", metadata: { order_id: order.id } });
      expect(page.alertText()).toMatch(/^Payment failed: Your payment could not be completed as the UPI request was declined/);
      expect((await gateway.fetchPayment(failures[0]!.error.metadata.payment_id)).method).toBe("upi");

      vpa.value = "success@razorpay";
      page.payButton()!.click();
      await vi.waitFor(() => expect(handled).toHaveLength(1));
      expect(gateway.verifyPaymentSignature(order.id, handled[0]!.razorpay_payment_id, handled[0]!.razorpay_signature)).toBe(true);
      expect(page.dialog()).toBeNull();
      expect(await gateway.fetchPayment(handled[0]!.razorpay_payment_id)).toMatchObject({ method: "upi", status: "captured" });
    } finally {
      page.close();
    }
  });

  it("UPI late@razorpay hands the page its signed response at once, while the payment is only authorised", async () => {
    emulator.updateSettings({ lateCaptureDelayMs: 200 });
    const { order, page, handled } = await openCheckout();
    try {
      await vi.waitFor(() => expect(page.payButton()?.textContent).toMatch(/^Pay/));
      page.document.querySelector<HTMLButtonElement>("[role=tab]:nth-child(2)")!.click();
      page.field("UPI ID").value = "late@razorpay";
      page.payButton()!.click();
      await vi.waitFor(() => expect(handled).toHaveLength(1));
      expect(gateway.verifyPaymentSignature(order.id, handled[0]!.razorpay_payment_id, handled[0]!.razorpay_signature)).toBe(true);
      expect((await gateway.fetchPayment(handled[0]!.razorpay_payment_id)).status).toBe("authorized");
      await emulator.waitForWebhooks();
      expect((await gateway.fetchPayment(handled[0]!.razorpay_payment_id)).status).toBe("captured");
      expect((await gateway.fetchOrder(order.id)).status).toBe("paid");
    } finally {
      page.close();
    }
  });

  it("net banking asks for a bank, then the test bank page: Failure calls payment.failed, Success pays", async () => {
    const { order, page, handled, failures } = await openCheckout();
    try {
      await vi.waitFor(() => expect(page.payButton()?.textContent).toMatch(/^Pay/));
      page.document.querySelector<HTMLButtonElement>("[role=tab]:nth-child(3)")!.click();
      const bank = page.field("Bank") as unknown as HTMLSelectElement;
      expect([...bank.options].map((option) => option.textContent)).toEqual(expect.arrayContaining(["Select your bank", "HDFC Bank", "State Bank of India"]));
      page.payButton()!.click();
      expect(bank.getAttribute("aria-invalid")).toBe("true");
      const bankButton = (name: string) => [...page.document.querySelectorAll<HTMLButtonElement>("button")].find((button) => button.textContent === name);

      bank.value = "HDFC";
      page.payButton()!.click();
      expect(page.document.body.textContent).toContain("HDFC Bank — test bank page");
      expect(page.document.activeElement).toBe(bankButton("Success"));
      bankButton("Failure")!.click();
      await vi.waitFor(() => expect(failures).toHaveLength(1));
      expect(page.alertText()).toMatch(/^Payment failed: Your payment could not be completed by your bank/);
      // Back on the form for another try.
      expect(bankButton("Success")).toBeUndefined();
      page.payButton()!.click();
      bankButton("Success")!.click();
      await vi.waitFor(() => expect(handled).toHaveLength(1));
      const stored = await fetch(`${emulator.url}/v1/payments/${handled[0]!.razorpay_payment_id}`, {
        headers: { Authorization: `Basic ${Buffer.from(`${KEY.keyId}:${KEY.keySecret}`).toString("base64")}` },
      });
      expect(await stored.json()).toMatchObject({ method: "netbanking", bank: "HDFC", status: "captured" });
      expect((await gateway.fetchOrder(order.id)).status).toBe("paid");
    } finally {
      page.close();
    }
  });

  it("honours the timeout option: shows the time left, then closes through modal.ondismiss", async () => {
    const { page, dismissed, handled } = await openCheckout({ timeout: 1 });
    try {
      expect(page.document.body.textContent).toContain("Time left to pay: 0:01");
      await vi.waitFor(() => expect(dismissed()).toBe(1), { timeout: 3_000 });
      expect(page.dialog()).toBeNull();
      expect(handled).toHaveLength(0);
    } finally {
      page.close();
    }
  });

  it("without a timeout stays open and shows no clock", async () => {
    const { page, dismissed } = await openCheckout();
    try {
      await new Promise((resolve) => setTimeout(resolve, 1_200));
      expect(page.dialog()).not.toBeNull();
      expect(dismissed()).toBe(0);
      expect(page.document.body.textContent).not.toContain("Time left to pay");
    } finally {
      page.close();
    }
  });
});
