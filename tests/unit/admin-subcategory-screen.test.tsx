// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Subcategory } from "../../shared/schemas/subcategory-record.js";
import { setUnauthorizedHandler } from "../../web/src/api/client.js";
import SubcategoriesPage from "../../web/src/admin/subcategories/SubcategoriesPage.js";
import { ServerStateProvider } from "../../web/src/components/ServerStateProvider.js";
import { sortOrderFrom, subcategoryFormSchema } from "../../shared/schemas/subcategory-form.js";
import type { SubcategoryFormValues } from "../../web/src/admin/subcategories/subcategory-form-values.js";

const subcategoryRequestFromForm = (values: SubcategoryFormValues) => subcategoryFormSchema.parse(values);

function subcategory(id: string, name: string, changes: Partial<Subcategory> = {}): Subcategory {
  return {
    _id: id,
    id,
    name,
    category: "clothing",
    description: `${name} for every occasion`,
    sortOrder: 0,
    isActive: true,
    createdAt: "2025-01-01T00:00:00.000Z",
    updatedAt: "2025-01-01T00:00:00.000Z",
    ...changes,
  };
}

interface Call {
  method: string;
  path: string;
  query: string;
  body: unknown;
}

let stored: Subcategory[];
let calls: Call[];
/** Overrides for one method and path: a status and body, or "no answer" (the network is down). */
let failures: Map<string, { status: number; body: unknown } | "no answer">;
/** Subcategories still named by products: the server refuses to delete them. */
const inUse = new Set(["sub-saree"]);

function startServer() {
  calls = [];
  failures = new Map();
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? "GET";
      const address = new URL(url, "http://shop.test");
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, path: address.pathname, query: address.search, body });
      const reply = (status: number, answer: unknown) => new Response(JSON.stringify(answer), { status, headers: { "Content-Type": "application/json" } });
      const failure = failures.get(`${method} ${address.pathname}${address.search}`) ?? failures.get(`${method} ${address.pathname}`);
      if (failure === "no answer") throw new TypeError("Failed to fetch");
      if (failure) return reply(failure.status, failure.body);
      const id = /^\/api\/subcategories\/([^/]+)$/.exec(address.pathname)?.[1];
      if (method === "GET" && address.pathname === "/api/subcategories") {
        const active = address.searchParams.get("isActive");
        const category = address.searchParams.get("category");
        const search = address.searchParams.get("search")?.toLowerCase();
        const data = stored
          .filter((s) => (active === null || String(s.isActive) === active) && (!category || s.category === category) && (!search || s.name.toLowerCase().includes(search)))
          .sort((a, b) => a.sortOrder - b.sortOrder);
        return reply(200, { success: true, data });
      }
      if (method === "POST" && address.pathname === "/api/subcategories") {
        const created = subcategory(`sub-${stored.length + 1}`, body.name, body);
        stored.push(created);
        return reply(201, { success: true, data: created });
      }
      if (method === "PUT" && id) {
        const index = stored.findIndex((s) => s._id === id);
        stored[index] = { ...stored[index]!, ...body };
        return reply(200, { success: true, data: stored[index] });
      }
      if (method === "DELETE" && id) {
        if (inUse.has(id)) return reply(409, { success: false, error: "Saree is used by 3 products. Move them to another subcategory first." });
        stored = stored.filter((s) => s._id !== id);
        return reply(200, { success: true, message: "Subcategory deleted." });
      }
      if (method === "POST" && address.pathname === "/api/subcategories/bulk") {
        const results = (body.operations as { id: string }[]).map(({ id: each }) => {
          if (inUse.has(each)) return { id: each, ok: false, error: "used by 3 products" };
          stored = stored.filter((s) => s._id !== each);
          return { id: each, ok: true };
        });
        return reply(200, { success: true, results });
      }
      return reply(404, { success: false, error: "Not found" });
    }),
  );
}

beforeEach(() => {
  stored = [
    subcategory("sub-dress", "Dress", { sortOrder: 1 }),
    subcategory("sub-saree", "Saree", { sortOrder: 2 }),
    subcategory("sub-lehenga", "Lehenga", { sortOrder: 3, isActive: false, description: "" }),
    subcategory("sub-juttis", "Juttis", { sortOrder: 1, category: "footwear" }),
  ];
  localStorage.setItem("token", "admin-token");
  localStorage.setItem("user", JSON.stringify({ _id: "admin", role: "admin", name: "Meera" }));
  // The app sends a 401 to /login; here the screen's own text is what is under test.
  setUnauthorizedHandler(() => undefined);
  startServer();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const row = (name: string) => screen.getByRole("checkbox", { name: `Select ${name}` }).closest("tr")!;

describe("the subcategory form's rules", () => {
  it("makes the sort order a whole number, falling back to 0", () => {
    expect(sortOrderFrom("3")).toBe(3);
    expect(sortOrderFrom(" -2 ")).toBe(-2);
    expect(sortOrderFrom("")).toBe(0);
    expect(sortOrderFrom("first")).toBe(0);
    expect(sortOrderFrom("2.7")).toBe(2);
  });

  it("sends trimmed text", () => {
    expect(subcategoryRequestFromForm({ name: " Kurti ", category: "clothing", description: "  Daily wear ", sortOrder: "", isActive: false })).toEqual({
      name: "Kurti",
      category: "clothing",
      description: "Daily wear",
      sortOrder: 0,
      isActive: false,
    });
  });
});

describe("the subcategories screen", () => {
  it("lists name, category, description, sort order and status", async () => {
    render(
      <ServerStateProvider>
        <SubcategoriesPage />
      </ServerStateProvider>,
    );
    await screen.findByText("Dress");
    const lehenga = within(row("Lehenga"));
    expect(lehenga.getByText("Clothing")).toBeTruthy();
    expect(lehenga.getByText("3")).toBeTruthy();
    expect(lehenga.getByText("Inactive")).toBeTruthy();
    expect(within(row("Dress")).getByText("Dress for every occasion")).toBeTruthy();
    expect(within(row("Juttis")).getByText("Footwear")).toBeTruthy();
    expect(screen.getByText("4 subcategories")).toBeTruthy();
  });

  it("filters by category and status, and clears the filters", async () => {
    const user = userEvent.setup();
    render(
      <ServerStateProvider>
        <SubcategoriesPage />
      </ServerStateProvider>,
    );
    await screen.findByText("Dress");
    await user.selectOptions(screen.getByLabelText("Category"), "footwear");
    await waitFor(() => expect(screen.queryByText("Dress")).toBeNull());
    expect(screen.getByText("Juttis")).toBeTruthy();
    await user.selectOptions(screen.getByLabelText("Category"), "");
    await user.selectOptions(screen.getByLabelText("Status"), "inactive");
    await waitFor(() => expect(screen.queryByText("Juttis")).toBeNull());
    expect(screen.getByText("Lehenga")).toBeTruthy();
    expect(calls.at(-1)?.query).toBe("?isActive=false");
    await user.selectOptions(screen.getByLabelText("Category"), "accessories");
    expect(await screen.findByText("No subcategories found")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Clear Filters" }));
    expect(await screen.findByText("Dress")).toBeTruthy();
    expect(screen.getByText("Juttis")).toBeTruthy();
  });

  it("searches by name", async () => {
    const user = userEvent.setup();
    render(
      <ServerStateProvider>
        <SubcategoriesPage />
      </ServerStateProvider>,
    );
    await screen.findByText("Dress");
    await user.type(screen.getByRole("searchbox", { name: "Search" }), "sar");
    await waitFor(() => expect(screen.queryByText("Dress")).toBeNull());
    expect(screen.getByText("Saree")).toBeTruthy();
  });

  it("falls back to every subcategory when asking for the active ones fails", async () => {
    failures.set("GET /api/subcategories?isActive=true", { status: 500, body: { success: false, error: "Something broke" } });
    const user = userEvent.setup();
    render(
      <ServerStateProvider>
        <SubcategoriesPage />
      </ServerStateProvider>,
    );
    await screen.findByText("Dress");
    await user.selectOptions(screen.getByLabelText("Status"), "active");
    await waitFor(() => expect(screen.queryByText("Lehenga")).toBeNull());
    expect(screen.getByText("Saree")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it.each([
    [{ status: 401, body: { success: false, error: "Please log in." } }, "Authentication failed. Please login again."],
    [{ status: 403, body: { success: false, error: "Admins only" } }, "Access denied. Admin privileges required."],
    [{ status: 500, body: { success: false, error: "The table is not reachable" } }, "Error fetching subcategories: The table is not reachable"],
    ["no answer" as const, "Network error. Please check if the backend server is running."],
  ])("says why the list could not be fetched (%#)", async (failure, text) => {
    failures.set("GET /api/subcategories", failure);
    render(
      <ServerStateProvider>
        <SubcategoriesPage />
      </ServerStateProvider>,
    );
    expect((await screen.findByRole("alert")).textContent).toContain(text);
  });

  it("needs a stored token to load", async () => {
    localStorage.clear();
    render(
      <ServerStateProvider>
        <SubcategoriesPage />
      </ServerStateProvider>,
    );
    expect((await screen.findByRole("alert")).textContent).toContain("Authentication token not found. Please login again.");
    expect(calls).toEqual([]);
  });

  it("adds a subcategory: name required, sort order falling back to 0", async () => {
    const user = userEvent.setup();
    render(
      <ServerStateProvider>
        <SubcategoriesPage />
      </ServerStateProvider>,
    );
    await screen.findByText("Dress");
    await user.click(screen.getByRole("button", { name: "Add Subcategory" }));
    const dialog = screen.getByRole("dialog", { name: "Add Subcategory" });
    await user.click(within(dialog).getByRole("button", { name: "Create Subcategory" }));
    expect(within(dialog).getByText("Name is required")).toBeTruthy();
    expect(calls.filter((c) => c.method === "POST")).toEqual([]);

    await user.type(within(dialog).getByLabelText("Name *"), "Kurti");
    await user.selectOptions(within(dialog).getByLabelText("Category *"), "clothing");
    await user.type(within(dialog).getByLabelText("Description"), "Everyday kurtis");
    await user.clear(within(dialog).getByLabelText("Sort order"));
    await user.click(within(dialog).getByRole("button", { name: "Create Subcategory" }));
    expect(await screen.findByText("Subcategory created successfully!")).toBeTruthy();
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ name: "Kurti", category: "clothing", description: "Everyday kurtis", sortOrder: 0, isActive: true });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(await screen.findByText("Kurti")).toBeTruthy();
  });

  it("edits a subcategory", async () => {
    const user = userEvent.setup();
    render(
      <ServerStateProvider>
        <SubcategoriesPage />
      </ServerStateProvider>,
    );
    await screen.findByText("Lehenga");
    await user.click(screen.getByRole("button", { name: "Edit Lehenga" }));
    const dialog = screen.getByRole("dialog", { name: "Edit Subcategory" });
    expect((within(dialog).getByLabelText("Name *") as HTMLInputElement).value).toBe("Lehenga");
    await user.click(within(dialog).getByRole("checkbox", { name: /Active/ }));
    await user.clear(within(dialog).getByLabelText("Sort order"));
    await user.type(within(dialog).getByLabelText("Sort order"), "5");
    await user.click(within(dialog).getByRole("button", { name: "Update Subcategory" }));
    expect(await screen.findByText("Subcategory updated successfully!")).toBeTruthy();
    expect(calls.find((c) => c.method === "PUT")).toMatchObject({ path: "/api/subcategories/sub-lehenga", body: { name: "Lehenga", sortOrder: 5, isActive: true } });
    await waitFor(() => expect(within(row("Lehenga")).getByText("Active")).toBeTruthy());
  });

  it.each([
    [{ status: 409, body: { success: false, error: "A subcategory with this name already exists in this category." } }, "A subcategory with this name already exists in this category."],
    ["no answer" as const, "No response from server. Please check if the backend is running."],
    [{ status: 502, body: "" }, "Error saving subcategory."],
  ])("keeps the form open and says why a save failed (%#)", async (failure, text) => {
    failures.set("POST /api/subcategories", failure);
    const user = userEvent.setup();
    render(
      <ServerStateProvider>
        <SubcategoriesPage />
      </ServerStateProvider>,
    );
    await screen.findByText("Dress");
    await user.click(screen.getByRole("button", { name: "Add Subcategory" }));
    const dialog = screen.getByRole("dialog", { name: "Add Subcategory" });
    await user.type(within(dialog).getByLabelText("Name *"), "Dress");
    await user.click(within(dialog).getByRole("button", { name: "Create Subcategory" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(text);
  });

  it("will not save without a stored token", async () => {
    const user = userEvent.setup();
    render(
      <ServerStateProvider>
        <SubcategoriesPage />
      </ServerStateProvider>,
    );
    await screen.findByText("Dress");
    localStorage.removeItem("token");
    await user.click(screen.getByRole("button", { name: "Add Subcategory" }));
    const dialog = screen.getByRole("dialog", { name: "Add Subcategory" });
    await user.type(within(dialog).getByLabelText("Name *"), "Kurti");
    await user.click(within(dialog).getByRole("button", { name: "Create Subcategory" }));
    expect(within(dialog).getByRole("alert").textContent).toBe("Authentication token not found. Please login again.");
    expect(calls.filter((c) => c.method === "POST")).toEqual([]);
  });

  it("deletes one subcategory after confirmation", async () => {
    const user = userEvent.setup();
    render(
      <ServerStateProvider>
        <SubcategoriesPage />
      </ServerStateProvider>,
    );
    await screen.findByText("Lehenga");
    await user.click(screen.getByRole("button", { name: "Delete Lehenga" }));
    await user.click(within(screen.getByRole("dialog", { name: "Delete subcategory" })).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Subcategory deleted successfully!")).toBeTruthy();
    await waitFor(() => expect(screen.queryByText("Lehenga")).toBeNull());
  });

  it("says why a subcategory could not be deleted", async () => {
    const user = userEvent.setup();
    render(
      <ServerStateProvider>
        <SubcategoriesPage />
      </ServerStateProvider>,
    );
    await screen.findByText("Saree");
    await user.click(screen.getByRole("button", { name: "Delete Saree" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Delete" }));
    expect((await screen.findByRole("alert")).textContent).toContain(
      "Error deleting subcategory: Saree is used by 3 products. Move them to another subcategory first.",
    );
    expect(screen.getByText("Saree")).toBeTruthy();
  });

  it("offers no bulk delete until a subcategory is ticked", async () => {
    const user = userEvent.setup();
    render(
      <ServerStateProvider>
        <SubcategoriesPage />
      </ServerStateProvider>,
    );
    await screen.findByText("Dress");
    const bulkDelete = screen.getByRole("button", { name: "Delete Selected" }) as HTMLButtonElement;
    expect(bulkDelete.disabled).toBe(true);
    await user.click(screen.getByRole("checkbox", { name: "Select Dress" }));
    expect(bulkDelete.disabled).toBe(false);
  });

  it("bulk-deletes in one request and reports each one that could not go", async () => {
    const user = userEvent.setup();
    render(
      <ServerStateProvider>
        <SubcategoriesPage />
      </ServerStateProvider>,
    );
    await screen.findByText("Dress");
    await user.click(screen.getByRole("checkbox", { name: "Select Dress" }));
    await user.click(screen.getByRole("checkbox", { name: "Select Saree" }));
    await user.click(screen.getByRole("button", { name: "Delete Selected" }));
    const dialog = screen.getByRole("dialog", { name: "Delete subcategories" });
    expect(dialog.textContent).toContain("Are you sure you want to delete 2 selected subcategories?");
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Error deleting subcategories: 1 of 2 deleted.");
    expect(alert.textContent).toContain("Saree: used by 3 products");
    expect(calls.find((c) => c.path === "/api/subcategories/bulk")?.body).toEqual({
      operations: [
        { id: "sub-dress", action: "delete" },
        { id: "sub-saree", action: "delete" },
      ],
    });
    await waitFor(() => expect(screen.queryByText("Dress")).toBeNull());
    expect(screen.getByText("Saree")).toBeTruthy();
  });

  it("says 'Subcategories deleted successfully!' when every one went", async () => {
    const user = userEvent.setup();
    render(
      <ServerStateProvider>
        <SubcategoriesPage />
      </ServerStateProvider>,
    );
    await screen.findByText("Dress");
    await user.click(screen.getByRole("checkbox", { name: "Select Dress" }));
    await user.click(screen.getByRole("checkbox", { name: "Select Lehenga" }));
    await user.click(screen.getByRole("button", { name: "Delete Selected" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Subcategories deleted successfully!")).toBeTruthy();
    expect(stored.map((s) => s.name)).toEqual(["Saree", "Juttis"]);
  });
});
