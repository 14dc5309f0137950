// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Product } from "../../shared/schemas/product-record.js";
import type { Subcategory } from "../../shared/schemas/subcategory-record.js";
import ProductsPage from "../../web/src/admin/products/ProductsPage.js";
import { ServerStateProvider } from "../../web/src/components/ServerStateProvider.js";

vi.setConfig({ testTimeout: 20_000 });

function product(id: string, name: string, changes: Partial<Product> = {}): Product {
  return {
    _id: id,
    id,
    name,
    description: `${name}, handmade.`,
    price: 1499,
    category: "clothing",
    subcategory: "Dress",
    brand: "Rangrez",
    stock: 10,
    stockBySize: { S: 5, M: 5 },
    images: [],
    tags: [],
    isActive: true,
    isFeatured: false,
    discount: 0,
    material: "Cotton",
    pattern: "",
    color: "",
    occasion: "",
    fabric: "",
    wash_care: "",
    silhouette: "",
    sizes: ["S", "M"],
    size_guide: [],
    rating: 0,
    createdAt: "2025-06-01T00:00:00.000Z",
    updatedAt: "2025-06-01T00:00:00.000Z",
    ...changes,
  };
}

const subcategories: Subcategory[] = [
  { _id: "s1", id: "s1", name: "Dress", category: "clothing", description: "", sortOrder: 1, isActive: true, createdAt: "", updatedAt: "" },
  { _id: "s2", id: "s2", name: "Saree", category: "clothing", description: "", sortOrder: 2, isActive: true, createdAt: "", updatedAt: "" },
];

let catalogue: Product[];
let requests: string[];
/** Products whose delete the server refuses, with its reason. */
let refusals: Map<string, string>;

function startServer() {
  requests = [];
  refusals = new Map();
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? "GET";
      requests.push(`${method} ${url}`);
      const reply = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
      const address = new URL(url, "http://shop.test");
      if (method === "GET" && address.pathname === "/api/subcategories") return reply(200, { success: true, data: subcategories });
      if (method === "GET" && address.pathname === "/api/products") {
        const category = address.searchParams.get("category")?.toLowerCase();
        const search = address.searchParams.get("search")?.toLowerCase();
        const material = address.searchParams.get("material");
        const data = catalogue.filter(
          (p) =>
            (!category || p.category === category || p.subcategory.toLowerCase() === category) &&
            (!search || p.name.toLowerCase().includes(search)) &&
            (!material || p.material.toLowerCase() === material),
        );
        return reply(200, { success: true, data, pagination: { total: data.length, limit: 50, nextCursor: null } });
      }
      if (method === "POST" && address.pathname === "/api/products") {
        const body = JSON.parse(String(init.body));
        const created = product(`p${catalogue.length + 100}`, body.name, body);
        catalogue = [created, ...catalogue];
        return reply(201, { success: true, data: created });
      }
      const id = /^\/api\/products\/(.+)$/.exec(address.pathname)?.[1];
      if (method === "GET" && id) {
        const found = catalogue.find((p) => p._id === id);
        return found ? reply(200, { success: true, data: found }) : reply(404, { success: false, error: "Product not found" });
      }
      if (method === "DELETE" && id) {
        const refusal = refusals.get(id);
        if (refusal) return reply(404, { success: false, error: refusal });
        catalogue = catalogue.filter((p) => p._id !== id);
        return reply(200, { success: true });
      }
      return reply(404, { success: false, error: "Not found" });
    }),
  );
}

beforeEach(() => {
  catalogue = [
    product("01HZX0000000000000prod01", "Indigo Block-Print Dress", { price: 1499, originalPrice: 1999 }),
    product("01HZX0000000000000prod02", "Banarasi Silk Saree", { price: 12500.5, subcategory: "Saree", isFeatured: true, stock: 6, stockBySize: { S: 2, M: 4 } }),
    product("01HZX0000000000000prod03", "Rayon Kurta Dress", { isActive: false, stock: 0, stockBySize: { S: 0, M: 0 } }),
  ];
  localStorage.setItem("token", "admin-token");
  localStorage.setItem("user", JSON.stringify({ _id: "admin", role: "admin", name: "Meera" }));
  startServer();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function renderPage(path = "/admin/products") {
  return render(
    <ServerStateProvider>
      <MemoryRouter initialEntries={[path]}>
        <ProductsPage />
      </MemoryRouter>
    </ServerStateProvider>,
  );
}

const row = (name: string) => screen.getByRole("checkbox", { name: `Select ${name}` }).closest("tr")!;

describe("the products screen", () => {
  it("lists every product, inactive ones too, with rupee prices and short ids", async () => {
    renderPage();
    await screen.findByText("Indigo Block-Print Dress");
    expect(screen.getByText("3 products in the catalogue")).toBeTruthy();
    const indigo = within(row("Indigo Block-Print Dress"));
    expect(indigo.getByText("#prod01")).toBeTruthy();
    expect(indigo.getByText("₹1,499.00")).toBeTruthy();
    expect(indigo.getByText("₹1,999.00")).toBeTruthy();
    expect(within(row("Banarasi Silk Saree")).getByText("₹12,500.50")).toBeTruthy();
    expect(within(row("Banarasi Silk Saree")).getByText("Featured")).toBeTruthy();
    expect(within(row("Rayon Kurta Dress")).getByText("Inactive")).toBeTruthy();
    expect(within(row("Rayon Kurta Dress")).getByText("Sold out")).toBeTruthy();
    // The total, and Low stock when a size is at 2 or fewer, naming it.
    expect(within(row("Indigo Block-Print Dress")).getByRole("cell", { name: "10" })).toBeTruthy();
    expect(within(row("Indigo Block-Print Dress")).queryByText("Low stock")).toBeNull();
    const saree = within(row("Banarasi Silk Saree"));
    expect(saree.getByText("Low stock")).toBeTruthy();
    expect(saree.getByText("S: 2")).toBeTruthy();
    expect(within(row("Rayon Kurta Dress")).queryByText("Low stock")).toBeNull();
    expect(document.body.textContent).not.toContain("$");
    expect(requests).toContain("GET /api/products?limit=50");
  });

  it("filters by category or subcategory and clears the filters", async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByText("Indigo Block-Print Dress");
    await waitFor(() => expect(screen.getByRole("option", { name: "Saree" })).toBeTruthy());
    await user.selectOptions(screen.getByLabelText("Category"), "Saree");
    await waitFor(() => expect(screen.queryByText("Indigo Block-Print Dress")).toBeNull());
    expect(screen.getByText("Banarasi Silk Saree")).toBeTruthy();
    expect(requests).toContain("GET /api/products?category=Saree&limit=50");
    await user.click(screen.getByRole("button", { name: "Clear Filters" }));
    expect(await screen.findByText("Indigo Block-Print Dress")).toBeTruthy();
  });

  it("filters by one of the shop's materials, Chiffon and Crepe among them", async () => {
    catalogue[1] = { ...catalogue[1]!, material: "Silk" };
    const user = userEvent.setup();
    renderPage();
    await screen.findByText("Indigo Block-Print Dress");
    const material = screen.getByLabelText("Material") as HTMLSelectElement;
    expect([...material.options].map((option) => option.text)).toEqual(["All materials", "Cotton", "Silk", "Rayon", "Georgette", "Organza", "Satin", "Chiffon", "Crepe"]);
    await user.selectOptions(material, "Silk");
    await waitFor(() => expect(screen.queryByText("Indigo Block-Print Dress")).toBeNull());
    expect(screen.getByText(catalogue[1]!.name)).toBeTruthy();
    expect(requests).toContain("GET /api/products?material=silk&limit=50");
  });

  it("searches by name", async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByText("Indigo Block-Print Dress");
    await user.type(screen.getByRole("searchbox", { name: "Search" }), "silk");
    await waitFor(() => expect(screen.queryByText("Indigo Block-Print Dress")).toBeNull());
    expect(screen.getByText("1 product found")).toBeTruthy();
  });

  it("offers no bulk delete until a product is ticked", async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByText("Indigo Block-Print Dress");
    const bulkDelete = screen.getByRole("button", { name: "Delete Selected" }) as HTMLButtonElement;
    expect(bulkDelete.disabled).toBe(true);
    expect(screen.getByText("No products selected")).toBeTruthy();
    await user.click(screen.getByRole("checkbox", { name: "Select Indigo Block-Print Dress" }));
    expect(bulkDelete.disabled).toBe(false);
    await user.click(screen.getByRole("checkbox", { name: "Select Indigo Block-Print Dress" }));
    expect(bulkDelete.disabled).toBe(true);
    expect(requests.filter((r) => r.startsWith("DELETE"))).toEqual([]);
  });

  it("deletes the selected products after 'Are you sure you want to delete 2 selected products?'", async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByText("Indigo Block-Print Dress");
    await user.click(screen.getByRole("checkbox", { name: "Select Indigo Block-Print Dress" }));
    await user.click(screen.getByRole("checkbox", { name: "Select Rayon Kurta Dress" }));
    await user.click(screen.getByRole("button", { name: "Delete Selected" }));
    const dialog = screen.getByRole("dialog", { name: "Delete products" });
    expect(dialog.textContent).toContain("Are you sure you want to delete 2 selected products?");
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("2 products deleted successfully!")).toBeTruthy();
    expect(screen.queryByText("Indigo Block-Print Dress")).toBeNull();
    expect(screen.getByText("1 product in the catalogue")).toBeTruthy();
    expect(catalogue.map((p) => p.name)).toEqual(["Banarasi Silk Saree"]);
  });

  it("says 'Error deleting products: ' with the server's reason when one of them fails", async () => {
    refusals.set("01HZX0000000000000prod02", "Product not found");
    const user = userEvent.setup();
    renderPage();
    await screen.findByText("Indigo Block-Print Dress");
    await user.click(screen.getByRole("checkbox", { name: "Select all products shown" }));
    expect(screen.getByText("3 selected")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Delete Selected" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Delete" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Error deleting products: Product not found");
    expect(alert.textContent).toContain("2 of 3 selected products were deleted.");
    expect(screen.getByText("Banarasi Silk Saree")).toBeTruthy();
  });

  it("deletes one product after confirmation", async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByText("Rayon Kurta Dress");
    await user.click(screen.getByRole("button", { name: "Delete Rayon Kurta Dress" }));
    const dialog = screen.getByRole("dialog", { name: "Delete product" });
    expect(dialog.textContent).toContain("Are you sure you want to delete Rayon Kurta Dress?");
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Product deleted successfully!")).toBeTruthy();
    expect(screen.queryByText("Rayon Kurta Dress")).toBeNull();
  });

  it("says 'Error deleting product: ' with the server's reason", async () => {
    refusals.set("01HZX0000000000000prod03", "Product not found");
    const user = userEvent.setup();
    renderPage();
    await screen.findByText("Rayon Kurta Dress");
    await user.click(screen.getByRole("button", { name: "Delete Rayon Kurta Dress" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Delete" }));
    expect((await screen.findByRole("alert")).textContent).toContain("Error deleting product: Product not found");
  });

  it("adds a product and shows it at the top of the list", async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByText("Indigo Block-Print Dress");
    await user.click(screen.getByRole("button", { name: "Add Product" }));
    const dialog = screen.getByRole("dialog", { name: "Add New Product" });
    const paste = async (label: RegExp, text: string) => {
      await user.click(within(dialog).getByLabelText(label));
      await user.paste(text);
    };
    await paste(/^Name/, "Mulmul Anarkali");
    await paste(/^Price \(₹\)/, "1899");
    for (const size of ["XS", "S", "M", "L", "XL"]) await paste(new RegExp(`^Stock for size ${size}$`), "1");
    await paste(/^Description/, "Soft mulmul.");
    await user.selectOptions(within(dialog).getByLabelText("Subcategory"), "Dress");
    await user.click(within(dialog).getByRole("button", { name: "Add Product" }));
    expect(await screen.findByText("Product added successfully!")).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(await screen.findByText("Mulmul Anarkali")).toBeTruthy();
    expect(screen.getAllByRole("checkbox", { name: /^Select (?!all)/ })[0]!.getAttribute("aria-label")).toBe("Select Mulmul Anarkali");
  });

  it("opens a product's edit form from ?edit=<id> (the dashboard's low-stock links), and says so when it is gone", async () => {
    const { unmount } = renderPage("/admin/products?edit=01HZX0000000000000prod02");
    const dialog = await screen.findByRole("dialog", { name: /Edit Product/ });
    expect(within(dialog).getByText("Banarasi Silk Saree")).toBeTruthy();
    expect((within(dialog).getByLabelText("Stock for size S") as HTMLInputElement).value).toBe("2");
    unmount();
    renderPage("/admin/products?edit=gone");
    expect((await screen.findByRole("alert")).textContent).toContain("Product not found");
  });

  it("opens the add form when arriving from the dashboard's quick action", async () => {
    renderPage("/admin/products?add=1");
    expect(await screen.findByRole("dialog", { name: "Add New Product" })).toBeTruthy();
  });
});
