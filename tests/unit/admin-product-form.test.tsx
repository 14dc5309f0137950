// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// A form of some forty controls re-renders in jsdom far slower than in a browser.
vi.setConfig({ testTimeout: 20_000 });
import type { Product } from "../../shared/schemas/product-record.js";
import type { Subcategory } from "../../shared/schemas/subcategory-record.js";
import { ProductFormModal } from "../../web/src/admin/products/ProductFormModal.js";

function subcategory(name: string, sortOrder: number, isActive = true): Subcategory {
  return { _id: `sub-${name}`, id: `sub-${name}`, name, category: "clothing", description: "", sortOrder, isActive, createdAt: "", updatedAt: "" };
}

const satinDress: Product = {
  _id: "01JABCDEF0000000000satin1",
  id: "01JABCDEF0000000000satin1",
  name: "Champagne Satin Slip Dress",
  description: "Bias-cut satin that falls softly.",
  price: 2199,
  originalPrice: 2599,
  original_price: 2599,
  category: "clothing",
  subcategory: "Dress",
  brand: "Rangrez",
  stock: 4,
  stockBySize: { S: 3, M: 1 },
  images: ["/images/catalogue/satin-front.svg"],
  tags: ["party"],
  isActive: true,
  isFeatured: false,
  discount: 15,
  material: "Satin",
  pattern: "Solid",
  color: "Gold",
  occasion: "Party",
  fabric: "Satin",
  wash_care: "Dry Clean Only",
  silhouette: "Straight",
  sizes: ["S", "M"],
  size_guide: [
    { size: "S", bust: "34", waist: "28" },
    { size: "M", bust: "36", waist: "30" },
  ],
  rating: 4.2,
  createdAt: "2025-06-01T00:00:00.000Z",
  updatedAt: "2025-06-02T08:00:00.000Z",
};

interface Call {
  method: string;
  url: string;
  body: Record<string, unknown>;
}
let calls: Call[];

function serverAnswering(status: number, answer: (body: Record<string, unknown>) => unknown) {
  calls = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
      calls.push({ method: init.method ?? "GET", url, body });
      return new Response(JSON.stringify(answer(body)), { status, headers: { "Content-Type": "application/json" } });
    }),
  );
}

const active = [subcategory("Saree", 2), subcategory("Dress", 1), subcategory("Lehenga", 3, false)];

function openForm(product: Product | null = null, subcategories: Subcategory[] = active) {
  const handlers = { onSaved: vi.fn(), onClose: vi.fn(), onRefreshSubcategories: vi.fn() };
  render(
    <ProductFormModal
      product={product}
      subcategories={subcategories}
      subcategoriesError={null}
      refreshingSubcategories={false}
      onRefreshSubcategories={handlers.onRefreshSubcategories}
      onClose={handlers.onClose}
      onSaved={handlers.onSaved}
    />,
  );
  return handlers;
}

const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const optionsOf = (label: string | RegExp) =>
  Array.from((screen.getByLabelText(label) as HTMLSelectElement).options).map((option) => (option.disabled ? `${option.text} [disabled]` : option.text));

/** Replaces a box's text the way a paste does: one change, not one render per keystroke. */
async function enter(user: ReturnType<typeof userEvent.setup>, box: HTMLElement, text: string) {
  await user.clear(box);
  await user.click(box);
  await user.paste(text);
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await enter(user, field(/^Name/), "Mulmul Anarkali");
  await enter(user, field(/^Price \(₹\)/), "1899.50");
  for (const [size, pieces] of Object.entries({ XS: "1", S: "3", M: "4", L: "3", XL: "1" })) await enter(user, field(`Stock for size ${size}`), pieces);
  await enter(user, field(/^Description/), "Soft mulmul cotton with hand block prints.");
}

const sizeRows = () => within(screen.getByRole("list", { name: "Sizes" })).getAllByRole("listitem");
const total = () => screen.getByText(/^Total in stock:/).textContent;

beforeEach(() => serverAnswering(201, (body) => ({ success: true, data: { ...satinDress, ...body, _id: "new-id" } })));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("adding a product", () => {
  it("starts with the shop's brand, sizes XS to XL, the default size guide and the product active", () => {
    openForm();
    expect(screen.getByRole("dialog", { name: "Add New Product" })).toBeTruthy();
    expect(field("Brand").value).toBe("Rangrez");
    expect(sizeRows().map((item) => item.textContent)).toEqual(["Stock for size XS", "Stock for size S", "Stock for size M", "Stock for size L", "Stock for size XL"]);
    // One empty stock field per size, labelled with it, and the total read-only beside them.
    expect(["XS", "S", "M", "L", "XL"].map((size) => field(`Stock for size ${size}`).value)).toEqual(["", "", "", "", ""]);
    expect(total()).toBe("Total in stock: 0 pieces");
    expect(field("Bust (in) of row 1").value).toBe("32");
    expect(field("Waist (in) of row 5").value).toBe("34");
    expect((screen.getByRole("checkbox", { name: /Active/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole("checkbox", { name: "Featured" }) as HTMLInputElement).checked).toBe(false);
    expect(field(/^Price \(₹\)/).getAttribute("step")).toBe("0.01");
    // The percent off is shown, not typed.
    expect(screen.queryByRole("spinbutton", { name: /Discount/ })).toBeNull();
    expect(screen.getByRole("status", { name: "Discount" }).textContent).toBe("None");
  });

  it("requires name, price, the stock of each size and description before sending anything", async () => {
    const user = userEvent.setup();
    const { onSaved } = openForm();
    await user.click(screen.getByRole("button", { name: "Add Product" }));
    expect(screen.getByText("Name is required")).toBeTruthy();
    expect(screen.getByText("Price is required")).toBeTruthy();
    const stockXs = screen.getByText("Stock for size XS is required");
    expect(field("Stock for size XS").getAttribute("aria-describedby")).toBe(stockXs.id);
    expect(field("Stock for size XS").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Stock for size XL is required")).toBeTruthy();
    expect(screen.getByText("Description is required")).toBeTruthy();
    expect(document.activeElement).toBe(field(/^Name/));
    expect(calls).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();

    // Only the size's stock missing: the focus goes to that field.
    await fillRequired(user);
    await user.clear(field("Stock for size M"));
    expect(screen.queryByText("Stock for size XS is required")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Add Product" }));
    expect(screen.getByText("Stock for size M is required")).toBeTruthy();
    expect(document.activeElement).toBe(field("Stock for size M"));
    expect(calls).toEqual([]);
  });

  it("adds and removes a size together with its stock field, and totals what is typed", async () => {
    const user = userEvent.setup();
    const prompt = vi.spyOn(window, "prompt");
    openForm();
    await fillRequired(user);
    expect(total()).toBe("Total in stock: 12 pieces");
    // Typed in the box beside the sizes, never in the browser's prompt.
    expect((screen.getByRole("button", { name: "Add Size" }) as HTMLButtonElement).disabled).toBe(true);
    await user.type(screen.getByLabelText("New size"), "Free Size");
    await user.click(screen.getByRole("button", { name: "Add Size" }));
    expect(prompt).not.toHaveBeenCalled();
    expect(field("New size").value).toBe("");
    expect(field("Stock for size Free Size").value).toBe("");
    await enter(user, field("Stock for size Free Size"), "5");
    expect(total()).toBe("Total in stock: 17 pieces");
    await user.click(screen.getByRole("button", { name: "Remove size M" }));
    expect(screen.queryByLabelText("Stock for size M")).toBeNull();
    expect(total()).toBe("Total in stock: 13 pieces");
    expect(sizeRows()).toHaveLength(5);
  });

  it("refuses a price with more than two decimals", async () => {
    const user = userEvent.setup();
    openForm();
    await fillRequired(user);
    await enter(user, field(/^Price \(₹\)/), "1899.505");
    await user.click(screen.getByRole("button", { name: "Add Product" }));
    expect(screen.getByText("Price can have at most 2 decimals")).toBeTruthy();
    expect(document.activeElement).toBe(field(/^Price \(₹\)/));
    expect(calls).toEqual([]);
  });

  it("sends the parsed body: decimals, whole stock, chosen details, no empty sizes, tags or size guide rows", async () => {
    const user = userEvent.setup();
    const { onSaved } = openForm();
    await fillRequired(user);
    await enter(user, field(/^Original price/), "2499");
    // The percent off follows the prices as they are typed.
    expect(screen.getByRole("status", { name: "Discount" }).textContent).toBe("24% off");
    await user.selectOptions(screen.getByLabelText("Subcategory"), "Dress");
    await user.selectOptions(screen.getByLabelText("Material"), "Cotton");
    await user.selectOptions(screen.getByLabelText("Sleeve"), "Half Sleeve");

    // Enter adds a size without saving the form; a blank box adds nothing; a repeat is named.
    await user.type(screen.getByLabelText("New size"), " XXL {Enter}");
    await user.type(screen.getByLabelText("New size"), "   {Enter}");
    await user.clear(screen.getByLabelText("New size"));
    await user.type(screen.getByLabelText("New size"), "M{Enter}");
    expect(screen.getByText("M is already listed.")).toBeTruthy();
    await user.clear(screen.getByLabelText("New size"));
    await user.type(screen.getByLabelText("New tag"), "festive");
    await user.click(screen.getByRole("button", { name: "Add Tag" }));
    await user.click(screen.getByRole("button", { name: "Remove size XS" }));
    expect(sizeRows().map((item) => item.textContent)).toEqual(["Stock for size S", "Stock for size M", "Stock for size L", "Stock for size XL", "Stock for size XXL"]);
    await enter(user, field("Stock for size XXL"), "2");
    expect(within(screen.getByRole("list", { name: "Tags" })).getAllByRole("listitem").map((item) => item.textContent)).toEqual(["festive"]);

    await user.click(screen.getByRole("button", { name: "Remove size guide row 1" }));
    await user.clear(field("Bust (in) of row 2"));
    await user.click(screen.getByRole("button", { name: "Add Row" }));
    await enter(user, field("Size of row 5"), "XXL");

    await user.click(screen.getByLabelText(/^Image URLs/));
    await user.paste("cdn.example.in/anarkali.jpg\n\n/images/catalogue/anarkali-back.svg");
    await user.click(screen.getByRole("button", { name: "Add Product" }));

    expect(calls).toHaveLength(1);
    expect(calls[0]!.method).toBe("POST");
    expect(calls[0]!.url).toBe("/api/products");
    expect(calls[0]!.body).toMatchObject({
      name: "Mulmul Anarkali",
      description: "Soft mulmul cotton with hand block prints.",
      category: "clothing",
      subcategory: "Dress",
      brand: "Rangrez",
      price: 1899.5,
      originalPrice: 2499,
      stockBySize: { S: 3, M: 4, L: 3, XL: 1, XXL: 2 },
      material: "Cotton",
      sleeve_type: "Half Sleeve",
      neck_type: "",
      sizes: ["S", "M", "L", "XL", "XXL"],
      tags: ["festive"],
      size_guide: [
        { size: "S", bust: "34", waist: "28" },
        { size: "L", bust: "38", waist: "32" },
        { size: "XL", bust: "40", waist: "34" },
      ],
      images: ["https://cdn.example.in/anarkali.jpg", "/images/catalogue/anarkali-back.svg"],
      isActive: true,
      isFeatured: false,
    });
    expect(calls[0]!.body).not.toHaveProperty("updatedAt");
    expect(calls[0]!.body).not.toHaveProperty("stock");
    expect(calls[0]!.body).not.toHaveProperty("discount");
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ _id: "new-id" }), true);
  });

  it("shows 'Error saving product. Please try again.' with the server's reason, and keeps the form", async () => {
    serverAnswering(400, () => ({ success: false, error: 'Subcategory "Dress" does not exist in category clothing.' }));
    const user = userEvent.setup();
    const { onSaved, onClose } = openForm();
    await fillRequired(user);
    await user.click(screen.getByRole("button", { name: "Add Product" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Error saving product. Please try again.");
    expect(alert.textContent).toContain('Subcategory "Dress" does not exist in category clothing.');
    expect(onSaved).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(field(/^Name/).value).toBe("Mulmul Anarkali");
  });
});

describe("image previews", () => {
  it("previews web addresses and /images/ paths, and says why another line cannot be used", async () => {
    const user = userEvent.setup();
    openForm();
    await user.click(screen.getByLabelText(/^Image URLs/));
    await user.paste("images.example.in/a.jpg\n\njavascript:alert(1)\n/images/catalogue/b.svg");
    const previews = within(screen.getByRole("list", { name: "Image previews" }));
    expect((previews.getByAltText("Preview of image 1") as HTMLImageElement).getAttribute("src")).toBe("https://images.example.in/a.jpg");
    expect((previews.getByAltText("Preview of image 4") as HTMLImageElement).getAttribute("src")).toBe("/images/catalogue/b.svg");
    expect(previews.getByText("Line 3: must be a web address starting with http:// or https://")).toBeTruthy();
    expect(previews.getAllByRole("listitem")).toHaveLength(3);
  });

  it("says so when a picture does not load, instead of showing it broken", async () => {
    const user = userEvent.setup();
    openForm();
    await user.click(screen.getByLabelText(/^Image URLs/));
    await user.paste("https://images.example.in/gone.jpg");
    fireEvent.error(screen.getByAltText("Preview of image 1"));
    expect(screen.queryByAltText("Preview of image 1")).toBeNull();
    expect(screen.getByText("Line 1: the picture did not load; check the address.")).toBeTruthy();
  });

  it("will not save an address that cannot be a picture, and names its line", async () => {
    const user = userEvent.setup();
    openForm();
    await fillRequired(user);
    await user.click(screen.getByLabelText(/^Image URLs/));
    await user.paste("https://cdn.example.in/a.jpg\ncotton");
    await user.click(screen.getByRole("button", { name: "Add Product" }));
    expect(screen.getByText("Line 2 (https://cotton) must name a real host, such as images.example.in")).toBeTruthy();
    expect(calls).toEqual([]);
  });
});

describe("the subcategory dropdown", () => {
  it("offers the category's active subcategories by sort order", () => {
    openForm();
    expect(optionsOf("Subcategory")).toEqual(["Select a subcategory", "Dress", "Saree"]);
  });

  it("with none active, shows a disabled 'No subcategories available' and the inactive ones marked", () => {
    openForm(null, [subcategory("Lehenga", 3, false), subcategory("Kurti", 1, false)]);
    expect(optionsOf("Subcategory")).toEqual(["No subcategories available [disabled]", "Kurti (Inactive)", "Lehenga (Inactive)"]);
  });

  it("with none at all, shows only the disabled 'No subcategories available'", () => {
    openForm(null, []);
    expect(optionsOf("Subcategory")).toEqual(["No subcategories available [disabled]"]);
  });

  it("reads the subcategories again on Refresh Subcategories", async () => {
    const user = userEvent.setup();
    const { onRefreshSubcategories } = openForm();
    await user.click(screen.getByRole("button", { name: "Refresh Subcategories" }));
    expect(onRefreshSubcategories).toHaveBeenCalledTimes(1);
  });
});

describe("editing a product", () => {
  it("shows its values, the material one of the shop's eight (Satin among them)", () => {
    openForm(satinDress);
    expect(screen.getByRole("dialog", { name: /Edit Product/ })).toBeTruthy();
    expect(field(/^Name/).value).toBe("Champagne Satin Slip Dress");
    expect(field(/^Price \(₹\)/).value).toBe("2199");
    expect(field(/^Original price/).value).toBe("2599");
    expect((screen.getByLabelText("Material") as HTMLSelectElement).value).toBe("Satin");
    expect(optionsOf("Material")).toEqual(["Select material", "Cotton", "Silk", "Rayon", "Georgette", "Organza", "Satin", "Chiffon", "Crepe"]);
    expect((screen.getByLabelText("Subcategory") as HTMLSelectElement).value).toBe("Dress");
    expect((screen.getByLabelText(/^Image URLs/) as HTMLTextAreaElement).value).toBe("/images/catalogue/satin-front.svg");
  });

  it("saves with PUT and the version it was opened with, and clears an emptied original price", async () => {
    serverAnswering(200, (body) => ({ success: true, data: { ...satinDress, ...body } }));
    const user = userEvent.setup();
    const { onSaved } = openForm(satinDress);
    expect([field("Stock for size S").value, field("Stock for size M").value]).toEqual(["3", "1"]);
    expect(total()).toBe("Total in stock: 4 pieces");
    await enter(user, field("Stock for size M"), "6");
    await user.clear(field(/^Original price/));
    await user.click(screen.getByRole("button", { name: "Update Product" }));
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      method: "PUT",
      url: `/api/products/${satinDress._id}`,
      body: { stockBySize: { S: 3, M: 6 }, originalPrice: null, material: "Satin", updatedAt: "2025-06-02T08:00:00.000Z", sizes: ["S", "M"] },
    });
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ stockBySize: { S: 3, M: 6 } }), false);
  });
});
