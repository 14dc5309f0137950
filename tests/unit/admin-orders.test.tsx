// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Order } from "../../shared/schemas/order.js";
import { DELIVERED_REASON_REQUIRED, OrderStatusForm } from "../../web/src/admin/orders/OrderStatusForm.js";
import OrdersPage from "../../web/src/admin/orders/OrdersPage.js";
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

/** An order's WhatsApp update that Meta's pause kept back (GET /api/whatsapp/orders/:id/messages). */
const WHATSAPP_NOT_SENT = {
  template: "order_confirmed",
  language: "en",
  to: "919876543210",
  status: "not-sent",
  reason: "template paused by Meta: the e-mail went alone",
  history: [
    { status: "sending", at: "2026-02-03T05:00:05.000Z" },
    { status: "not-sent", at: "2026-02-03T05:00:05.000Z", reason: "template paused by Meta: the e-mail went alone" },
  ],
  createdAt: "2026-02-03T05:00:05.000Z",
  updatedAt: "2026-02-03T05:00:05.000Z",
};

function order(n: number, overrides: Partial<Order> = {}): Order {
  const id = `65f0c0ffee00000000ab${String(n).padStart(4, "0")}`;
  return {
    _id: id,
    id,
    userId: `u${n}`,
    user: { _id: `u${n}`, name: `Asha ${n}`, email: `asha${n}@example.in` },
    orderItems: [
      { product: "p1", name: "Banarasi Silk Saree", image: "/images/catalogue/saree.svg", size: "Free", quantity: 1, price: 2499 },
      { product: "p2", name: "Cotton Kurta Dress", image: "/images/catalogue/dress.svg", size: "M", quantity: 2, price: 999 },
    ],
    paymentMethod: "Razorpay",
    itemsPrice: 4497,
    taxPrice: 214.14,
    shippingPrice: 0,
    totalPrice: 4497,
    isPaid: true,
    paidAt: "2026-02-03T05:00:00.000Z",
    status: "processing",
    shippingAddress: { name: `Asha ${n}`, email: `asha${n}@example.in`, phone: "9876543210", address: "12 MG Road", city: "Pune", state: "Maharashtra", pincode: "411001" },
    statusHistory: [
      { status: "pending", at: "2026-02-03T04:58:00.000Z", by: "shop", note: "Awaiting payment" },
      { status: "processing", at: "2026-02-03T05:00:00.000Z", by: "shop", note: "Paid ₹4,497.00 (pay_X1)" },
    ],
    createdAt: "2026-02-03T04:58:00.000Z",
    updatedAt: "2026-02-03T05:00:00.000Z",
    ...overrides,
  };
}

const page = (orders: Order[], total = orders.length) => ({ body: { success: true, data: orders, pagination: { total, limit: 50, nextCursor: null } } });

beforeEach(() => {
  localStorage.setItem("token", "t");
  // The owner, who may remove unpaid checkouts (the Delete buttons follow the role's permissions).
  localStorage.setItem("user", JSON.stringify({ _id: "u1", id: "u1", name: "Meera", email: "meera@example.in", role: "owner" }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("order status form", () => {
  it("requires a status and sends nothing without one", async () => {
    const calls = serve(() => ({ body: {} }));
    const user = userEvent.setup();
    render(<OrderStatusForm order={order(1)} onUpdated={vi.fn()} />);
    await user.click(screen.getByRole("button", { name: "Update Status" }));
    expect(screen.getByRole("alert").textContent).toBe("Status is required");
    expect(screen.getByLabelText(/^Status/).getAttribute("aria-invalid")).toBe("true");
    expect(calls).toHaveLength(0);
  });

  it("offers all six statuses and sends status, carrier, tracking number and notes", async () => {
    const shipped = order(1, { status: "shipped", trackingNumber: "DL1234567890IN" });
    const calls = serve(() => ({ body: { success: true, data: shipped } }));
    const user = userEvent.setup();
    const onUpdated = vi.fn();
    render(<OrderStatusForm order={order(1)} onUpdated={onUpdated} />);
    const options = within(screen.getByLabelText(/^Status/)).getAllByRole("option").map((option) => option.textContent);
    // Statuses that say money moved come from the actions that move it (issue 39): shown, not offered.
    expect(options).toEqual(["Select a status", "Pending (paid already)", "Processing (current)", "Shipped", "Delivered", "Cancelled (use Cancel order)", "Refunded (refund from Payments)"]);
    const offered = within(screen.getByLabelText(/^Status/)).getAllByRole<HTMLOptionElement>("option").filter((option) => !option.disabled).map((option) => option.value);
    expect(offered).toEqual(["", "processing", "shipped", "delivered"]);

    await user.selectOptions(screen.getByLabelText(/^Status/), "shipped");
    await user.type(screen.getByLabelText("Carrier"), "Delhivery ");
    await user.type(screen.getByLabelText("Tracking number"), " DL1234567890IN ");
    await user.type(screen.getByLabelText("Notes"), "Sent by Delhivery");
    await user.click(screen.getByRole("button", { name: "Update Status" }));
    await waitFor(() => expect(onUpdated).toHaveBeenCalledWith(shipped));
    expect(calls).toEqual([
      { method: "PATCH", url: `/api/orders/${order(1)._id}/status`, body: { status: "shipped", carrier: "Delhivery", trackingNumber: "DL1234567890IN", notes: "Sent by Delhivery" } },
    ]);
    expect(screen.getByRole("status").textContent).toBe("Order status updated to Shipped.");
  });

  it("offers an unpaid order only cancelling, and a cancelled one nothing", async () => {
    const { unmount } = render(<OrderStatusForm order={order(1, { isPaid: false, status: "pending" })} onUpdated={vi.fn()} />);
    const offered = () => within(screen.getByLabelText(/^Status/)).getAllByRole<HTMLOptionElement>("option").filter((option) => !option.disabled).map((option) => option.textContent);
    expect(offered()).toEqual(["Select a status", "Pending (current)", "Cancelled"]);
    expect(within(screen.getByLabelText(/^Status/)).getByRole("option", { name: /^Shipped/ }).textContent).toBe("Shipped (not paid)");
    unmount();
    render(<OrderStatusForm order={order(1, { isPaid: false, status: "cancelled" })} onUpdated={vi.fn()} />);
    expect(offered()).toEqual(["Select a status", "Cancelled (current)"]);
  });

  it("asks the owner why an order is delivered by hand, and sends it; others see the option, not offered", async () => {
    const delivered = order(1, { status: "delivered" });
    const calls = serve(() => ({ body: { success: true, data: delivered } }));
    const user = userEvent.setup();
    const { unmount } = render(<OrderStatusForm order={order(1)} onUpdated={vi.fn()} />);
    await user.selectOptions(screen.getByLabelText(/^Status/), "delivered");
    await user.click(screen.getByRole("button", { name: "Update Status" }));
    expect(screen.getByRole("alert").textContent).toBe(DELIVERED_REASON_REQUIRED);
    expect(calls).toHaveLength(0);
    await user.type(screen.getByLabelText("Why delivered by hand"), "Blue Dart's proof of delivery");
    await user.click(screen.getByRole("button", { name: "Update Status" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toMatchObject({ status: "delivered", reason: "Blue Dart's proof of delivery" });
    unmount();

    render(<OrderStatusForm order={order(1)} onUpdated={vi.fn()} canMarkDelivered={false} />);
    const option = within(screen.getByLabelText(/^Status/)).getByRole("option", { name: /^Delivered/ }) as HTMLOptionElement;
    expect(option.disabled).toBe(true);
    expect(option.textContent).toBe("Delivered (the owner's; the courier marks it)");
  });

  it("says the spec's words when the update fails, with the server's reason below", async () => {
    serve(() => ({ status: 400, body: { success: false, error: "Tracking number is at most 100 characters" } }));
    const user = userEvent.setup();
    const onUpdated = vi.fn();
    render(<OrderStatusForm order={order(1)} onUpdated={onUpdated} />);
    await user.selectOptions(screen.getByLabelText(/^Status/), "delivered");
    await user.type(screen.getByLabelText("Why delivered by hand"), "Courier's proof of delivery");
    await user.click(screen.getByRole("button", { name: "Update Status" }));
    const alert = await screen.findByRole("alert");
    expect(alert.querySelector("p")?.textContent).toBe("Error updating order status. Please try again.");
    expect(alert.textContent).toContain("Tracking number is at most 100 characters");
    expect(onUpdated).not.toHaveBeenCalled();
  });
});

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function renderOrders(at = "/admin/orders") {
  return render(
    <ServerStateProvider>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path="/admin/orders" element={<OrdersPage />} />
        </Routes>
        <Where />
      </MemoryRouter>
    </ServerStateProvider>,
  );
}

describe("orders screen", () => {
  it("shows each order's short id, customer, items, ₹ total with Paid, status and date", async () => {
    serve(() => page([order(1), order(2, { isPaid: false, status: "pending", orderItems: [order(2).orderItems[0]!] })], 2));
    renderOrders();
    const first = (await screen.findByText("#AB0001")).closest("tr")!;
    expect(first.textContent).toContain("Razorpay");
    expect(first.textContent).toContain("Asha 1");
    expect(first.textContent).toContain("asha1@example.in");
    expect(first.textContent).toContain("3 items");
    expect(first.textContent).toContain("Banarasi Silk Saree + 1 more");
    expect(first.textContent).toContain("₹4,497.00");
    expect(first.textContent).toContain("Paid");
    expect(first.textContent).toContain("Processing");
    expect(first.textContent).toContain("3 Feb 2026");
    const second = screen.getByText("#AB0002").closest("tr")!;
    expect(second.textContent).toContain("Unpaid checkout");
    expect(second.textContent).toContain("1 item");
    expect(second.textContent).not.toContain("more");
    expect(screen.getByText("2 orders in total")).toBeTruthy();
  });

  it("searches and filters on the server, over all six statuses", async () => {
    const calls = serve(() => page([]));
    const user = userEvent.setup();
    renderOrders();
    expect(await screen.findByText("No orders found")).toBeTruthy();
    const statuses = within(screen.getByLabelText("Status")).getAllByRole("option").map((option) => option.getAttribute("value"));
    expect(statuses).toEqual(["", "pending", "processing", "shipped", "delivered", "cancelled", "refunded"]);
    await user.selectOptions(screen.getByLabelText("Status"), "refunded");
    await user.type(screen.getByLabelText("Search by order id or customer name"), "Asha");
    await waitFor(() => expect(calls.at(-1)?.url).toBe("/api/orders?search=Asha&status=refunded&limit=50"));
  });

  it("offers bulk delete of unpaid checkouts only once some are ticked, confirms, and reports in the spec's words", async () => {
    const deleted = new Set<string>();
    const unpaid = (n: number) => order(n, { isPaid: false, paidAt: undefined, status: "pending" });
    const calls = serve(({ method, url }) => {
      if (method === "DELETE") {
        deleted.add(url.split("/").pop()!);
        return { body: { success: true } };
      }
      return page([unpaid(1), unpaid(2), unpaid(3)].filter((o) => !deleted.has(o._id)));
    });
    const user = userEvent.setup();
    renderOrders("/admin/orders?show=unpaid");
    await screen.findByText("#AB0001");
    expect(calls[0]!.url).toBe("/api/orders?show=unpaid&limit=50");
    const bulkDelete = screen.getByRole("button", { name: /Delete selected/ }) as HTMLButtonElement;
    expect(bulkDelete.disabled).toBe(true);

    await user.click(screen.getByLabelText("Select checkout #AB0001"));
    await user.click(screen.getByLabelText("Select checkout #AB0003"));
    await user.click(screen.getByRole("button", { name: "Delete selected (2)" }));
    const dialog = screen.getByRole("dialog");
    expect(dialog.textContent).toContain("Are you sure you want to delete 2 selected orders?");
    expect(calls.filter((call) => call.method === "DELETE")).toHaveLength(0);
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("2 orders deleted successfully!")).toBeTruthy();
    expect(calls.filter((call) => call.method === "DELETE").map((call) => call.url)).toEqual([`/api/orders/${order(1)._id}`, `/api/orders/${order(3)._id}`]);
    expect(screen.queryByText("#AB0001")).toBeNull();
    expect(screen.getByText("#AB0002")).toBeTruthy();
    expect(screen.getByText("1 unpaid checkout in total")).toBeTruthy();
  });

  it("offers no delete, nor tick boxes, for paid orders", async () => {
    serve(() => page([order(1), order(2)]));
    renderOrders();
    await screen.findByText("#AB0001");
    expect(screen.queryByRole("button", { name: /Delete/ })).toBeNull();
    expect(screen.queryByRole("checkbox")).toBeNull();
  });

  it("deletes one unpaid checkout after confirmation, and shows the server's reason when it cannot", async () => {
    const unpaid = (n: number) => order(n, { isPaid: false, paidAt: undefined, status: "pending" });
    serve(({ method, url }) => {
      if (method === "DELETE" && url.endsWith("0002")) return { status: 409, body: { success: false, error: "This order is awaiting payment. An unpaid order can be deleted 24 hours after checkout began." } };
      if (method === "DELETE") return { body: { success: true } };
      return page([unpaid(1), unpaid(2)]);
    });
    const user = userEvent.setup();
    renderOrders("/admin/orders?show=unpaid");
    await user.click(await screen.findByRole("button", { name: "Delete checkout #AB0001" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Order deleted successfully!")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Delete checkout #AB0002" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Error deleting order(s): This order is awaiting payment. An unpaid order can be deleted 24 hours after checkout began.")).toBeTruthy();
    expect(screen.getByText("#AB0002")).toBeTruthy();
  });

  it("says so when ?orderId= names no order", async () => {
    serve(({ url }) => (url.startsWith("/api/orders/") ? { status: 404, body: { success: false, error: "Order not found" } } : page([order(1)])));
    renderOrders("/admin/orders?orderId=65f0c0ffee00000000ffffff");
    expect(await screen.findByText("Order 65f0c0ffee00000000ffffff was not found.")).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("opens the order named by ?orderId= with items, address, prices and history", async () => {
    const calls = serve(({ url }) =>
      url === `/api/orders/${order(7)._id}`
        ? { body: { success: true, data: order(7, { status: "shipped", businessInvoice: AARNA }) } }
        : url === `/api/orders/${order(7)._id}/returnable`
          ? { body: { success: true, data: { lines: [], returns: [] } } }
          : url === `/api/orders/${order(7)._id}/store-credit`
            ? { body: { success: true, data: [{ id: "e1", kind: "checkout-spent", amount: -500, ref: order(7)._id, by: "checkout", orderId: order(7)._id, at: "2026-11-20T10:00:00.000Z" }] } }
            : url === `/api/orders/${order(7)._id}/settlement`
              ? { body: { success: true, data: SETTLEMENT } }
              : url === `/api/whatsapp/orders/${order(7)._id}/messages`
                ? { body: { success: true, data: [WHATSAPP_NOT_SENT] } }
                : page([order(1)]),
    );
    renderOrders(`/admin/orders?orderId=${order(7)._id}`);
    const dialog = await screen.findByRole("dialog", { name: "Order #AB0007" });
    expect(calls.some((call) => call.url === `/api/orders/${order(7)._id}`)).toBe(true);
    const text = dialog.textContent!;
    for (const expected of ["Banarasi Silk Saree", "Size M · 2 × ₹999.00", "₹1,998.00", "12 MG Road", "Pune, Maharashtra 411001", "GST included", "₹214.14", "Free", "₹4,497.00", "Awaiting payment", "Paid ₹4,497.00 (pay_X1)"]) {
      expect(text).toContain(expected);
    }
    // Whom its tax invoice names: a registered buyer at her billing address (issue 45).
    expect(within(dialog).getByTestId("order-business-invoice").textContent).toBe("Business invoice: Aarna Boutique LLP, GSTIN 27AAPFU0939F1ZV, 4 Linking Road, Mumbai, Maharashtra 400050");
    const history = within(dialog).getByRole("heading", { name: "Status history" }).parentElement!;
    expect(within(history).getAllByRole("listitem").map((item) => item.querySelector("strong")?.textContent)).toEqual(["Processing", "Pending"]);
    // Its WhatsApp update, and why it did not go (issue 44).
    const whatsapp = await within(dialog).findByRole("list", { name: "WhatsApp messages" });
    expect(whatsapp.textContent).toContain("Order confirmed");
    expect(whatsapp.textContent).toContain("template paused by Meta");
    // The store credit the order spent, as the owner sees it.
    const credit = await within(dialog).findByRole("region", { name: "Store credit" });
    expect(within(credit).getByRole("listitem").textContent).toMatch(/^Spent at checkout −₹500\.00 · .* · checkout$/);

    // Its settlement: paid by part, given back, what is left, and each payout with who made it.
    const settlement = await within(dialog).findByRole("region", { name: "Settlement" });
    for (const expected of ["₹4,497.00 (card ₹3,997.00 + store credit ₹500.00)", "₹999.00 (card ₹999.00)", "₹3,498.00", "2 sold, 1 paid back, 1 back on the shelf"]) {
      expect(settlement.textContent).toContain(expected);
    }
    expect(within(settlement).getByRole("listitem").textContent).toMatch(/^Refund · card ₹999\.00 · pieces 1 back, 1 restocked · .* · Meera Admin \(#ab12cd\)$/);

    await userEvent.setup().click(within(dialog).getByRole("button", { name: "Close" }));
    expect(screen.getByTestId("where").textContent).toBe("/admin/orders");
  });
});

const AARNA = { gstin: "27AAPFU0939F1ZV", legalName: "Aarna Boutique LLP", address: "4 Linking Road", city: "Mumbai", state: "Maharashtra", pincode: "400050" };

const SETTLEMENT = {
  paid: { card: 3997, storeCredit: 500, goods: 0, total: 4497 },
  givenBack: { card: 999, storeCredit: 0, exchange: 0, total: 999 },
  left: 3498,
  piecesSold: 2,
  piecesBack: 1,
  piecesRestocked: 1,
  entries: [{ ref: "refund-1", kind: "refund", card: 999, storeCredit: 0, exchange: 0, pieces: 1, restocked: 1, by: "Meera Admin (#ab12cd)", at: "2026-11-21T10:00:00.000Z" }],
  pending: [],
};
