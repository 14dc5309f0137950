// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Payment } from "../../shared/types.js";
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

beforeEach(() => localStorage.setItem("token", "t"));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("refund dialog", () => {
  it("offers what is left to refund and refuses a wrong partial amount before asking the server", async () => {
    const calls = serve(() => ({ body: { success: true } }));
    const user = userEvent.setup();
    render(<RefundDialog payment={payment({ amountRefunded: 499 })} onRefunded={vi.fn()} onCancel={vi.fn()} />);
    const amount = screen.getByLabelText("Amount to refund (₹)") as HTMLInputElement;
    expect(amount.value).toBe("2000.00");
    expect(screen.getByRole("dialog").textContent).toContain("Up to ₹2,000.00 can be refunded");

    await user.type(screen.getByLabelText("Reason"), "Colour not as shown");
    const refund = screen.getByRole("button", { name: "Refund" });

    await user.clear(amount);
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
    expect(calls).toHaveLength(0);
  });

  it("asks for a reason", async () => {
    const calls = serve(() => ({ body: { success: true } }));
    const user = userEvent.setup();
    render(<RefundDialog payment={payment()} onRefunded={vi.fn()} onCancel={vi.fn()} />);
    await user.click(screen.getByRole("button", { name: "Refund" }));
    expect(screen.getByRole("alert").textContent).toBe("Enter a reason for the refund.");
    expect(calls).toHaveLength(0);
  });

  it("sends a partial amount in rupees, and no amount for the whole rest", async () => {
    const calls = serve(({ body }) => ({ body: { success: true, message: "Payment refunded successfully!", payment: payment({ amountRefunded: (body as { amount?: number }).amount ?? 2499 }) } }));
    const user = userEvent.setup();
    const onRefunded = vi.fn();
    const { unmount } = render(<RefundDialog payment={payment()} onRefunded={onRefunded} onCancel={vi.fn()} />);
    const amount = screen.getByLabelText("Amount to refund (₹)");
    await user.clear(amount);
    await user.type(amount, "1,000.50");
    await user.type(screen.getByLabelText("Reason"), "One piece returned");
    await user.click(screen.getByRole("button", { name: "Refund" }));
    await waitFor(() => expect(onRefunded).toHaveBeenCalledTimes(1));
    expect(calls[0]).toEqual({ method: "POST", url: "/api/payments/admin/refund", body: { paymentId: payment()._id, amount: 1000.5, reason: "One piece returned" } });
    unmount();

    render(<RefundDialog payment={payment()} onRefunded={onRefunded} onCancel={vi.fn()} />);
    await user.type(screen.getByLabelText("Reason"), "Order cancelled by the shopper");
    await user.click(screen.getByRole("button", { name: "Refund" }));
    await waitFor(() => expect(onRefunded).toHaveBeenCalledTimes(2));
    expect(calls[1]?.body).toEqual({ paymentId: payment()._id, reason: "Order cancelled by the shopper" });
  });

  it("shows the spec's failure text with the server's reason, and keeps the dialog open", async () => {
    serve(() => ({ status: 409, body: { success: false, error: "This payment has already been refunded in full." } }));
    const user = userEvent.setup();
    const onRefunded = vi.fn();
    render(<RefundDialog payment={payment()} onRefunded={onRefunded} onCancel={vi.fn()} />);
    await user.type(screen.getByLabelText("Reason"), "Damaged in transit");
    await user.click(screen.getByRole("button", { name: "Refund" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Failed to refund payment. Please try again.");
    expect(alert.textContent).toContain("This payment has already been refunded in full.");
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
    expect(row.textContent).toContain("₹500.00 refunded");
    expect(row.textContent).toContain("10 Jan 2026");
    expect(row.textContent).not.toContain("$");
    expect(within(row).getByText("Completed")).toBeTruthy();

    await user.selectOptions(screen.getByLabelText("Status"), "failed");
    expect(await screen.findByText("No payments found")).toBeTruthy();
    expect(calls.at(-1)?.url).toBe("/api/payments/admin/all?status=failed&limit=50");
  });

  it("refunds from the list and says so in the spec's words", async () => {
    let refunded = false;
    serve(({ method }) => {
      if (method === "POST") {
        refunded = true;
        return { body: { success: true, message: "Payment refunded successfully!", payment: payment({ status: "refunded", amountRefunded: 2499 }) } };
      }
      return { body: { success: true, payments: [refunded ? payment({ status: "refunded", amountRefunded: 2499 }) : payment()], pagination: { total: 1, limit: 50, nextCursor: null } } };
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
    await user.type(screen.getByLabelText("Reason"), "Out of stock");
    await user.click(screen.getByRole("button", { name: "Refund" }));
    expect((await screen.findByText("Payment refunded successfully!")).closest("[role=status]")).not.toBeNull();
    expect(screen.queryByRole("dialog")).toBeNull();
    const row = screen.getByText("pay_Nq1").closest("tr")!;
    expect(within(row).getByText("Refunded")).toBeTruthy();
    expect(within(row).queryByRole("button", { name: /^Refund payment/ })).toBeNull();
  });
});
