// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { User } from "../../shared/schemas/user.js";
import UsersPage from "../../web/src/admin/users/UsersPage.js";
import { ServerStateProvider } from "../../web/src/components/ServerStateProvider.js";

function person(id: string, name: string, role: User["role"] = "user", changes: Partial<User> = {}): User {
  return {
    _id: id,
    id,
    name,
    email: `${name.split(" ")[0]!.toLowerCase()}@example.in`,
    phone: "",
    role,
    isActive: true,
    createdAt: "2025-03-05T10:30:00.000Z",
    address: { street: "", city: "", state: "", zipCode: "", country: "India" },
    ...changes,
  };
}

const admin = person("0000000000adm001", "Meera Admin", "admin");
let users: User[];
let requests: string[];

/** The users API over an in-memory list: search, role filter, deletes (your own refused). */
function startServer() {
  requests = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? "GET";
      requests.push(`${method} ${url}`);
      const reply = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
      const address = new URL(url, "http://shop.test");
      if (method === "GET" && address.pathname === "/api/auth/users") {
        const search = (address.searchParams.get("search") ?? "").toLowerCase();
        const role = address.searchParams.get("role");
        const data = users.filter((u) => (!search || u.name.toLowerCase().includes(search) || u.email.includes(search)) && (!role || u.role === role));
        return reply(200, { success: true, data, pagination: { total: data.length, limit: 50, nextCursor: null } });
      }
      const match = /^\/api\/auth\/users\/(.+)$/.exec(address.pathname);
      if (method === "DELETE" && match) {
        if (match[1] === admin._id) return reply(400, { success: false, error: "You cannot delete your own account." });
        users = users.filter((u) => u._id !== match[1]);
        return reply(200, { success: true, message: "User deleted." });
      }
      return reply(404, { success: false, error: "Not found" });
    }),
  );
}

beforeEach(() => {
  users = [
    admin,
    person("0000000000usr101", "Kavya Nair"),
    person("0000000000usr102", "Ritu Sharma", "user", { isActive: false }),
    person("0000000000usr103", "Anjali Menon"),
  ];
  localStorage.setItem("token", "admin-token");
  localStorage.setItem("user", JSON.stringify(admin));
  startServer();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const row = (name: string) => screen.getByRole("checkbox", { name: `Select ${name}` }).closest("tr")!;

describe("the users screen", () => {
  it("lists every account with its count, short id, role, status and joined date", async () => {
    render(
      <ServerStateProvider>
        <UsersPage />
      </ServerStateProvider>,
    );
    await screen.findByText("Kavya Nair");
    expect(screen.getByText("4 users in total")).toBeTruthy();
    const kavya = within(row("Kavya Nair"));
    expect(kavya.getByText("#usr101")).toBeTruthy();
    expect(kavya.getByText("kavya@example.in")).toBeTruthy();
    expect(kavya.getByText("User")).toBeTruthy();
    expect(kavya.getByText("Active")).toBeTruthy();
    expect(kavya.getByText("5 Mar 2025")).toBeTruthy();
    expect(within(row("Ritu Sharma")).getByText("Inactive")).toBeTruthy();
    expect(within(row("Meera Admin")).getByText("Admin")).toBeTruthy();
    expect(within(row("Meera Admin")).getByText("You")).toBeTruthy();
  });

  it("searches by name or e-mail and filters by role", async () => {
    const user = userEvent.setup();
    render(
      <ServerStateProvider>
        <UsersPage />
      </ServerStateProvider>,
    );
    await screen.findByText("Kavya Nair");
    await user.type(screen.getByRole("searchbox", { name: "Search" }), "anjali");
    await waitFor(() => expect(screen.queryByText("Kavya Nair")).toBeNull());
    expect(screen.getByText("Anjali Menon")).toBeTruthy();
    expect(screen.getByText("1 user found")).toBeTruthy();
    expect(requests.at(-1)).toBe("GET /api/auth/users?search=anjali&limit=50");
    await user.click(screen.getByRole("button", { name: "Clear Filters" }));
    await user.selectOptions(screen.getByLabelText("Role"), "admin");
    expect(await screen.findByText("Meera Admin")).toBeTruthy();
    await waitFor(() => expect(screen.queryByText("Anjali Menon")).toBeNull());
    expect(screen.queryByText("Kavya Nair")).toBeNull();
    expect(requests.at(-1)).toBe("GET /api/auth/users?role=admin&limit=50");
  });

  it("offers no bulk delete until a user is ticked", async () => {
    const user = userEvent.setup();
    render(
      <ServerStateProvider>
        <UsersPage />
      </ServerStateProvider>,
    );
    await screen.findByText("Kavya Nair");
    const bulkDelete = screen.getByRole("button", { name: "Delete Selected" }) as HTMLButtonElement;
    expect(bulkDelete.disabled).toBe(true);
    await user.click(screen.getByRole("checkbox", { name: "Select Kavya Nair" }));
    expect(bulkDelete.disabled).toBe(false);
    expect(requests.filter((r) => r.startsWith("DELETE"))).toEqual([]);
  });

  it("deletes the selected users after confirmation", async () => {
    const user = userEvent.setup();
    render(
      <ServerStateProvider>
        <UsersPage />
      </ServerStateProvider>,
    );
    await screen.findByText("Kavya Nair");
    await user.click(screen.getByRole("checkbox", { name: "Select Kavya Nair" }));
    await user.click(screen.getByRole("checkbox", { name: "Select Anjali Menon" }));
    expect(screen.getByText("2 selected")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Delete Selected" }));
    const dialog = screen.getByRole("dialog", { name: "Delete users" });
    expect(dialog.textContent).toContain("Are you sure you want to delete 2 selected users?");
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("2 users deleted successfully!")).toBeTruthy();
    expect(screen.queryByText("Kavya Nair")).toBeNull();
    expect(screen.queryByText("Anjali Menon")).toBeNull();
    expect(screen.getByText("2 users in total")).toBeTruthy();
    expect(users.map((u) => u.name)).toEqual(["Meera Admin", "Ritu Sharma"]);
  });

  it("keeps everything when the admin cancels, and clears a selection on request", async () => {
    const user = userEvent.setup();
    render(
      <ServerStateProvider>
        <UsersPage />
      </ServerStateProvider>,
    );
    await screen.findByText("Kavya Nair");
    await user.click(screen.getByRole("checkbox", { name: "Select Kavya Nair" }));
    await user.click(screen.getByRole("button", { name: "Delete Selected" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Cancel" }));
    expect(users).toHaveLength(4);
    await user.click(screen.getByRole("button", { name: "Clear Selection" }));
    expect(screen.getByText("No users selected")).toBeTruthy();
  });

  it("shows the server's reason when a delete is refused", async () => {
    const user = userEvent.setup();
    render(
      <ServerStateProvider>
        <UsersPage />
      </ServerStateProvider>,
    );
    await screen.findByText("Kavya Nair");
    await user.click(screen.getByRole("button", { name: "Delete Meera Admin" }));
    await user.click(within(screen.getByRole("dialog", { name: "Delete user" })).getByRole("button", { name: "Delete" }));
    expect((await screen.findByRole("alert")).textContent).toContain("Error deleting user(s): You cannot delete your own account.");
    expect(screen.getByText("Meera Admin")).toBeTruthy();
  });

  it("deletes one user with 'User deleted successfully!'", async () => {
    const user = userEvent.setup();
    render(
      <ServerStateProvider>
        <UsersPage />
      </ServerStateProvider>,
    );
    await screen.findByText("Ritu Sharma");
    await user.click(screen.getByRole("button", { name: "Delete Ritu Sharma" }));
    const dialog = screen.getByRole("dialog", { name: "Delete user" });
    expect(dialog.textContent).toContain("Ritu Sharma");
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("User deleted successfully!")).toBeTruthy();
    expect(screen.queryByText("Ritu Sharma")).toBeNull();
  });

  it("explains that users are added through registration, not here", async () => {
    const user = userEvent.setup();
    render(
      <ServerStateProvider>
        <UsersPage />
      </ServerStateProvider>,
    );
    await user.click(screen.getByRole("button", { name: "Add User" }));
    const dialog = screen.getByRole("dialog", { name: "Add user" });
    expect(dialog.textContent).toMatch(/User creation requires a password/);
    expect(dialog.textContent).toMatch(/registration endpoint/);
  });
});
