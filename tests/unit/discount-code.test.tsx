// @vitest-environment jsdom
// A shopper's discount code against answers shaped like the server's: POST /api/discounts/check
// (a DiscountQuote, or 404/409 with the reason), create-order with discountCode, and the
// order's price breakdown. The cart shows the new total at once, checks the code again when
// the lines change, and lets it go; checkout sends the code and shows the server's amounts.
import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sumPaise, toPaise, toRupees } from "../../shared/money.js";
import type { DiscountQuote } from "../../shared/schemas/discount-code.js";
import type { Order } from "../../shared/schemas/order.js";
import type { User } from "../../shared/schemas/user.js";
import { OrderPriceBreakdown } from "../../web/src/components/ui/order-items/OrderPriceBreakdown.js";
import { AuthProvider } from "../../web/src/session/AuthProvider.js";
import CartModal from "../../web/src/features/checkout/cart/CartModal.js";
import { CartProvider } from "../../web/src/stores/cart/CartProvider.js";
import { CheckoutProvider, useCheckout } from "../../web/src/features/checkout/CheckoutProvider.js";
import type { RazorpayOptions } from "../../web/src/lib/razorpay/checkout-script.js";
import { WishlistProvider } from "../../web/src/stores/wishlist/WishlistProvider.js";

const saree = { _id: "p-saree", name: "Banarasi Silk Saree", price: 4999, images: [], sizes: ["Free Size"] };
const kurta = { _id: "p-kurta", name: "Cotton Anarkali", price: 1299.5, images: [], sizes: ["S", "M"] };

const shopper: User = {
  _id: "u1",
  id: "u1",
  name: "Priya Menon",
  email: "priya@example.in",
  phone: "9847012345",
  role: "user",
  isActive: true,
  createdAt: "2025-01-15T06:30:00.000Z",
  address: { street: "12 MG Road", city: "Kochi", state: "Kerala", zipCode: "682016", country: "India" },
};

interface Call {
  url: string;
  body: { code?: string; items?: Array<{ product: string; size: string; quantity: number }>; discountCode?: string; orderId?: string } | undefined;
  auth: string | null;
}

const PRICES: Record<string, number> = { [saree._id]: saree.price, [kurta._id]: kurta.price };

/** The server's rule for DIWALI10 in this test: 10% off items of at least ₹5,000, floored to the paisa. */
function quote(items: NonNullable<Call["body"]>["items"] = []): DiscountQuote | string {
  const itemsPaise = sumPaise(items.map((line) => ({ price: PRICES[line.product]!, quantity: line.quantity })));
  if (itemsPaise < 500_000) return "The code DIWALI10 needs an order of at least ₹5,000.00.";
  const discount = Math.floor(itemsPaise / 10);
  return { code: "DIWALI10", description: "Diwali: 10% off", itemsPrice: toRupees(itemsPaise), discount: toRupees(discount), totalPrice: toRupees(itemsPaise - discount) };
}

function serve(extra: (call: Call) => Response | undefined = () => undefined) {
  const calls: Call[] = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    const call: Call = { url, body: init.body ? JSON.parse(String(init.body)) : undefined, auth: headers.get("Authorization") };
    calls.push(call);
    const answered = extra(call);
    if (answered) return answered;
    if (url === "/api/discounts/check") {
      if (call.body?.code !== "DIWALI10") return Response.json({ success: false, error: `There is no discount code ${call.body?.code}. Check the spelling.` }, { status: 404 });
      const answer = quote(call.body.items);
      return typeof answer === "string" ? Response.json({ success: false, error: answer }, { status: 409 }) : Response.json({ success: true, data: answer });
    }
    return Response.json({ success: false, error: `No stand-in for ${url}` }, { status: 500 });
  });
  return calls;
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function CheckoutButton() {
  const { startCheckout } = useCheckout();
  return (
    <button type="button" onClick={() => startCheckout("cart")}>
      Checkout cart
    </button>
  );
}

function Shop({ children }: { children: ReactNode }) {
  return (
    <MemoryRouter initialEntries={["/"]}>
      <CartProvider>
        <WishlistProvider>
          <AuthProvider>
            <CheckoutProvider>
              <Routes>
                <Route path="/" element={children} />
                <Route path="/profile" element={<h1>Profile</h1>} />
              </Routes>
              <Where />
            </CheckoutProvider>
          </AuthProvider>
        </WishlistProvider>
      </CartProvider>
    </MemoryRouter>
  );
}

const shopConfig = () => Response.json({ success: true, data: { stage: "test", brandName: "Rangrez", razorpayKeyId: "rzp_test_x", checkoutScriptUrl: "/checkout.js", demoAdmin: null } });

function signIn() {
  localStorage.setItem("token", "t0ken");
  localStorage.setItem("user", JSON.stringify(shopper));
}

/** The shop with a "Checkout cart" button, pressed: the checkout dialog. */
async function openCheckout(u: ReturnType<typeof userEvent.setup>) {
  render(
    <Shop>
      <CheckoutButton />
    </Shop>,
  );
  await u.click(screen.getByRole("button", { name: "Checkout cart" }));
  return within(await screen.findByRole("dialog", { name: "Checkout" }));
}

const checks = (calls: Call[]) => calls.filter((call) => call.url === "/api/discounts/check");
/** The cart footer's rows: [term, figure]. */
const sums = (dialog: HTMLElement) =>
  Array.from(dialog.querySelectorAll(".bag-footer__sums > div, .bag-footer__total")).map((row) => Array.from(row.children).map((cell) => cell.textContent?.trim()));

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  localStorage.setItem("cart", JSON.stringify([{ product: kurta, size: "M", quantity: 3 }]));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  delete window.Razorpay;
});

describe("discount code in the cart", () => {
  it("says why a code does not apply, applies one that does with the new total at once, and follows the cart", async () => {
    const calls = serve();
    const u = userEvent.setup();
    render(
      <Shop>
        <CartModal onClose={() => undefined} />
      </Shop>,
    );
    const dialog = screen.getByRole("dialog", { name: "Your Cart" });
    const cart = within(dialog);
    expect(cart.getByTestId("cart-total").textContent).toBe("₹3,898.50");

    // Unknown, then too small an order: the server's words, and nothing taken off.
    await u.type(cart.getByLabelText("Discount code"), "diwali1");
    expect((cart.getByLabelText("Discount code") as HTMLInputElement).value).toBe("DIWALI1");
    await u.click(cart.getByRole("button", { name: "Apply" }));
    expect((await cart.findByRole("alert")).textContent).toBe("There is no discount code DIWALI1. Check the spelling.");
    expect(cart.getByLabelText("Discount code").getAttribute("aria-invalid")).toBe("true");
    await u.type(cart.getByLabelText("Discount code"), "0");
    await u.click(cart.getByRole("button", { name: "Apply" }));
    await waitFor(() => expect(cart.getByRole("alert").textContent).toBe("The code DIWALI10 needs an order of at least ₹5,000.00."));
    expect(cart.getByTestId("cart-total").textContent).toBe("₹3,898.50");
    expect(sessionStorage.getItem("discount-code")).toBeNull();
    expect(checks(calls).map((call) => call.body)).toEqual([
      { code: "DIWALI1", items: [{ product: kurta._id, size: "M", quantity: 3 }] },
      { code: "DIWALI10", items: [{ product: kurta._id, size: "M", quantity: 3 }] },
    ]);

    // One more piece makes ₹5,198.00: the code applies, with the line and total from the server.
    await u.click(cart.getByRole("button", { name: "Increase quantity" }));
    await u.click(cart.getByRole("button", { name: "Apply" }));
    await waitFor(() => expect(sums(dialog)).toEqual([["Items", "₹5,198.00"], ["Discount (DIWALI10)", "−₹519.80"], ["Shipping", "From your PIN code at checkout"], ["Total", "₹4,678.20"]]));
    expect(cart.getByText("DIWALI10").closest("p")?.textContent).toContain("Diwali: 10% off");
    expect(cart.queryByRole("alert")).toBeNull();
    expect(sessionStorage.getItem("discount-code")).toBe("DIWALI10");

    // The cart changes: the code is checked again against the new lines.
    const before = checks(calls).length;
    await u.click(cart.getByRole("button", { name: "Increase quantity" }));
    await waitFor(() => expect(sums(dialog)).toEqual([["Items", "₹6,497.50"], ["Discount (DIWALI10)", "−₹649.75"], ["Shipping", "From your PIN code at checkout"], ["Total", "₹5,847.75"]]));
    expect(checks(calls).slice(before).map((call) => call.body?.items?.[0]?.quantity)).toEqual([5]);

    // Below the minimum again: the reason, the plain total, and the code kept for when it applies.
    await u.click(cart.getByRole("button", { name: "Decrease quantity" }));
    await u.click(cart.getByRole("button", { name: "Decrease quantity" }));
    expect((await cart.findByRole("alert")).textContent).toBe("The code DIWALI10 needs an order of at least ₹5,000.00.");
    expect(sums(dialog)).toEqual([["Shipping", "From your PIN code at checkout"], ["Total", "₹3,898.50"]]);
    await u.click(cart.getByRole("button", { name: "Increase quantity" }));
    await waitFor(() => expect(sums(dialog)[3]).toEqual(["Total", "₹4,678.20"]));

    // Removed: gone from the cart and from the tab.
    await u.click(cart.getByRole("button", { name: "Remove code DIWALI10" }));
    expect(sums(dialog)).toEqual([["Shipping", "From your PIN code at checkout"], ["Total", "₹5,198.00"]]);
    expect(cart.getByLabelText("Discount code")).toBeTruthy();
    expect(sessionStorage.getItem("discount-code")).toBeNull();
  });

  it("checks the code as the signed-in shopper, so their own limit counts", async () => {
    signIn();
    const calls = serve((call) =>
      call.url === "/api/discounts/check" && call.auth === "Bearer t0ken"
        ? Response.json({ success: false, error: "You have already used the code DIWALI10." }, { status: 409 })
        : undefined,
    );
    const u = userEvent.setup();
    render(
      <Shop>
        <CartModal onClose={() => undefined} />
      </Shop>,
    );
    const cart = within(screen.getByRole("dialog", { name: "Your Cart" }));
    await u.type(cart.getByLabelText("Discount code"), "DIWALI10");
    await u.click(cart.getByRole("button", { name: "Apply" }));
    expect((await cart.findByRole("alert")).textContent).toBe("You have already used the code DIWALI10.");
    expect(checks(calls)[0]!.auth).toBe("Bearer t0ken");
  });
});

describe("discount code at checkout", () => {
  it("sends the applied code with the items, shows the server's amounts and asks them before paying, and forgets the code once paid", async () => {
    signIn();
    localStorage.setItem("cart", JSON.stringify([{ product: saree, size: "Free Size", quantity: 1 }, { product: kurta, size: "M", quantity: 1 }]));
    sessionStorage.setItem("discount-code", "DIWALI10");
    // The server took off less than the quote said (say the code changed meanwhile): its figures win,
    // and Razorpay asks them only once the Pay button has said them.
    const pending: Order = {
      _id: "o1",
      id: "o1",
      userId: "u1",
      user: { _id: "u1", name: shopper.name, email: shopper.email },
      orderItems: [
        { product: saree._id, name: saree.name, image: "", size: "Free Size", quantity: 1, price: saree.price },
        { product: kurta._id, name: kurta.name, image: "", size: "M", quantity: 1, price: kurta.price },
      ],
      paymentMethod: "Razorpay",
      itemsPrice: 6298.5,
      discountCode: "DIWALI10",
      discountPrice: 500,
      taxPrice: 277.07,
      shippingPrice: 0,
      totalPrice: 5798.5,
      isPaid: false,
      status: "pending",
      shippingAddress: { name: shopper.name, email: shopper.email, phone: "9847012345", address: "12 MG Road", city: "Kochi", state: "Kerala", pincode: "682016" },
      statusHistory: [],
      createdAt: "2026-03-05T10:00:00.000Z",
      updatedAt: "2026-03-05T10:00:00.000Z",
    };
    const calls = serve((call) => {
      if (call.url === "/api/config") return shopConfig();
      if (call.url === "/api/payments/create-order")
        return Response.json({ success: true, order: { id: "order_x", amount: toPaise(pending.totalPrice), currency: "INR" }, keyId: "rzp_test_x", orderId: "o1", data: pending }, { status: 201 });
      if (call.url === "/api/payments/cancel-checkout") return Response.json({ success: true });
      if (call.url === "/api/payments/validate-payment") return Response.json({ success: true, order: { ...pending, isPaid: true, status: "processing" }, payment: { _id: "pay1" } });
      return undefined;
    });
    let razorpay: RazorpayOptions | null = null;
    window.Razorpay = class {
      constructor(options: RazorpayOptions) {
        razorpay = options;
      }
      open() {}
      on() {}
    };
    const u = userEvent.setup();
    const dialog = await openCheckout(u);
    const summary = within(dialog.getByRole("region", { name: "Order summary" }));
    // The quote: 10% of ₹6,298.50.
    await waitFor(() => expect(summary.getByText("Discount (DIWALI10)").nextElementSibling?.textContent).toBe("−₹629.85"));
    await u.click(dialog.getByRole("button", { name: "Pay ₹5,668.65" }));
    // The server's total is not the one on the Pay button: nothing charged, its hold released, its amounts shown.
    expect((await dialog.findByRole("alert")).textContent).toBe("A price changed just now, so nothing was charged. Please check the new total and press Pay again.");
    expect(razorpay).toBeNull();
    await waitFor(() => expect(calls.find((call) => call.url === "/api/payments/cancel-checkout")?.body).toEqual({ orderId: "o1" }));
    expect(summary.getByText("Discount (DIWALI10)").nextElementSibling?.textContent).toBe("−₹500.00");
    expect(summary.getByTestId("checkout-total").textContent).toBe("₹5,798.50");

    // Pay again, now for what is shown: Razorpay asks exactly that.
    await u.click(dialog.getByRole("button", { name: "Pay ₹5,798.50" }));
    await waitFor(() => expect(razorpay).not.toBeNull());
    expect(razorpay!.amount).toBe(579_850);
    const orders = calls.filter((call) => call.url === "/api/payments/create-order").map((call) => call.body!);
    expect(orders).toHaveLength(2);
    for (const order of orders) {
      expect(order.discountCode).toBe("DIWALI10");
      expect(order.items).toEqual([
        { product: saree._id, size: "Free Size", quantity: 1 },
        { product: kurta._id, size: "M", quantity: 1 },
      ]);
      expect(JSON.stringify(order)).not.toMatch(/price|amount|discount"/i);
    }
    // While Razorpay's window is up, the summary shows what the server will charge.
    expect(summary.getByText("Discount (DIWALI10)").nextElementSibling?.textContent).toBe("−₹500.00");
    expect(dialog.getByText("Processing...")).toBeTruthy();
    expect(within(dialog.getByText("Total", { selector: ".checkout-pay__label" }).parentElement!).getByText("₹5,798.50")).toBeTruthy();

    await act(async () => razorpay!.handler({ razorpay_order_id: "order_x", razorpay_payment_id: "pay_x", razorpay_signature: "s".repeat(64) }));
    await waitFor(() => expect(screen.getByTestId("where").textContent).toBe("/profile?order=o1"));
    expect(sessionStorage.getItem("discount-code")).toBeNull();
  });

  it("sends no code while the applied one does not apply to these lines", async () => {
    signIn();
    sessionStorage.setItem("discount-code", "DIWALI10");
    const calls = serve((call) =>
      call.url === "/api/payments/create-order"
        ? Response.json({ success: false, error: "Only 1 left in size M of Cotton Anarkali." }, { status: 409 })
        : call.url === "/api/config"
          ? shopConfig()
          : undefined,
    );
    const dialog = await openCheckout(userEvent.setup());
    const u = userEvent.setup();
    expect((await dialog.findByText("The code DIWALI10 needs an order of at least ₹5,000.00.")).getAttribute("role")).toBe("alert");
    await u.click(dialog.getByRole("button", { name: "Pay ₹3,898.50" }));
    await waitFor(() => expect(calls.some((call) => call.url === "/api/payments/create-order")).toBe(true));
    expect(calls.find((call) => call.url === "/api/payments/create-order")!.body!.discountCode).toBeUndefined();
  });
});

describe("order price breakdown", () => {
  it("shows the code and what it took off, and no discount line without one", () => {
    const order = { itemsPrice: 6298.5, discountCode: "DIWALI10", discountPrice: 629.85, taxPrice: 270.01, shippingPrice: 0, totalPrice: 5668.65 };
    const { container, rerender } = render(<OrderPriceBreakdown order={order} />);
    const rows = () => Array.from(container.querySelectorAll("dl > div")).map((row) => Array.from(row.children).map((cell) => cell.textContent?.trim()));
    expect(rows()).toEqual([
      ["Items", "₹6,298.50"],
      ["Discount (DIWALI10)", "−₹629.85"],
      ["GST included", "₹270.01"],
      ["Shipping", "Free"],
      ["Total", "₹5,668.65"],
    ]);
    rerender(<OrderPriceBreakdown order={{ ...order, discountCode: undefined, discountPrice: 0, totalPrice: 6298.5 }} />);
    expect(rows().map(([term]) => term)).toEqual(["Items", "GST included", "Shipping", "Total"]);
  });
});
