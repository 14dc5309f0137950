// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import type { Order } from "../../shared/schemas/order.js";
import type { User } from "../../shared/schemas/user.js";
import { AuthProvider } from "../../web/src/session/AuthProvider.js";
import ProfilePage from "../../web/src/features/account/ProfilePage.js";

const shopper: User = {
  _id: "66a1b2c3d4e5f6a7b8c9d0e1",
  id: "66a1b2c3d4e5f6a7b8c9d0e1",
  name: "Kavya Nair",
  email: "kavya@example.in",
  phone: "",
  role: "user",
  isActive: true,
  createdAt: "2025-01-15T06:30:00.000Z",
  address: { street: "", city: "", state: "", zipCode: "", country: "India" },
};

function order(id: string, createdAt: string, changes: Partial<Order> = {}): Order {
  return {
    _id: id,
    id,
    userId: shopper._id,
    user: { _id: shopper._id, name: shopper.name, email: shopper.email },
    orderItems: [
      { product: "p1", name: "Banarasi Silk Saree", image: "", size: "Free", quantity: 1, price: 4999 },
      { product: "p2", name: "Cotton Anarkali", image: "", size: "M", quantity: 2, price: 1299.5 },
    ],
    paymentMethod: "razorpay",
    itemsPrice: 7598,
    taxPrice: 886.93,
    shippingPrice: 0,
    totalPrice: 7598,
    isPaid: true,
    paidAt: createdAt,
    status: "shipped",
    trackingNumber: "DTDC123456789",
    shippingAddress: {
      name: "Kavya Nair",
      email: "kavya@example.in",
      phone: "9847012345",
      address: "TC 5/123, MG Road",
      city: "Thiruvananthapuram",
      state: "Kerala",
      pincode: "695001",
    },
    statusHistory: [],
    createdAt,
    updatedAt: createdAt,
    ...changes,
  };
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

function renderProfile(path = "/profile") {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AuthProvider>
        <Routes>
          <Route path="/profile" element={<ProfilePage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </AuthProvider>
    </MemoryRouter>,
  );
}

type Reply = { status: number; body: unknown };
function server(replies: Record<string, Reply | ((init: RequestInit) => Reply)>) {
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const key = `${init.method ?? "GET"} ${url}`;
    const reply = replies[key];
    if (!reply) return new Response(JSON.stringify({ success: false, error: `Not found: ${key}` }), { status: 404 });
    const { status, body } = typeof reply === "function" ? reply(init) : reply;
    return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function signIn(user: User = shopper) {
  localStorage.setItem("token", "t0ken");
  localStorage.setItem("user", JSON.stringify(user));
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("profile page", () => {
  it("sends a signed-out visitor to /login", () => {
    renderProfile();
    expect(screen.getByTestId("where").textContent).toBe("/login");
  });

  it("shows the shopper's details and logs out to the home page, forgetting the session", async () => {
    signIn();
    renderProfile();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Kavya Nair");
    expect(screen.getByRole("tab", { name: "Profile" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.getByText("kavya@example.in", { selector: "dd" })).toBeTruthy();
    await userEvent.setup({ delay: null }).click(screen.getByRole("button", { name: "Logout" }));
    expect((await screen.findByTestId("where")).textContent).toBe("/");
    expect(localStorage.getItem("token")).toBeNull();
    expect(localStorage.getItem("user")).toBeNull();
  });

  it("shows the details the server has now, not a stale stored copy", async () => {
    signIn();
    server({ "GET /api/auth/me": { status: 200, body: { success: true, data: { ...shopper, name: "Kavya Menon", phone: "9847012345" } } } });
    renderProfile();
    expect(await screen.findByText("9847012345")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Kavya Menon");
    expect(JSON.parse(localStorage.getItem("user") ?? "{}").name).toBe("Kavya Menon");
  });

  it("shows the default saved address and its phone when the profile has none of its own (issue 40)", async () => {
    signIn();
    const saved = { id: "a1", name: "Kavya Nair", email: "kavya@example.in", phone: "9847012345", address: "TC 5/123, MG Road", city: "Thiruvananthapuram", state: "Kerala", pincode: "695001", isDefault: true, createdAt: "2025-02-01T00:00:00.000Z" };
    server({
      "GET /api/auth/me": { status: 200, body: { success: true, data: shopper } },
      "GET /api/addresses": { status: 200, body: { success: true, data: [saved] } },
    });
    renderProfile();
    expect(await screen.findByText("9847012345", { selector: "dd" })).toBeTruthy();
    const address = screen.getByText("Delivery address").nextElementSibling!;
    expect(address.textContent).toBe("TC 5/123, MG RoadThiruvananthapuram, Kerala 695001Your default saved address");
    expect(screen.queryByText("Not added yet")).toBeNull();
  });

  it("sends the browser to /login when the account is gone", async () => {
    signIn();
    server({ "GET /api/auth/me": { status: 401, body: { success: false, error: "Your session has ended. Please log in again." } } });
    renderProfile();
    expect((await screen.findByTestId("where")).textContent).toBe("/login");
    expect(localStorage.getItem("token")).toBeNull();
  });

  it("edits the profile: checks the form, saves, and keeps the new details in the session", async () => {
    signIn();
    const saved: User = {
      ...shopper,
      name: "Kavya R Nair",
      phone: "9847012345",
      address: { street: "TC 5/123, MG Road", city: "Thiruvananthapuram", state: "Kerala", zipCode: "695001", country: "India" },
    };
    const fetchMock = server({ "PUT /api/auth/update-profile": { status: 200, body: { success: true, data: saved } } });
    const user = userEvent.setup({ delay: null });
    renderProfile();
    await user.click(screen.getByRole("button", { name: "Edit profile" }));

    const name = screen.getByLabelText("Full name");
    await user.clear(name);
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByRole("alert").textContent).toBe("Name is required");

    await user.type(name, "Kavya R Nair");
    await user.type(screen.getByLabelText(/^Phone/), "98470");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByRole("alert").textContent).toBe("Phone must be a 10-digit Indian mobile number starting with 6, 7, 8 or 9");

    await user.type(screen.getByLabelText(/^Phone/), "12345");
    await user.type(screen.getByLabelText("Street address"), "TC 5/123, MG Road");
    await user.type(screen.getByLabelText("City"), "Thiruvananthapuram");
    await user.selectOptions(screen.getByLabelText("State"), "Kerala");
    await user.type(screen.getByLabelText("Pincode"), "695001");
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect((await screen.findByText("Profile updated successfully!")).getAttribute("role")).toBe("status");
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === "PUT");
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      name: "Kavya R Nair",
      email: "kavya@example.in",
      phone: "9847012345",
      address: { street: "TC 5/123, MG Road", city: "Thiruvananthapuram", state: "Kerala", zipCode: "695001", country: "India" },
    });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Kavya R Nair");
    expect(screen.getByText("Kerala 695001", { exact: false })).toBeTruthy();
    expect(JSON.parse(localStorage.getItem("user") ?? "{}").name).toBe("Kavya R Nair");
  });

  it("shows the server's error or the spec's text when saving fails, and Cancel drops the edits", async () => {
    signIn();
    server({ "PUT /api/auth/update-profile": { status: 409, body: { success: false, error: "That email is already registered" } } });
    const user = userEvent.setup({ delay: null });
    renderProfile();
    await user.click(screen.getByRole("button", { name: "Edit profile" }));
    await user.clear(screen.getByLabelText("Email"));
    await user.type(screen.getByLabelText("Email"), "taken@example.in");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect((await screen.findByRole("alert")).textContent).toBe("That email is already registered");

    vi.stubGlobal("fetch", vi.fn(async () => new Response("oops", { status: 500 })));
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect((await screen.findByText("Failed to update profile. Please try again.")).getAttribute("role")).toBe("alert");

    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.getByText("kavya@example.in", { selector: "dd" })).toBeTruthy();
    expect(screen.queryByText("taken@example.in")).toBeNull();
  });
});

describe("My Orders", () => {
  it("lists orders newest first with short id, Indian date, items, rupee total and status", async () => {
    signIn();
    server({
      "GET /api/orders/my-orders": {
        status: 200,
        body: {
          success: true,
          data: [
            order("aaaaaaaaaaaaaaaaaa0001", "2025-09-01T05:00:00.000Z", { status: "delivered" }),
            order("bbbbbbbbbbbbbbbbbb0002", "2025-10-03T05:00:00.000Z", { status: "pending", isPaid: false }),
          ],
        },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderProfile();
    await user.click(screen.getByRole("tab", { name: "My Orders" }));
    const rows = await screen.findAllByRole("row");
    const body = rows.slice(1);
    expect(body).toHaveLength(2);
    const newest = within(body[0]!);
    expect(newest.getByRole("rowheader").textContent).toBe("#BB0002Latest");
    expect(newest.getByText("3 Oct 2025")).toBeTruthy();
    expect(newest.getByText("Banarasi Silk Saree + 1 more")).toBeTruthy();
    expect(newest.getByText("3 items")).toBeTruthy();
    expect(newest.getByText("₹7,598.00")).toBeTruthy();
    expect(newest.getByText("Pending").className).toContain("status-badge--pending");
    expect(newest.getByText("Awaiting payment")).toBeTruthy();
    expect(within(body[1]!).getByText("Delivered").className).toContain("status-badge--delivered");
  });

  it("opens an order's details with items, the price breakdown, address and tracking number", async () => {
    signIn();
    server({ "GET /api/orders/my-orders": { status: 200, body: { success: true, data: [order("cccccccccccccccccc0003", "2025-10-03T05:00:00.000Z")] } } });
    const user = userEvent.setup({ delay: null });
    renderProfile("/profile?tab=orders");
    await user.click(await screen.findByRole("button", { name: /View details/ }));
    const dialog = within(screen.getByRole("dialog", { name: "Order #CC0003" }));
    expect(dialog.getByText("Cotton Anarkali")).toBeTruthy();
    expect(dialog.getByText("Size M · 2 × ₹1,299.50")).toBeTruthy();
    expect(dialog.getByText("₹2,599.00")).toBeTruthy();
    expect(dialog.getByText("GST included").nextSibling?.textContent).toBe("₹886.93");
    expect(dialog.getByText("Shipping").nextSibling?.textContent).toBe("Free");
    expect(dialog.getByText("Total").nextSibling?.textContent).toBe("₹7,598.00");
    expect(dialog.getByText("DTDC123456789")).toBeTruthy();
    expect(dialog.getByText("Thiruvananthapuram, Kerala 695001")).toBeTruthy();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("marks the order just placed as New", async () => {
    signIn();
    server({
      "GET /api/orders/my-orders": {
        status: 200,
        body: { success: true, data: [order("dddddddddddddddddd0004", "2025-10-03T05:00:00.000Z"), order("eeeeeeeeeeeeeeeeee0005", "2025-10-02T05:00:00.000Z")] },
      },
    });
    renderProfile("/profile?order=eeeeeeeeeeeeeeeeee0005");
    expect((await screen.findByText("New")).closest("tr")?.textContent).toContain("#EE0005");
    expect(screen.queryByText("Latest")).toBeNull();
  });

  it("an order whose UPI payment awaits Razorpay's confirmation says so, and My Orders looks again until the webhook has paid it", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      signIn();
      let reads = 0;
      const awaiting = order("ffffffffffffffffff0006", "2025-10-03T05:00:00.000Z", { status: "pending", isPaid: false, paidAt: undefined, awaitingConfirmationSince: "2025-10-03T05:01:00.000Z" });
      const paid = { ...awaiting, status: "processing" as const, isPaid: true, paidAt: "2025-10-03T05:01:06.000Z" };
      // As the server does: the list leaves out an unpaid order until it is settled; the order itself can be read.
      server({
        "GET /api/orders/my-orders": () => ({ status: 200, body: { success: true, data: ++reads < 3 ? [] : [paid] } }),
        "GET /api/orders/ffffffffffffffffff0006": { status: 200, body: { success: true, data: awaiting } },
      });
      const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
      renderProfile("/profile?order=ffffffffffffffffff0006&payment=awaiting");
      expect(screen.getByText(/Your bank has approved the payment. We are waiting for Razorpay to confirm it/).getAttribute("role")).toBe("status");
      expect(screen.queryByText("Payment successful! Your order has been placed.")).toBeNull();
      const row = (await screen.findByRole("rowheader", { name: /#FF0006/ })).closest("tr")!;
      expect(within(row).getByText("Awaiting payment confirmation")).toBeTruthy();
      await user.click(within(row).getByRole("button", { name: /View details/ }));
      const dialog = screen.getByRole("dialog", { name: "Order #FF0006" });
      expect(within(dialog).getByText("Awaiting payment confirmation")).toBeTruthy();

      await vi.advanceTimersByTimeAsync(4_000);
      await vi.advanceTimersByTimeAsync(4_000);
      await vi.waitFor(() => expect(within(row).queryByText("Awaiting payment confirmation")).toBeNull());
      expect(within(row).getByText("Processing")).toBeTruthy();
      // The open details follow.
      await vi.waitFor(() => expect(within(screen.getByRole("dialog", { name: "Order #FF0006" })).getByText(/^Paid on/)).toBeTruthy());
      // Settled: no more looking.
      const settledReads = reads;
      await vi.advanceTimersByTimeAsync(12_000);
      expect(reads).toBe(settledReads);
    } finally {
      vi.useRealTimers();
    }
  });

  it("shows older orders a page at a time", async () => {
    signIn();
    server({
      "GET /api/orders/my-orders": {
        status: 200,
        body: { success: true, data: [order("ffffffffffffffffff0006", "2025-10-03T05:00:00.000Z")], pagination: { limit: 50, nextCursor: "c1" } },
      },
      "GET /api/orders/my-orders?cursor=c1": {
        status: 200,
        body: { success: true, data: [order("gggggggggggggggggg0007", "2025-08-03T05:00:00.000Z")], pagination: { limit: 50, nextCursor: null } },
      },
    });
    renderProfile("/profile?tab=orders");
    await userEvent.setup({ delay: null }).click(await screen.findByRole("button", { name: "Show older orders" }));
    expect(await screen.findByText("#GG0007")).toBeTruthy();
    expect(screen.getAllByRole("row")).toHaveLength(3);
    expect(screen.queryByRole("button", { name: "Show older orders" })).toBeNull();
  });

  it("says 'No orders yet' with a Start Shopping link home", async () => {
    signIn();
    server({ "GET /api/orders/my-orders": { status: 200, body: { success: true, data: [] } } });
    renderProfile("/profile?tab=orders");
    expect(await screen.findByRole("heading", { name: "No orders yet" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Start Shopping" }).getAttribute("href")).toBe("/");
  });

  it("sends the shopper to /login when the server no longer knows the session", async () => {
    signIn();
    server({ "GET /api/orders/my-orders": { status: 401, body: { success: false, error: "Please log in again" } } });
    renderProfile("/profile?tab=orders");
    expect((await screen.findByTestId("where")).textContent).toBe("/login");
    expect(localStorage.getItem("token")).toBeNull();
  });
});
