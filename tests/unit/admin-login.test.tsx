// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { User } from "../../shared/schemas/user.js";
import AdminApp from "../../web/src/admin/AdminApp.js";
import { readSession, saveSession } from "../../web/src/session/session-store.js";

interface Call {
  method: string;
  url: string;
  body: unknown;
}

/** Stands in for the server behind web/src/api/client.ts: answers by path, records each call. */
function serve(answer: (call: Call) => { status?: number; body: unknown } | Promise<{ status?: number; body: unknown }>) {
  const calls: Call[] = [];
  vi.stubGlobal("fetch", async (input: string, init: RequestInit = {}) => {
    const call = { method: init.method ?? "GET", url: String(input), body: init.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    const { status = 200, body } = await answer(call);
    return new Response(typeof body === "string" ? body : JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  });
  return calls;
}

function person(role: User["role"], name = role === "admin" ? "Meera Sharma" : "Asha Rao"): User {
  return {
    _id: `${role}-1`,
    id: `${role}-1`,
    name,
    email: role === "admin" ? "meera@rangrez.in" : "asha@example.in",
    phone: "",
    role,
    isActive: true,
    createdAt: "2026-01-01T00:00:00.000Z",
    address: { street: "", city: "", state: "", zipCode: "", country: "India" },
  };
}

const LOCAL_CONFIG = { success: true, data: { stage: "local", brandName: "Rangrez", razorpayKeyId: "rzp_test_x", checkoutScriptUrl: "", demoAdmin: { email: "admin@rangrez.local" } } };
const CLOUD_CONFIG = { success: true, data: { ...LOCAL_CONFIG.data, stage: "production", demoAdmin: null } };

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin-login" element={<AdminApp />} />
        <Route path="/admin/*" element={<AdminApp />} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("admin login", () => {
  it("shows the demo credentials only when the server offers them (the local stage)", async () => {
    serve(({ url }) => (url === "/api/config" ? { body: LOCAL_CONFIG } : { status: 404, body: { success: false, error: "Not found" } }));
    renderAt("/admin-login");
    expect(screen.getByRole("heading", { name: "Admin Login" })).toBeTruthy();
    const hint = await screen.findByRole("complementary", { name: "Demo admin credentials" });
    expect(hint.textContent).toContain("admin@rangrez.local");
    expect(hint.textContent).toContain("printed in the terminal");
    cleanup();

    serve(({ url }) => (url === "/api/config" ? { body: CLOUD_CONFIG } : { status: 404, body: {} }));
    renderAt("/admin-login");
    await waitFor(() => expect(screen.getByRole("button", { name: "Sign in" })).toBeTruthy());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole("complementary", { name: "Demo admin credentials" })).toBeNull();
  });

  it("asks for both fields before calling the server", async () => {
    const calls = serve(() => ({ body: CLOUD_CONFIG }));
    const user = userEvent.setup();
    renderAt("/admin-login");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(screen.getByRole("alert").textContent).toBe("Please fill in all fields.");
    expect(calls.filter((call) => call.method === "POST")).toHaveLength(0);
  });

  it("shows 'Signing in...' while busy, then stores the admin's session and opens the dashboard", async () => {
    let release: () => void = () => undefined;
    const calls = serve(async ({ url }) => {
      if (url === "/api/auth/admin-login") {
        await new Promise<void>((resolve) => (release = resolve));
        return { body: { success: true, token: "admin-token", user: person("admin") } };
      }
      if (url === "/api/admin/stats") return { body: { success: true, data: { totalUsers: 3, totalProducts: 48, totalOrders: 0, totalRevenue: 0, recentOrders: [] } } };
      if (url.startsWith("/api/admin/events")) return { body: { success: true, data: [], cursor: "2026-01-01T00:00:00.000Z#" } };
      if (url === "/api/health") return { body: { success: true, status: "ok", database: "online", apiServer: "online" } };
      return { body: CLOUD_CONFIG };
    });
    const user = userEvent.setup();
    renderAt("/admin-login");
    await user.type(screen.getByLabelText("Email"), "  meera@rangrez.in ");
    await user.type(screen.getByLabelText("Password"), "Kurta@2025");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    const busy = await screen.findByRole("button", { name: "Signing in..." });
    expect(busy).toHaveProperty("disabled", true);
    release();
    expect(await screen.findByText("Meera Sharma")).toBeTruthy();
    expect(screen.getByText(/Welcome/).textContent).toBe("Welcome, Meera Sharma");
    expect(readSession()).toEqual({ token: "admin-token", user: person("admin") });
    expect(calls.find((call) => call.url === "/api/auth/admin-login")?.body).toEqual({ email: "meera@rangrez.in", password: "Kurta@2025" });
    expect(await screen.findByText("Total Products", undefined, { timeout: 10_000 })).toBeTruthy();
  });

  it("shows the server's reason, 'Access denied...' for a shopper, and 'Login failed' when the server says nothing", async () => {
    let answer: { status: number; body: unknown } = { status: 403, body: { success: false, error: "Access denied. Admin privileges required." } };
    serve(({ url }) => (url === "/api/auth/admin-login" ? answer : { body: CLOUD_CONFIG }));
    const user = userEvent.setup();
    renderAt("/admin-login");
    await user.type(screen.getByLabelText("Email"), "asha@example.in");
    await user.type(screen.getByLabelText("Password"), "secret123");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Access denied. Admin privileges required.");

    answer = { status: 401, body: { success: false, error: "Invalid email or password" } };
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Invalid email or password"));

    answer = { status: 502, body: "<html>Bad gateway</html>" };
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Login failed"));
    expect(readSession()).toBeNull();
  });

  it("refuses a successful answer whose user is not an admin", async () => {
    serve(({ url }) => (url === "/api/auth/admin-login" ? { body: { success: true, token: "t", user: person("user") } } : { body: CLOUD_CONFIG }));
    const user = userEvent.setup();
    renderAt("/admin-login");
    await user.type(screen.getByLabelText("Email"), "asha@example.in");
    await user.type(screen.getByLabelText("Password"), "secret123");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Access denied. Admin privileges required.");
    expect(readSession()).toBeNull();
  });
});

describe("admin layout guard", () => {
  it("clears a shopper's session and sends them to /admin-login", async () => {
    serve(() => ({ body: CLOUD_CONFIG }));
    saveSession({ token: "shopper-token", user: person("user") });
    renderAt("/admin/orders");
    expect(await screen.findByRole("heading", { name: "Admin Login" })).toBeTruthy();
    expect(localStorage.getItem("token")).toBeNull();
    expect(localStorage.getItem("user")).toBeNull();
  });

  it("needs a token as well as an admin user", async () => {
    serve(() => ({ body: CLOUD_CONFIG }));
    localStorage.setItem("user", JSON.stringify(person("admin")));
    renderAt("/admin");
    expect(await screen.findByRole("heading", { name: "Admin Login" })).toBeTruthy();
    expect(localStorage.getItem("user")).toBeNull();
  });

  it("offers a staff member only her role's sections, and opens her orders instead of the dashboard", async () => {
    const calls = serve(({ url }) => {
      // The server answers the dashboard's live feed 403 to staff (no dashboard permission).
      if (url.startsWith("/api/admin/events")) return { status: 403, body: { success: false, message: "Access denied. Your role does not include dashboard." } };
      if (url.startsWith("/api/orders")) return { body: { success: true, data: [], pagination: { total: 0, limit: 50, nextCursor: null } } };
      return { body: CLOUD_CONFIG };
    });
    saveSession({ token: "staff-token", user: person("staff") });
    renderAt("/admin");
    const nav = screen.getByRole("complementary", { name: "Admin" });
    expect(Array.from(nav.querySelectorAll("nav a")).map((link) => link.textContent)).toEqual(["Orders", "To call", "Production", "Shipping", "Returns", "Payments"]);
    expect(await screen.findByRole("heading", { name: "Orders", level: 1 }, { timeout: 10_000 })).toBeTruthy();
    // So her admin never asks for it (a 403 in her console every few seconds otherwise).
    expect(calls.filter((call) => call.url.startsWith("/api/admin/events"))).toEqual([]);
  });

  it("offers every section in the sidebar and signs out to /admin-login", async () => {
    serve(({ url }) => {
      if (url.startsWith("/api/admin/events")) return { body: { success: true, data: [], cursor: "2026-01-01T00:00:00.000Z#" } };
      if (url === "/api/payments/admin/all?limit=50") return { body: { success: true, payments: [], pagination: { total: 0, limit: 50, nextCursor: null } } };
      return { body: CLOUD_CONFIG };
    });
    saveSession({ token: "admin-token", user: person("admin") });
    const user = userEvent.setup();
    renderAt("/admin/payments");
    const nav = screen.getByRole("complementary", { name: "Admin" });
    const links = Array.from(nav.querySelectorAll("nav a")).map((link) => [link.textContent, link.getAttribute("href")]);
    expect(links).toEqual([
      ["Dashboard", "/admin"],
      ["Products", "/admin/products"],
      ["Subcategories", "/admin/subcategories"],
      ["Users", "/admin/users"],
      ["Orders", "/admin/orders"],
      ["To call", "/admin/to-call"],
      ["Production", "/admin/production"],
      ["Shipping", "/admin/shipping"],
      ["Returns", "/admin/returns"],
      ["Reviews", "/admin/reviews"],
      ["Fit and returns", "/admin/fit-advice"],
      ["Payments", "/admin/payments"],
      ["Approvals", "/admin/approvals"],
      ["Discounts", "/admin/discounts"],
      ["Exports", "/admin/exports"],
      ["Settings", "/admin/settings"],
      ["Staff", "/admin/staff"],
      ["Gift cards", "/admin/gift-cards"],
      ["Audit log", "/admin/audit"],
    ]);
    // The screen is its own lazily loaded chunk.
    expect(await screen.findByText("No payments found", undefined, { timeout: 10_000 })).toBeTruthy();
    expect(nav.querySelector("a.is-active")?.textContent).toBe("Payments");
    await user.click(screen.getAllByRole("button", { name: "Sign out" })[0]!);
    expect(await screen.findByRole("heading", { name: "Admin Login" })).toBeTruthy();
    expect(readSession()).toBeNull();
  });
});
