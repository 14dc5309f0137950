// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import type { User } from "../../shared/schemas/user.js";
import { AuthProvider } from "../../web/src/session/AuthProvider.js";
import LoginPage from "../../web/src/features/account/LoginPage.js";
import { CartProvider, useCart } from "../../web/src/stores/cart/CartProvider.js";
import { CheckoutProvider, useCheckout } from "../../web/src/features/checkout/CheckoutProvider.js";
import { WishlistProvider } from "../../web/src/stores/wishlist/WishlistProvider.js";

const shopper: User = {
  _id: "u1",
  id: "u1",
  name: "Priya Menon",
  email: "priya@example.in",
  phone: "",
  role: "user",
  isActive: true,
  createdAt: "2025-01-15T06:30:00.000Z",
  address: { street: "", city: "", state: "", zipCode: "", country: "India" },
};

const saree = { _id: "p1", name: "Banarasi Silk Saree", price: 4999, images: [], sizes: ["Free Size"] };
const kurta = { _id: "p2", name: "Cotton Anarkali", price: 1299.5, images: [], sizes: ["S", "M", "L"] };

function ShopStandIn() {
  const { startCheckout } = useCheckout();
  const { items } = useCart();
  return (
    <div>
      <p>Shop page with {items.length} cart lines</p>
      <button type="button" onClick={() => startCheckout("cart")}>
        Checkout cart
      </button>
      <button type="button" onClick={() => startCheckout("wishlist")}>
        Checkout wishlist
      </button>
    </div>
  );
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderShop() {
  return render(
    <MemoryRouter initialEntries={["/dress"]}>
      <CartProvider>
        <WishlistProvider>
          <AuthProvider>
            <CheckoutProvider>
              <Routes>
                <Route path="/dress" element={<ShopStandIn />} />
                <Route path="/login" element={<LoginPage />} />
                <Route path="/profile" element={<Where />} />
              </Routes>
            </CheckoutProvider>
          </AuthProvider>
        </WishlistProvider>
      </CartProvider>
    </MemoryRouter>,
  );
}

function signIn(user: User = shopper) {
  localStorage.setItem("token", "t0ken");
  localStorage.setItem("user", JSON.stringify(user));
}

const fieldErrors = () => Array.from(document.querySelectorAll(".field__error")).map((element) => element.textContent);
const user = () => userEvent.setup({ delay: null });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  localStorage.setItem("cart", JSON.stringify([{ product: saree, size: "Free Size", quantity: 1 }, { product: kurta, size: "M", quantity: 2 }]));
  localStorage.setItem("wishlist", JSON.stringify([kurta]));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("checkout form", () => {
  it("asks a signed-out shopper to log in, then comes back to the checkout", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify({ success: true, token: "t0ken", user: shopper }), { status: 200 })));
    renderShop();
    await user().click(screen.getByRole("button", { name: "Checkout cart" }));
    expect(screen.getByRole("status").textContent).toBe("Log in, or continue as a guest with your mobile number. Your items are saved.");

    await user().type(screen.getByLabelText("Email"), "priya@example.in");
    await user().type(screen.getByLabelText("Password"), "secret1");
    await user().click(screen.getByRole("button", { name: "Login" }));

    expect(await screen.findByText("Shop page with 2 cart lines")).toBeTruthy();
    expect(await screen.findByRole("dialog", { name: "Checkout" })).toBeTruthy();
  });

  it("prefills from the profile and shows the order summary with the total in rupees", async () => {
    signIn({ ...shopper, phone: "9847012345", address: { street: "12 MG Road", city: "Kochi", state: "kerala", zipCode: "682016", country: "India" } });
    renderShop();
    await user().click(screen.getByRole("button", { name: "Checkout cart" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Checkout" }));
    expect((dialog.getByLabelText("Name") as HTMLInputElement).value).toBe("Priya Menon");
    expect((dialog.getByLabelText("Email") as HTMLInputElement).value).toBe("priya@example.in");
    expect((dialog.getByLabelText(/^Phone/) as HTMLInputElement).value).toBe("9847012345");
    expect((dialog.getByLabelText(/^Address/) as HTMLInputElement).value).toBe("12 MG Road");
    expect((dialog.getByLabelText("City") as HTMLInputElement).value).toBe("Kochi");
    expect((dialog.getByLabelText("State") as HTMLSelectElement).value).toBe("Kerala");
    expect((dialog.getByLabelText("Pincode") as HTMLInputElement).value).toBe("682016");
    expect(document.activeElement).toBe(dialog.getByLabelText("Name"));

    const summary = within(dialog.getByRole("region", { name: "Order summary" }));
    expect(summary.getByText("Banarasi Silk Saree")).toBeTruthy();
    expect(summary.getByText("Size M · Qty 2")).toBeTruthy();
    expect(summary.getByText("₹2,599.00")).toBeTruthy();
    // No PIN yet: the charge waits for the address (issue 24).
    expect(summary.getByText("Enter your PIN code to see the charge and delivery date")).toBeTruthy();
    expect(summary.getByText("Inclusive of all taxes")).toBeTruthy();
    expect(summary.getByText("Total").nextSibling?.textContent).toBe("₹7,598.00");
    expect(dialog.getByRole("button", { name: "Pay ₹7,598.00" })).toBeTruthy();
  });

  it("says '<Field> is required' for every blank field, in the form's order, and focuses the first", async () => {
    signIn();
    renderShop();
    await user().click(screen.getByRole("button", { name: "Checkout cart" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Checkout" }));
    await user().clear(dialog.getByLabelText("Name"));
    await user().type(dialog.getByLabelText("Email"), "{Control>}a{/Control}   ");
    await user().click(dialog.getByRole("button", { name: /^Pay/ }));
    expect(fieldErrors()).toEqual([
      "Name is required",
      "Email is required",
      "Phone is required",
      "Address is required",
      "City is required",
      "State is required",
      "Pincode is required",
    ]);
    expect(document.activeElement).toBe(dialog.getByLabelText("Name"));
    expect(dialog.getByLabelText("Name").getAttribute("aria-invalid")).toBe("true");
    const describedBy = dialog.getByLabelText("Name").getAttribute("aria-describedby") ?? "";
    expect(document.getElementById(describedBy)?.textContent).toBe("Name is required");
  });

  it("checks the e-mail, the Indian mobile and the pincode", async () => {
    signIn();
    renderShop();
    await user().click(screen.getByRole("button", { name: "Checkout cart" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Checkout" }));
    const u = user();
    await u.clear(dialog.getByLabelText("Email"));
    await u.type(dialog.getByLabelText("Email"), "priya@example");
    await u.type(dialog.getByLabelText(/^Phone/), "12345 67890");
    await u.type(dialog.getByLabelText(/^Address/), "12 MG Road");
    await u.type(dialog.getByLabelText("City"), "Kochi");
    await u.selectOptions(dialog.getByLabelText("State"), "Kerala");
    await u.type(dialog.getByLabelText("Pincode"), "068201");
    await u.click(dialog.getByRole("button", { name: /^Pay/ }));
    expect(fieldErrors()).toEqual([
      "Please enter a valid email address",
      "Phone must be a 10-digit Indian mobile number starting with 6, 7, 8 or 9",
      "Pincode must be 6 digits and cannot start with 0",
    ]);
    expect(document.activeElement).toBe(dialog.getByLabelText("Email"));
  });

  it("sends a valid form to the server's checkout, shows its refusal, and keeps the cart", async () => {
    const calls: Array<{ url: string; body: unknown }> = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
        if (url === "/api/config") {
          return new Response(JSON.stringify({ success: true, data: { stage: "test", brandName: "Rangrez", razorpayKeyId: "rzp_test_x", checkoutScriptUrl: "/checkout.js", demoAdmin: null } }), { status: 200 });
        }
        return new Response(JSON.stringify({ success: false, error: "Only 1 left of Kanjivaram Silk Saree." }), { status: 409 });
      }),
    );
    signIn();
    renderShop();
    await user().click(screen.getByRole("button", { name: "Checkout cart" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Checkout" }));
    const u = user();
    await u.type(dialog.getByLabelText(/^Phone/), "+91 98470 12345");
    await u.type(dialog.getByLabelText(/^Address/), "12 MG Road");
    await u.type(dialog.getByLabelText("City"), "Kochi");
    await u.selectOptions(dialog.getByLabelText("State"), "Kerala");
    await u.type(dialog.getByLabelText("Pincode"), "682016");
    await u.click(dialog.getByRole("button", { name: "Pay ₹7,598.00" }));
    expect(fieldErrors()).toEqual([]);
    expect((await dialog.findByRole("alert")).textContent).toBe("Only 1 left of Kanjivaram Silk Saree.");
    // The server got product ids, sizes and quantities, and no price or amount at all.
    const order = calls.find((call) => call.url === "/api/payments/create-order")!.body as { items: unknown[]; source: string };
    expect(order.source).toBe("cart");
    expect(order.items).toEqual([
      { product: saree._id, size: "Free Size", quantity: 1 },
      { product: kurta._id, size: "M", quantity: 2 },
    ]);
    expect(JSON.stringify(order)).not.toMatch(/price|amount/);
    expect((dialog.getByRole("button", { name: /^Pay/ }) as HTMLButtonElement).disabled).toBe(false);
    expect(JSON.parse(localStorage.getItem("cart") ?? "[]")).toHaveLength(2);
  });

  it("keeps what was typed when the form is closed and opened again", async () => {
    signIn();
    renderShop();
    const u = user();
    await u.click(screen.getByRole("button", { name: "Checkout cart" }));
    await u.type(within(await screen.findByRole("dialog")).getByLabelText("City"), "Kochi");
    await u.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    await u.click(screen.getByRole("button", { name: "Checkout cart" }));
    expect((within(await screen.findByRole("dialog")).getByLabelText("City") as HTMLInputElement).value).toBe("Kochi");
  });

  it("checks out the wishlist in the size chosen for each piece, one piece each", async () => {
    localStorage.setItem("wishlist", JSON.stringify([{ ...kurta, size: "L" }]));
    signIn();
    renderShop();
    await user().click(screen.getByRole("button", { name: "Checkout wishlist" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Checkout" }));
    expect(dialog.getByText("1 item from your wishlist")).toBeTruthy();
    const summary = within(dialog.getByRole("region", { name: "Order summary" }));
    expect(summary.getByText("Cotton Anarkali")).toBeTruthy();
    expect(summary.getByText("Size L · Qty 1")).toBeTruthy();
    expect(summary.getByText("Total").nextSibling?.textContent).toBe("₹1,299.50");
  });

  it("asks for a size before paying for a wishlist piece kept without one (never guesses the first)", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    signIn({ ...shopper, phone: "9847012345", address: { street: "12 MG Road", city: "Kochi", state: "Kerala", zipCode: "682016", country: "India" } });
    renderShop();
    await user().click(screen.getByRole("button", { name: "Checkout wishlist" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Checkout" }));
    const summary = within(dialog.getByRole("region", { name: "Order summary" }));
    expect(summary.getByText("Choose a size · Qty 1")).toBeTruthy();
    expect(summary.getByRole("alert").textContent).toBe("Choose a size for each piece in your wishlist to check out.");
    await user().click(dialog.getByRole("button", { name: /^Pay/ }));
    expect(dialog.getAllByRole("alert").map((alert) => alert.textContent)).toContain("Choose a size for each piece in your wishlist to check out.");
    expect(fetch.mock.calls.filter(([url]) => String(url).includes("create-order"))).toEqual([]);
  });

  it("checks out the wishlist in the sizes chosen, leaving out what is sold out", async () => {
    localStorage.setItem(
      "wishlist",
      JSON.stringify([
        { ...kurta, stock: 3, stockBySize: { S: 0, M: 1, L: 2 }, size: "M" },
        { ...saree, stock: 0, stockBySize: { "Free Size": 0 } },
      ]),
    );
    signIn();
    renderShop();
    await user().click(screen.getByRole("button", { name: "Checkout wishlist" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Checkout" }));
    const summary = within(dialog.getByRole("region", { name: "Order summary" }));
    expect(summary.getByText("Size M · Qty 1")).toBeTruthy();
    expect(summary.getByText("Sold out, so not in this order: Banarasi Silk Saree. They stay in your wishlist.")).toBeTruthy();
    expect(summary.getByText("Total").nextSibling?.textContent).toBe("₹1,299.50");
  });
});

describe("paying through Razorpay Checkout", () => {
  interface CheckoutOptions {
    order_id: string;
    timeout?: number;
    handler(response: { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string }): void;
    modal?: { ondismiss?: () => void };
  }
  let opened: CheckoutOptions[];
  let calls: Array<{ url: string; body: unknown }>;

  /** The order as create-order answers it: the saree and two Anarkalis at `anarkali` each. */
  const pricedOrder = (anarkali: number, totalPrice: number, taxPrice: number) => ({
    id: "ord-1",
    orderItems: [
      { product: "p1", name: "Banarasi Silk Saree", image: "", size: "Free Size", quantity: 1, price: 5499 },
      { product: "p2", name: "Cotton Anarkali", image: "", size: "M", quantity: 2, price: anarkali },
    ],
    itemsPrice: totalPrice,
    taxPrice,
    shippingPrice: 0,
    totalPrice,
  });
  /** Priced as the Pay button said. */
  const asShown = pricedOrder(1049.5, 7598, 657.6);

  /** The shop's API as the server answers it, and a stand-in Razorpay that the test drives. */
  function shopServer(validate: { status: number; body: unknown }, created: { amount: number; data: unknown } = { amount: 759_800, data: asShown }) {
    opened = [];
    calls = [];
    class FakeRazorpay {
      constructor(readonly options: CheckoutOptions) {}
      on() {}
      open() {
        opened.push(this.options);
      }
    }
    vi.stubGlobal("Razorpay", FakeRazorpay);
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
        const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
        if (url === "/api/config") return json({ success: true, data: { stage: "test", brandName: "Rangrez", razorpayKeyId: "rzp_test_x", checkoutScriptUrl: "/checkout.js", demoAdmin: null } });
        if (url === "/api/payments/create-order") {
          return json(
            { success: true, order: { id: "order_RZP1", amount: created.amount, currency: "INR" }, keyId: "rzp_test_x", orderId: "ord-1", data: created.data, checkoutTimeoutSeconds: 900, holdExpiresAt: "2026-01-01T10:15:00.000Z" },
            201,
          );
        }
        if (url === "/api/payments/cancel-checkout") return json({ success: true });
        if (url === "/api/payments/validate-payment") return json(validate.body, validate.status);
        return json({ success: false, error: `Not found: ${url}` }, 404);
      }),
    );
  }

  async function pay() {
    signIn({ ...shopper, phone: "9847012345", address: { street: "12 MG Road", city: "Kochi", state: "Kerala", zipCode: "682016", country: "India" } });
    renderShop();
    await user().click(screen.getByRole("button", { name: "Checkout cart" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Checkout" }));
    await user().click(dialog.getByRole("button", { name: "Pay ₹7,598.00" }));
    await vi.waitFor(() => expect(opened).toHaveLength(1));
    return { dialog, checkout: opened[0]! };
  }

  it("does not open Checkout when the server priced the order otherwise than the Pay button said: the pieces go back and its order is shown", async () => {
    const repriced = pricedOrder(1299.5, 8098, 693.9);
    shopServer({ status: 200, body: {} }, { amount: 809_800, data: repriced });
    signIn({ ...shopper, phone: "9847012345", address: { street: "12 MG Road", city: "Kochi", state: "Kerala", zipCode: "682016", country: "India" } });
    renderShop();
    await user().click(screen.getByRole("button", { name: "Checkout cart" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Checkout" }));
    await user().click(dialog.getByRole("button", { name: "Pay ₹7,598.00" }));
    expect((await dialog.findByRole("alert")).textContent).toBe("A price changed just now, so nothing was charged. Please check the new total and press Pay again.");
    expect(opened).toEqual([]);
    await vi.waitFor(() => expect(calls.find((call) => call.url === "/api/payments/cancel-checkout")?.body).toEqual({ orderId: "ord-1" }));
    // What the server priced is what the page shows now, and what Pay asks.
    const summary = within(dialog.getByRole("region", { name: "Order summary" }));
    expect(summary.getByText("₹5,499.00")).toBeTruthy();
    expect(summary.getByTestId("checkout-total").textContent).toBe("₹8,098.00");
    expect(summary.getByText("Inclusive of all taxes (GST ₹693.90)")).toBeTruthy();
    expect(dialog.getByRole("button", { name: "Pay ₹8,098.00" })).toBeTruthy();
  });

  it("gives Checkout the hold's time as its timeout, and closing it releases the hold at once", async () => {
    shopServer({ status: 200, body: {} });
    const { dialog, checkout } = await pay();
    expect(checkout.timeout).toBe(900);
    expect(checkout.order_id).toBe("order_RZP1");
    expect(dialog.getByRole("button", { name: /Processing/ })).toBeTruthy();
    checkout.modal!.ondismiss!();
    await vi.waitFor(() => expect(calls.some((call) => call.url === "/api/payments/cancel-checkout")).toBe(true));
    expect(calls.find((call) => call.url === "/api/payments/cancel-checkout")!.body).toEqual({ orderId: "ord-1" });
    // The shopper changed their mind: nothing to say, the form is ready again and the cart kept.
    expect(await dialog.findByRole("button", { name: "Pay ₹7,598.00" })).toBeTruthy();
    expect(dialog.queryByRole("alert")).toBeNull();
    expect(JSON.parse(localStorage.getItem("cart") ?? "[]")).toHaveLength(2);
  });

  it("when Checkout closes because the time to pay ran out, says so and that the pieces were released", async () => {
    shopServer({ status: 200, body: {} });
    const { dialog, checkout } = await pay();
    // Checkout's own timer closed it (900 s after it opened), through the same ondismiss.
    const opened = Date.now();
    vi.spyOn(Date, "now").mockReturnValue(opened + 900_000);
    checkout.modal!.ondismiss!();
    expect((await dialog.findByRole("alert")).textContent).toBe("The time to pay ran out, so the pieces held for you were released. Please check out again.");
    await vi.waitFor(() => expect(calls.some((call) => call.url === "/api/payments/cancel-checkout")).toBe(true));
    vi.restoreAllMocks();
  });

  it("a payment the bank approved that Razorpay has not captured yet (202) is not a failure: the cart empties and the shopper lands on their orders", async () => {
    shopServer({ status: 202, body: { success: true, awaitingConfirmation: true, message: "Your payment is being confirmed.", order: { id: "ord-1", _id: "ord-1" } } });
    const { checkout } = await pay();
    checkout.handler({ razorpay_payment_id: "pay_1", razorpay_order_id: "order_RZP1", razorpay_signature: "sig" });
    expect((await screen.findByTestId("where")).textContent).toBe("/profile?order=ord-1&payment=awaiting");
    expect(JSON.parse(localStorage.getItem("cart") ?? "[]")).toEqual([]);
    expect(calls.some((call) => call.url === "/api/payments/cancel-checkout")).toBe(false);
  });
});
