// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Order } from "../../shared/schemas/order.js";
import type { ShopEvent } from "../../shared/schemas/shop-event.js";
import DashboardPage from "../../web/src/admin/dashboard/DashboardPage.js";
import { ServerStateProvider } from "../../web/src/components/ServerStateProvider.js";
import { AdminEventsProvider } from "../../web/src/admin/events/AdminEvents.js";
import type { EventFeedPage } from "../../web/src/admin/events/event-feed-api.js";

interface Call {
  method: string;
  url: string;
}

function serve(answer: (call: Call) => { status?: number; body: unknown }) {
  const calls: Call[] = [];
  vi.stubGlobal("fetch", async (input: string, init: RequestInit = {}) => {
    const call = { method: init.method ?? "GET", url: String(input) };
    calls.push(call);
    const { status = 200, body } = answer(call);
    return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  });
  return calls;
}

/** Pictures "load" at once, so the file storage check answers; `reachable` decides how. */
function pictureStore(reachable: boolean) {
  vi.stubGlobal(
    "Image",
    class {
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      set src(_url: string) {
        setTimeout(() => (reachable ? this.onload?.() : this.onerror?.()), 0);
      }
    },
  );
}

function recent(n: number, overrides: Partial<Order> = {}): Order {
  const id = `65f0c0ffee00000000cd${String(n).padStart(4, "0")}`;
  return {
    _id: id,
    id,
    userId: "u",
    user: { _id: "u", name: `Kavya ${n}`, email: "k@example.in" },
    orderItems: [],
    paymentMethod: "Razorpay",
    itemsPrice: 1299,
    taxPrice: 61.86,
    shippingPrice: 0,
    totalPrice: 1299,
    isPaid: true,
    status: "processing",
    shippingAddress: { name: "", email: "", phone: "", address: "", city: "", state: "", pincode: "" },
    statusHistory: [],
    createdAt: "2026-03-05T10:00:00.000Z",
    updatedAt: "2026-03-05T10:00:00.000Z",
    ...overrides,
  };
}

const stats = (overrides: Record<string, unknown> = {}) => ({
  body: { success: true, data: { totalUsers: 1234, totalProducts: 48, totalOrders: 7, totalRevenue: 123456.5, openReturns: 3, returnRatePercent: 12.5, recentOrders: [], ...overrides } },
});

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function renderDashboard(feed?: (after: string | undefined) => Promise<EventFeedPage>) {
  const page = (
    <Routes>
      <Route path="/admin" element={<DashboardPage />} />
      <Route path="/admin/orders" element={<p>Orders screen</p>} />
      <Route path="/admin/products" element={<p>Products screen</p>} />
    </Routes>
  );
  return render(
    <ServerStateProvider>
      <MemoryRouter initialEntries={["/admin"]}>
        {feed ? <AdminEventsProvider feed={{ intervalMs: 100, fetchPage: feed }}>{page}</AdminEventsProvider> : page}
        <Where />
      </MemoryRouter>
    </ServerStateProvider>,
  );
}

beforeEach(() => localStorage.setItem("token", "t"));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("admin dashboard", () => {
  it("shows the real totals, revenue in rupees, and 'No recent orders' when there are none", async () => {
    serve(({ url }) => (url === "/api/admin/stats" ? stats() : { body: { success: true, status: "ok", database: "online", apiServer: "online" } }));
    pictureStore(true);
    renderDashboard();
    const cards = await screen.findByRole("list", { name: "Shop totals" });
    await waitFor(() => expect(cards.textContent).toContain("1,234"));
    const card = (label: string) => within(cards).getByText(label).parentElement!.textContent;
    expect(card("Total Users")).toBe("Total Users1,234");
    expect(card("Total Products")).toBe("Total Products48");
    expect(card("Total Orders")).toBe("Total Orders7");
    expect(card("Total Revenue")).toBe("Total Revenue₹1,23,456.50");
    expect(card("Open Returns")).toBe("Open Returns3");
    expect(card("Return Rate")).toBe("Return Rate12.5%");
    expect(screen.getByText("No recent orders")).toBeTruthy();
    expect(document.body.textContent).not.toContain("$");
  });

  it("lists the latest orders; a row opens that order on the orders screen", async () => {
    serve(({ url }) =>
      url === "/api/admin/stats"
        ? stats({ recentOrders: [recent(1), recent(2, { user: undefined as unknown as Order["user"], status: "shipped", totalPrice: 24999 })] })
        : { body: { success: true, database: "online", apiServer: "online" } },
    );
    pictureStore(true);
    const user = userEvent.setup();
    renderDashboard();
    const table = within(await screen.findByRole("region", { name: "Recent orders" }));
    await table.findByText("Kavya 1");
    const rows = table.getAllByRole("row").slice(1) as HTMLTableRowElement[];
    expect(rows.map((row) => Array.from(row.cells).map((cell) => cell.textContent))).toEqual([
      ["#CD0001", "Kavya 1", "₹1,299.00Processing", "5 Mar 2026"],
      ["#CD0002", "N/A", "₹24,999.00Shipped", "5 Mar 2026"],
    ]);
    await user.click(rows[1]!.cells[2]!);
    expect(screen.getByTestId("where").textContent).toBe(`/admin/orders?orderId=${recent(2)._id}`);
  });

  it("lists the sizes at 2 pieces or fewer, fewest first, each linking to its product's edit form", async () => {
    serve(({ url }) =>
      url === "/api/admin/stats"
        ? stats({
            lowStock: [
              { productId: "p-gown", name: "Organza Zari Anarkali Gown", size: "XS", left: 0 },
              { productId: "p-gown", name: "Organza Zari Anarkali Gown", size: "XL", left: 1 },
              { productId: "p-saree", name: "Kadhua Banarasi Saree", size: "Free Size", left: 2 },
            ],
          })
        : { body: { success: true, database: "online", apiServer: "online" } },
    );
    pictureStore(true);
    const user = userEvent.setup();
    renderDashboard();
    const panel = within(await screen.findByRole("region", { name: "Low stock" }));
    await panel.findByText("Kadhua Banarasi Saree");
    const rows = panel.getAllByRole("row").slice(1) as HTMLTableRowElement[];
    expect(rows.map((row) => Array.from(row.cells).slice(0, 3).map((cell) => cell.textContent))).toEqual([
      ["Organza Zari Anarkali Gown", "XS", "Sold out"],
      ["Organza Zari Anarkali Gown", "XL", "1 piece"],
      ["Kadhua Banarasi Saree", "Free Size", "2 pieces"],
    ]);
    await user.click(panel.getByRole("link", { name: "Edit Kadhua Banarasi Saree, size Free Size" }));
    expect(screen.getByTestId("where").textContent).toBe("/admin/products?edit=p-saree");
  });

  it("shows the 8 fewest at first and the rest on request", async () => {
    const lowStock = Array.from({ length: 11 }, (_, i) => ({ productId: `p${i}`, name: `Saree ${i + 1}`, size: "M", left: i < 6 ? 0 : 1 }));
    serve(({ url }) => (url === "/api/admin/stats" ? stats({ lowStock }) : { body: { success: true, database: "online", apiServer: "online" } }));
    pictureStore(true);
    const user = userEvent.setup();
    renderDashboard();
    const panel = within(await screen.findByRole("region", { name: "Low stock" }));
    await panel.findByText("Saree 1");
    expect(panel.getAllByRole("row")).toHaveLength(1 + 8);
    expect(panel.queryByText("Saree 9")).toBeNull();
    await user.click(panel.getByRole("button", { name: "Show all 11 sizes" }));
    expect(panel.getAllByRole("row")).toHaveLength(1 + 11);
    await user.click(panel.getByRole("button", { name: "Show fewer" }));
    expect(panel.getAllByRole("row")).toHaveLength(1 + 8);
  });

  it("says so when no size is low", async () => {
    serve(({ url }) => (url === "/api/admin/stats" ? stats({ lowStock: [] }) : { body: { success: true, database: "online", apiServer: "online" } }));
    pictureStore(true);
    renderDashboard();
    const panel = within(await screen.findByRole("region", { name: "Low stock" }));
    expect(await panel.findByText("Every size has more than 2 pieces")).toBeTruthy();
  });

  it("shows each part's real state: a table the API cannot reach is Offline", async () => {
    serve(({ url }) => (url === "/api/admin/stats" ? stats() : { status: 503, body: { success: false, status: "degraded", database: "offline", apiServer: "online" } }));
    pictureStore(false);
    renderDashboard();
    const status = await screen.findByRole("heading", { name: "System Status" });
    const panel = status.closest("section")!;
    await waitFor(() => {
      const rows = within(panel).getAllByRole("listitem").map((row) => row.textContent);
      expect(rows).toEqual(["DatabaseOffline", "API ServerOnline", "File StorageOffline"]);
    });
  });

  it("says API Server Offline when nothing answers", async () => {
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("Failed to fetch");
    });
    pictureStore(true);
    renderDashboard();
    const panel = (await screen.findByRole("heading", { name: "System Status" })).closest("section")!;
    await waitFor(() => expect(within(panel).getAllByRole("listitem").map((row) => row.textContent)).toEqual(["DatabaseOffline", "API ServerOffline", "File StorageOnline"]));
    // The totals and the sales panel each say what they could not load.
    const alerts = screen.getAllByRole("alert").map((alert) => alert.textContent);
    expect(alerts).toEqual([expect.stringContaining("Could not load the dashboard. Check the connection and try again."), expect.stringContaining("Could not load the sales figures.")]);
  });

  it("refreshes 1 s after a payment-successful event, and at once on a login or registration in the feed", async () => {
    let totalUsers = 10;
    const calls = serve(({ url }) => (url === "/api/admin/stats" ? stats({ totalUsers }) : { body: { success: true, database: "online", apiServer: "online" } }));
    pictureStore(true);
    const pending: ShopEvent[] = [];
    renderDashboard(async (after) => {
      const events = pending.splice(0);
      return { events, cursor: after ?? "c0" };
    });
    const statsCalls = () => calls.filter((call) => call.url === "/api/admin/stats").length;
    await screen.findByText("10");
    const before = statsCalls();

    totalUsers = 11;
    act(() => {
      window.dispatchEvent(new Event("payment-successful"));
    });
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(statsCalls()).toBe(before);
    await waitFor(() => expect(statsCalls()).toBe(before + 1), { timeout: 1500 });
    expect(await screen.findByText("11")).toBeTruthy();

    totalUsers = 12;
    pending.push({ id: "e1", type: "user.registered", text: "Nisha registered", refs: {}, at: new Date().toISOString() });
    expect(await screen.findByText("12", undefined, { timeout: 1000 })).toBeTruthy();
  });
});
