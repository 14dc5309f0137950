// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Order } from "../../shared/schemas/order.js";
import { CancelOrder } from "../../web/src/features/account/cancel/CancelOrder.js";

// The shopper's "Cancel order" (issue 25): the figures shown are the server's, the reason goes
// with the request, and a refusal is read out in the server's words.

const ORDER_ID = "66a1b2c3d4e5f6a7b8c9d0e1";
const order = {
  _id: ORDER_ID,
  id: ORDER_ID,
  isPaid: true,
  status: "processing",
  updatedAt: "2026-11-26T10:00:00.000Z",
  totalPrice: 2998,
} as Order;

type Reply = { status: number; body: unknown };
function server(replies: Record<string, Reply>) {
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const reply = replies[`${init.method ?? "GET"} ${url}`];
    if (!reply) return new Response(JSON.stringify({ success: false, error: "Not found" }), { status: 404 });
    return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { "Content-Type": "application/json" } });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const OFFER = { status: 200, body: { success: true, data: { cancellable: true, paid: 2998, fee: 59.96, refund: 2938.04, storeCredit: 0, cardPaid: 2998, card: 2938.04, feeBasisPoints: 200, feePercent: "2%", until: "2026-11-27T10:00:00.000Z" } } };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("Cancel order", () => {
  it("shows the server's refund and fee before asking, and sends the reason chosen", async () => {
    const fetchMock = server({
      [`GET /api/orders/${ORDER_ID}/cancellation`]: OFFER,
      [`POST /api/orders/${ORDER_ID}/cancel`]: { status: 200, body: { success: true, data: { ...order, status: "cancelled" }, message: "Order cancelled." } },
    });
    const onCancelled = vi.fn();
    render(<CancelOrder order={order} onCancelled={onCancelled} />);
    await userEvent.click(await screen.findByRole("button", { name: "Cancel order" }));
    expect(screen.getByTestId("cancel-figures").textContent).toBe("₹2,938.04 back to your card/UPI (₹2,998.00 less a 2% fee of ₹59.96)");
    expect(screen.getByTestId("cancel-destination").textContent).toBe("The 2% transaction fee is taken only on what your card or UPI paid; banks usually take 5-7 business days to show the refund.");
    await userEvent.selectOptions(screen.getByLabelText("Why are you cancelling?"), "Found a better price");
    await userEvent.click(screen.getByRole("button", { name: "Cancel and refund ₹2,938.04" }));
    await vi.waitFor(() => expect(onCancelled).toHaveBeenCalledWith(expect.objectContaining({ status: "cancelled" })));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === "POST")!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({ reason: "Found a better price" });
  });

  it("says an order paid with store credit gets all of it back as credit, at once and with no fee", async () => {
    const allCredit = { paid: 2998, fee: 0, refund: 2998, storeCredit: 2998, cardPaid: 0, card: 0 };
    server({ [`GET /api/orders/${ORDER_ID}/cancellation`]: { ...OFFER, body: { ...OFFER.body, data: { ...OFFER.body.data, ...allCredit } } } });
    render(<CancelOrder order={order} onCancelled={vi.fn()} />);
    await userEvent.click(await screen.findByRole("button", { name: "Cancel order" }));
    expect(screen.getByTestId("cancel-figures").textContent).toBe("₹2,998.00 back to your store credit, in full");
    expect(screen.getByTestId("cancel-destination").textContent).toBe("Store credit is ready to spend at once, and no fee is taken on it.");
  });

  it("offers nothing when the server says the order cannot be cancelled", async () => {
    const fetchMock = server({ [`GET /api/orders/${ORDER_ID}/cancellation`]: { status: 200, body: { success: true, data: { cancellable: false, reason: "Orders can be cancelled within 24 hours of payment" } } } });
    render(<CancelOrder order={order} onCancelled={vi.fn()} />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole("button", { name: "Cancel order" })).toBeNull();
  });

  it("does not even ask for a shipped order", () => {
    const fetchMock = server({});
    render(<CancelOrder order={{ ...order, status: "shipped" }} onCancelled={vi.fn()} />);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByRole("button", { name: "Cancel order" })).toBeNull();
  });

  it("reads out the server's refusal when the order was dispatched meanwhile", async () => {
    const refusal = "This order has been dispatched, so it can no longer be cancelled.";
    server({ [`GET /api/orders/${ORDER_ID}/cancellation`]: OFFER, [`POST /api/orders/${ORDER_ID}/cancel`]: { status: 409, body: { success: false, error: refusal } } });
    const onCancelled = vi.fn();
    render(<CancelOrder order={order} onCancelled={onCancelled} />);
    await userEvent.click(await screen.findByRole("button", { name: "Cancel order" }));
    await userEvent.click(screen.getByRole("button", { name: "Cancel and refund ₹2,938.04" }));
    expect((await screen.findByRole("alert")).textContent).toBe(refusal);
    expect(onCancelled).not.toHaveBeenCalled();
  });
});
