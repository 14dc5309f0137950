import { PaymentStatusBadge } from "../../web/src/admin/shared/StatusBadge.js";
// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Order } from "../../shared/schemas/order.js";
import type { Payment } from "../../shared/schemas/payment.js";
import PaymentsPage from "../../web/src/admin/payments/PaymentsPage.js";
import { PaymentsTable } from "../../web/src/admin/payments/PaymentsTable.js";
import { RefundDialog } from "../../web/src/admin/payments/RefundDialog.js";
import { checkRefundAmount } from "../../web/src/admin/payments/refund-amount.js";
import { ServerStateProvider } from "../../web/src/components/ServerStateProvider.js";

interface Call {
  method: string;
  url: string;
  body: unknown;
}

/** Stands in for the server behind web/src/api/client.ts: answers by path, records each call. */
function serve(answer: (call: Call) => { status?: number; body: unknown }) {
  const calls: Call[] = [];
  vi.stubGlobal("fetch", async (input: string, init: RequestInit = {}) => {
    const call = { method: init.method ?? "GET", url: String(input), body: init.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    const { status = 200, body } = answer(call);
    return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  });
  return calls;
}

function payment(overrides: Partial<Payment> = {}): Payment {
  return {
    _id: "65f0c0ffee0000000000a001",
    id: "65f0c0ffee0000000000a001",
    orderId: "65f0c0ffee0000000000b001",
    userId: "u1",
    razorpayOrderId: "order_Nq1",
    razorpayPaymentId: "pay_Nq1",
    amount: 2499,
    amountRefunded: 0,
    currency: "INR",
    status: "completed",
    user: { _id: "u1", name: "Asha Rao", email: "asha@example.in" },
    description: "Banarasi Silk Saree",
    refunds: [],
    createdAt: "2026-01-10T06:30:00.000Z",
    updatedAt: "2026-01-10T06:30:00.000Z",
    ...overrides,
  };
}

beforeEach(() => {
  localStorage.setItem("token", "t");
  // The owner, who may refund (the Refund buttons follow the role's permissions).
  localStorage.setItem("user", JSON.stringify({ _id: "u1", id: "u1", name: "Meera", email: "meera@example.in", role: "owner" }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** An 18% dress bought twice and a 5% silk saree, as GET /api/orders/:id answers. */
function order(): Order {
  const line = (product: string, name: string, size: string, price: number, quantity: number) => ({ product, name, size, price, quantity, image: "/x.svg" });
  return {
    _id: "65f0c0ffee0000000000b001",
    id: "65f0c0ffee0000000000b001",
    userId: "u1",
    user: { _id: "u1", name: "Asha Rao", email: "asha@example.in" },
    orderItems: [line(DRESS, "Rani Pink Anarkali Dress", "M", 3299, 2), line(SAREE, "Banarasi Silk Saree", "Free", 18999, 1)],
    paymentMethod: "razorpay",
    itemsPrice: 25597,
    taxPrice: 0,
    shippingPrice: 0,
    totalPrice: 25597,
    isPaid: true,
    status: "processing",
    shippingAddress: { name: "Asha Rao", email: "asha@example.in", phone: "9876543210", address: "12 MG Road", city: "Pune", state: "Maharashtra", pincode: "411001" },
    statusHistory: [],
    createdAt: "2026-01-10T06:30:00.000Z",
    updatedAt: "2026-01-10T06:30:00.000Z",
  };
}
const DRESS = "65f0c0ffee00000000000d01";
const SAREE = "65f0c0ffee00000000000501";

/** The payment for order(), its saree refunded already. */
const paidForOrder = () =>
  payment({
    amount: 25597,
    amountRefunded: 18999,
    refunds: [{ id: "rfnd_1", amount: 18999, status: "processed", reason: "Saree returned", by: "Meera", at: "2026-01-12T06:30:00.000Z", lines: [{ line: 1, product: SAREE, size: "Free", quantity: 1, amount: 18999 }], restocked: true }],
  });

const answerOrder = (call: Call) => (call.method === "GET" && call.url.startsWith("/api/orders/") ? { body: { success: true, data: order() } } : null);

describe("refund dialog", () => {
  it("lists the order's pieces, those refunded already shown and not selectable, and the amount the ticked pieces come to", async () => {
    const calls = serve((call) => answerOrder(call) ?? { body: { success: true, message: "Payment refunded successfully!", payment: paidForOrder() } });
    const user = userEvent.setup();
    const onRefunded = vi.fn();
    render(<RefundDialog payment={paidForOrder()} onRefunded={onRefunded} onCancel={vi.fn()} />);
    const dress = await screen.findByRole("checkbox", { name: /Rani Pink Anarkali Dress/ });
    const saree = screen.getByRole("checkbox", { name: /Banarasi Silk Saree/ });
    expect(saree).toHaveProperty("disabled", true);
    expect(saree.closest("li")!.textContent).toContain("Refunded");
    expect(saree.closest("li")!.textContent).toContain("1 refunded already");
    expect(dress.closest("li")!.textContent).toContain("₹3,299.00 each · bought 2");
    expect(screen.getByRole("checkbox", { name: "Put the pieces back in stock" })).toHaveProperty("checked", true);

    await user.type(screen.getByLabelText("Reason"), "Dress returned");
    await user.click(screen.getByRole("button", { name: "Refund" }));
    expect(screen.getByRole("alert").textContent).toBe("Tick the pieces to refund.");

    await user.click(dress);
    expect(screen.getByText("Refund amount: ₹6,598.00")).toBeTruthy();
    await user.selectOptions(screen.getByLabelText("Pieces of Rani Pink Anarkali Dress, size M to refund"), "1");
    expect(screen.getByText("Refund amount: ₹3,299.00")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Refund" }));
    await waitFor(() => expect(onRefunded).toHaveBeenCalledTimes(1));
    expect(calls.filter((c) => c.method === "POST")).toEqual([
      { method: "POST", url: "/api/payments/admin/refund", body: { paymentId: payment()._id, items: [{ product: DRESS, size: "M", quantity: 1 }], restock: true, reason: "Dress returned" } },
    ]);
  });

  it("sends a goodwill amount in rupees with nothing back to stock, and no amount for the whole rest", async () => {
    const calls = serve((call) => answerOrder(call) ?? { body: { success: true, message: "Payment refunded successfully!", payment: payment() } });
    const user = userEvent.setup();
    const onRefunded = vi.fn();
    const { unmount } = render(<RefundDialog payment={payment()} onRefunded={onRefunded} onCancel={vi.fn()} />);
    await screen.findByRole("checkbox", { name: /Rani Pink Anarkali Dress/ });
    await user.click(screen.getByRole("radio", { name: "Goodwill amount" }));
    expect(screen.queryByRole("checkbox", { name: "Put the pieces back in stock" })).toBeNull();
    await user.type(screen.getByLabelText("Amount to refund (₹)"), "1,000.50");
    await user.type(screen.getByLabelText("Reason"), "Parcel a week late");
    await user.click(screen.getByRole("button", { name: "Refund" }));
    await waitFor(() => expect(onRefunded).toHaveBeenCalledTimes(1));
    expect(calls.filter((c) => c.method === "POST").map((c) => c.body)).toEqual([{ paymentId: payment()._id, amount: 1000.5, restock: false, reason: "Parcel a week late" }]);
    unmount();

    render(<RefundDialog payment={payment()} onRefunded={onRefunded} onCancel={vi.fn()} />);
    await user.click(await screen.findByRole("radio", { name: "Goodwill amount" }));
    await user.type(screen.getByLabelText("Amount to refund (₹)"), "2499");
    await user.type(screen.getByLabelText("Reason"), "Order cancelled by the shopper");
    await user.click(screen.getByRole("button", { name: "Refund" }));
    await waitFor(() => expect(onRefunded).toHaveBeenCalledTimes(2));
    expect(calls.filter((c) => c.method === "POST")[1]?.body).toEqual({ paymentId: payment()._id, restock: false, reason: "Order cancelled by the shopper" });
  });

  it("refuses a wrong goodwill amount before asking the server", async () => {
    const calls = serve((call) => answerOrder(call) ?? { body: { success: true } });
    const user = userEvent.setup();
    render(<RefundDialog payment={payment({ amountRefunded: 499 })} onRefunded={vi.fn()} onCancel={vi.fn()} />);
    expect(screen.getByRole("dialog").textContent).toContain("Up to ₹2,000.00 can be refunded");
    await user.click(await screen.findByRole("radio", { name: "Goodwill amount" }));
    const amount = screen.getByLabelText("Amount to refund (₹)") as HTMLInputElement;
    await user.type(screen.getByLabelText("Reason"), "Colour not as shown");
    const refund = screen.getByRole("button", { name: "Refund" });

    await user.type(amount, "2000.01");
    await user.click(refund);
    expect(screen.getByRole("alert").textContent).toBe("The amount can be at most ₹2,000.00, what is left to refund.");

    await user.clear(amount);
    await user.type(amount, "10.005");
    await user.click(refund);
    expect(screen.getByRole("alert").textContent).toContain("at most 2 decimals");

    await user.clear(amount);
    await user.type(amount, "0");
    await user.click(refund);
    expect(screen.getByRole("alert").textContent).toBe("The amount must be more than ₹0.");
    expect(amount.getAttribute("aria-invalid")).toBe("true");
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);
  });

  it("offers only a goodwill amount when the order cannot be read", async () => {
    serve(() => ({ status: 404, body: { success: false, error: "Order not found" } }));
    render(<RefundDialog payment={payment()} onRefunded={vi.fn()} onCancel={vi.fn()} />);
    expect(await screen.findByText("The order's lines could not be loaded, so only a goodwill amount can be refunded.")).toBeTruthy();
    expect(screen.getByRole("radio", { name: "Goodwill amount" })).toHaveProperty("checked", true);
    expect(screen.getByLabelText("Amount to refund (₹)")).toBeTruthy();
  });

  it("tells a staff member what happens past her day's limit, and passes on the server's words when the refund went to the owner", async () => {
    const message = "Refunds over ₹2,000 a day need the owner's approval: sent for approval";
    serve((call) => answerOrder(call) ?? { status: 202, body: { success: true, approval: { id: "a1", summary: "Refund ₹3,299.00 of order #ABC123" }, message } });
    const user = userEvent.setup();
    const onRefunded = vi.fn();
    const onSent = vi.fn();
    render(<RefundDialog payment={payment()} limited onRefunded={onRefunded} onSentForApproval={onSent} onCancel={vi.fn()} />);
    expect(await screen.findByText(/Past your role's limit a day .* the refund goes to the owner for approval instead\./)).toBeTruthy();
    await user.click(await screen.findByRole("checkbox", { name: /Rani Pink Anarkali Dress/ }));
    await user.type(screen.getByLabelText("Reason"), "Damaged in transit");
    await user.click(screen.getByRole("button", { name: "Refund" }));
    await waitFor(() => expect(onSent).toHaveBeenCalledWith(message));
    expect(onRefunded).not.toHaveBeenCalled();
  });

  it("asks for a reason", async () => {
    const calls = serve((call) => answerOrder(call) ?? { body: { success: true } });
    const user = userEvent.setup();
    render(<RefundDialog payment={payment()} onRefunded={vi.fn()} onCancel={vi.fn()} />);
    await user.click(await screen.findByRole("checkbox", { name: /Rani Pink Anarkali Dress/ }));
    await user.click(screen.getByRole("button", { name: "Refund" }));
    expect(screen.getByRole("alert").textContent).toBe("Enter a reason for the refund.");
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);
  });

  it("shows the spec's failure text with the server's reason, and keeps the dialog open", async () => {
    serve((call) => answerOrder(call) ?? { status: 409, body: { success: false, error: "Rani Pink Anarkali Dress in size M has already been refunded (2 pieces)." } });
    const user = userEvent.setup();
    const onRefunded = vi.fn();
    render(<RefundDialog payment={payment()} onRefunded={onRefunded} onCancel={vi.fn()} />);
    await user.click(await screen.findByRole("checkbox", { name: /Rani Pink Anarkali Dress/ }));
    await user.type(screen.getByLabelText("Reason"), "Damaged in transit");
    await user.click(screen.getByRole("button", { name: "Refund" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Failed to refund payment. Please try again.");
    expect(alert.textContent).toContain("has already been refunded (2 pieces).");
    expect(onRefunded).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Refund" })).toHaveProperty("disabled", false);
  });

  it("refunds completed payments only", async () => {
    serve(() => ({ body: { success: true } }));
    render(<RefundDialog payment={payment({ status: "refunded", amountRefunded: 2499 })} onRefunded={vi.fn()} onCancel={vi.fn()} />);
    expect(screen.getByRole("dialog").textContent).toContain("Only completed payments can be refunded.");
    expect(screen.getByRole("button", { name: "Refund" })).toHaveProperty("disabled", true);
    expect(screen.queryByLabelText("Amount to refund (₹)")).toBeNull();
    cleanup();

    render(
      <MemoryRouter>
        <PaymentsTable
          payments={[
            payment({ _id: "a", razorpayPaymentId: "pay_done" }),
            payment({ _id: "b", razorpayPaymentId: "pay_wait", status: "pending" }),
            payment({ _id: "c", razorpayPaymentId: "pay_fail", status: "failed" }),
            payment({ _id: "d", razorpayPaymentId: "pay_back", status: "refunded", amountRefunded: 2499 }),
          ]}
          loading={false}
          onDetails={vi.fn()}
          onRefund={vi.fn()}
        />
      </MemoryRouter>,
    );
    const refundButtons = screen.getAllByRole("button", { name: /^Refund payment/ });
    expect(refundButtons.map((button) => button.getAttribute("aria-label"))).toEqual(["Refund payment pay_done"]);
  });

  it("reads amounts as rupees with at most two decimals", () => {
    expect(checkRefundAmount("₹1,234.5", 2000)).toEqual({ ok: true, rupees: 1234.5, whole: false });
    expect(checkRefundAmount("2000", 2000)).toEqual({ ok: true, rupees: 2000, whole: true });
    expect(checkRefundAmount("", 2000)).toEqual({ ok: false, message: "Enter the amount to refund." });
    expect(checkRefundAmount("-5", 2000).ok).toBe(false);
    expect(checkRefundAmount("1e3", 2000).ok).toBe(false);
  });
});

describe("payments screen", () => {
  it("lists payments with ₹ amounts and Indian dates, and says so when none match", async () => {
    const calls = serve(({ url }) =>
      url.includes("status=failed")
        ? { body: { success: true, payments: [], pagination: { total: 0, limit: 50, nextCursor: null } } }
        : { body: { success: true, payments: [payment({ amountRefunded: 500 })], pagination: { total: 1, limit: 50, nextCursor: null } } },
    );
    const user = userEvent.setup();
    render(
      <ServerStateProvider>
        <MemoryRouter>
          <PaymentsPage />
        </MemoryRouter>
      </ServerStateProvider>,
    );
    const row = (await screen.findByText("pay_Nq1")).closest("tr")!;
    expect(row.textContent).toContain("Asha Rao");
    expect(row.textContent).toContain("₹2,499.00");
    expect(row.textContent).toContain("10 Jan 2026");
    expect(row.textContent).not.toContain("$");
    // Some of it given back: said with its amounts, not "Completed" or "Refunded" (issue 40).
    expect(within(row).getByText("Partly refunded ₹500.00 of ₹2,499.00")).toBeTruthy();
    expect(within(row).queryByText("Completed")).toBeNull();

    await user.selectOptions(screen.getByLabelText("Status"), "failed");
    expect(await screen.findByText("No payments found")).toBeTruthy();
    expect(calls.at(-1)?.url).toBe("/api/payments/admin/all?status=failed&limit=50");
  });

  it("calls a cancellation that kept its fee partly refunded, and all of it given back refunded", () => {
    const { unmount } = render(<PaymentStatusBadge payment={{ status: "refunded", amount: 2499, amountRefunded: 2449.02 }} />);
    expect(screen.getByText("Partly refunded ₹2,449.02 of ₹2,499.00")).toBeTruthy();
    unmount();
    render(<PaymentStatusBadge payment={{ status: "refunded", amount: 2499, amountRefunded: 2499 }} />);
    expect(screen.getByText("Refunded")).toBeTruthy();
  });

  it("refunds from the list and says so in the spec's words", async () => {
    let refunded = false;
    serve(({ method, url }) => {
      if (method === "POST") {
        refunded = true;
        return { body: { success: true, message: "Payment refunded successfully!", payment: payment({ status: "refunded", amountRefunded: 2499 }) } };
      }
      return answerOrder({ method, url, body: undefined }) ?? { body: { success: true, payments: [refunded ? payment({ status: "refunded", amountRefunded: 2499 }) : payment()], pagination: { total: 1, limit: 50, nextCursor: null } } };
    });
    const user = userEvent.setup();
    render(
      <ServerStateProvider>
        <MemoryRouter>
          <PaymentsPage />
        </MemoryRouter>
      </ServerStateProvider>,
    );
    await user.click(await screen.findByRole("button", { name: "Refund payment pay_Nq1" }));
    await user.click(await screen.findByRole("checkbox", { name: /Rani Pink Anarkali Dress/ }));
    await user.type(screen.getByLabelText("Reason"), "Out of stock");
    await user.click(screen.getByRole("button", { name: "Refund" }));
    expect((await screen.findByText("Payment refunded successfully!")).closest("[role=status]")).not.toBeNull();
    expect(screen.queryByRole("dialog")).toBeNull();
    const row = screen.getByText("pay_Nq1").closest("tr")!;
    expect(within(row).getByText("Refunded")).toBeTruthy();
    expect(within(row).queryByRole("button", { name: /^Refund payment/ })).toBeNull();
  });
});
