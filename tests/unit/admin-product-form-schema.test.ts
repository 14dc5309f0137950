import { describe, expect, it } from "vitest";
import { BRAND_NAME, DEFAULT_SIZE_GUIDE, DEFAULT_SIZES, PRODUCT_FORM_CHOICES } from "../../shared/catalogue.js";
import { productBodySchema } from "../../shared/schemas/product.js";
import type { Product } from "../../shared/schemas/product-record.js";
import type { Subcategory } from "../../shared/schemas/subcategory-record.js";
import {
  checkProductForm,
  emptyProductForm,
  firstProblemField,
  formDiscountPercent,
  formStockTotal,
  productRequestFromForm,
  productToForm,
  withoutSize,
  withSize,
} from "../../web/src/admin/products/product-form-values.js";
import { choiceOptions, subcategoryOptions, withEntry, withoutEntry } from "../../web/src/admin/products/product-form-lists.js";
import { imagePreviews, productFormSchema, type ProductFormValues } from "../../shared/schemas/product-form.js";

const filled = (changes: Partial<ProductFormValues> = {}): ProductFormValues => ({
  ...emptyProductForm(),
  name: "Mulmul Anarkali",
  description: "Soft mulmul cotton with hand block prints.",
  price: "1899.50",
  stockBySize: { XS: "1", S: "3", M: "4", L: "3", XL: "1" },
  ...changes,
});

function subcategory(name: string, sortOrder: number, isActive = true, category = "clothing"): Subcategory {
  return { _id: name, id: name, name, category, description: "", sortOrder, isActive, createdAt: "2025-01-01T00:00:00.000Z", updatedAt: "2025-01-01T00:00:00.000Z" };
}

describe("a new product's form", () => {
  it("starts with the shop's brand, sizes XS to XL and the default size guide", () => {
    const form = emptyProductForm();
    expect(form.brand).toBe(BRAND_NAME);
    expect(form.category).toBe("clothing");
    expect(form.sizes).toEqual(["XS", "S", "M", "L", "XL"]);
    expect(form.size_guide).toEqual([
      { size: "XS", bust: "32", waist: "26" },
      { size: "S", bust: "34", waist: "28" },
      { size: "M", bust: "36", waist: "30" },
      { size: "L", bust: "38", waist: "32" },
      { size: "XL", bust: "40", waist: "34" },
    ]);
    expect(form.isActive).toBe(true);
    expect(form.isFeatured).toBe(false);
    expect(form).not.toHaveProperty("discount");
  });

  it("does not share the catalogue's default lists, so editing one form cannot change the next", () => {
    const form = emptyProductForm();
    form.sizes.push("XXL");
    form.size_guide[0]!.bust = "31";
    expect(emptyProductForm().sizes).toEqual([...DEFAULT_SIZES]);
    expect(DEFAULT_SIZE_GUIDE[0]!.bust).toBe("32");
  });
});

describe("the form's checks", () => {
  it("requires name, category, price, the stock of every size and description", () => {
    const errors = checkProductForm({ ...emptyProductForm(), category: "" });
    expect(errors).toEqual({
      name: "Name is required",
      category: "Category is required",
      price: "Price is required",
      "stock:XS": "Stock for size XS is required",
      "stock:S": "Stock for size S is required",
      "stock:M": "Stock for size M is required",
      "stock:L": "Stock for size L is required",
      "stock:XL": "Stock for size XL is required",
      description: "Description is required",
    });
    expect(Object.keys(errors)).toEqual(["name", "category", "price", "stock:XS", "stock:S", "stock:M", "stock:L", "stock:XL", "description"]);
    expect(firstProblemField(checkProductForm(filled({ stockBySize: { XS: "1", S: "3", M: "", L: "3", XL: "1" } })))).toBe("stock:M");
  });

  it("accepts a complete product", () => {
    expect(checkProductForm(filled())).toEqual({});
  });

  it("are the schema's: its messages name the field, and a size's stock sits under stockBySize", () => {
    const result = productFormSchema.safeParse(filled({ name: " ", originalPrice: "999", stockBySize: { XS: "1", S: "3", M: "two", L: "3", XL: "1" } }));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["name", "Name is required"],
      ["originalPrice", "Original price must be at least the price"],
      ["stockBySize.M", "Stock for size M must be a whole number of 0 or more"],
    ]);
    expect(productFormSchema.parse(filled()).stockBySize).toEqual({ XS: 1, S: 3, M: 4, L: 3, XL: 1 });
  });

  it("takes prices in steps of 0.01 and above zero", () => {
    expect(checkProductForm(filled({ price: "1499.99" })).price).toBeUndefined();
    expect(checkProductForm(filled({ price: "1499.999" })).price).toBe("Price can have at most 2 decimals");
    expect(checkProductForm(filled({ price: "0" })).price).toBe("Price must be greater than 0");
    expect(checkProductForm(filled({ price: "-5" })).price).toBe("Price must be a number");
    expect(checkProductForm(filled({ price: "12abc" })).price).toBe("Price must be a number");
  });

  it("keeps the original price optional but never below the price", () => {
    expect(checkProductForm(filled({ originalPrice: "" })).originalPrice).toBeUndefined();
    expect(checkProductForm(filled({ originalPrice: "2499" })).originalPrice).toBeUndefined();
    expect(checkProductForm(filled({ originalPrice: "999" })).originalPrice).toBe("Original price must be at least the price");
    expect(checkProductForm(filled({ originalPrice: "two" })).originalPrice).toBe("Original price must be a number");
  });

  it("needs a whole stock of 0 or more for each size", () => {
    const withM = (m: string) => checkProductForm(filled({ stockBySize: { XS: "1", S: "3", M: m, L: "3", XL: "1" } }))["stock:M"];
    expect(withM("0")).toBeUndefined();
    expect(withM(" 7 ")).toBeUndefined();
    expect(withM("2.5")).toBe("Stock for size M must be a whole number of 0 or more");
    expect(withM("-1")).toBe("Stock for size M must be a whole number of 0 or more");
    expect(withM("two")).toBe("Stock for size M must be a whole number of 0 or more");
  });

  it("shows the percent off the two prices give, never a typed one", () => {
    expect(formDiscountPercent({ price: "1620", originalPrice: "2000" })).toBe(19);
    expect(formDiscountPercent({ price: " 1899.50 ", originalPrice: "2499" })).toBe(24);
    for (const originalPrice of ["", "1620", "1000", "abc"]) expect(formDiscountPercent({ price: "1620", originalPrice })).toBe(0);
  });

  it("names the image line that cannot be used", () => {
    const errors = checkProductForm(filled({ imagesText: "https://cdn.example.in/a.jpg\n\njavascript:alert(1)" }));
    expect(errors.imagesText).toBe("Line 3 (javascript:alert(1)) must be a web address starting with http:// or https://");
  });
});

describe("saving the form", () => {
  it("parses the price as a decimal and the stock of each size as an integer, and sends no percent off", () => {
    const body = productRequestFromForm(filled({ price: " 1899.50 ", stockBySize: { XS: "0", S: " 3", M: "4 ", L: "3", XL: "2" }, originalPrice: "2499" }));
    expect(body.price).toBe(1899.5);
    expect(body.stockBySize).toEqual({ XS: 0, S: 3, M: 4, L: 3, XL: 2 });
    expect(body).not.toHaveProperty("stock");
    expect(body).not.toHaveProperty("discount");
    expect(body.originalPrice).toBe(2499);
  });

  it("sends no original price when the box is empty (null clears a stored one)", () => {
    const body = productRequestFromForm(filled({ originalPrice: "  " }));
    expect(body.originalPrice).toBeNull();
  });

  it("drops empty tags and sizes and size guide rows lacking size, bust or waist", () => {
    const body = productRequestFromForm(
      filled({
        tags: ["festive", " ", ""],
        sizes: ["S", "", "M "],
        stockBySize: { S: "2", "": "", "M ": "5" },
        size_guide: [
          { size: "S", bust: "34", waist: "28" },
          { size: "M", bust: "", waist: "30" },
          { size: "", bust: "38", waist: "32" },
          { size: "L", bust: "38", waist: " " },
          { size: " XL ", bust: "40", waist: "34" },
        ],
      }),
    );
    expect(body.tags).toEqual(["festive"]);
    expect(body.sizes).toEqual(["S", "M"]);
    expect(body.stockBySize).toEqual({ S: 2, M: 5 });
    expect(body.size_guide).toEqual([
      { size: "S", bust: "34", waist: "28" },
      { size: "XL", bust: "40", waist: "34" },
    ]);
  });

  it("reads image addresses one per line: blank lines ignored, https:// added, site paths kept", () => {
    const body = productRequestFromForm(filled({ imagesText: "cdn.example.in/saree.jpg\n\n  http://img.example.in/a.png  \n/images/catalogue/red.svg\n" }));
    expect(body.images).toEqual(["https://cdn.example.in/saree.jpg", "http://img.example.in/a.png", "/images/catalogue/red.svg"]);
  });

  it("falls back to the shop's brand when the brand box is cleared", () => {
    expect(productRequestFromForm(filled({ brand: "  " })).brand).toBe(BRAND_NAME);
  });

  it("sends the version it was opened with on an edit", () => {
    expect(productRequestFromForm(filled(), { updatedAt: "2025-09-01T10:00:00.000Z" }).updatedAt).toBe("2025-09-01T10:00:00.000Z");
    expect(productRequestFromForm(filled()).updatedAt).toBeUndefined();
  });

  it("produces a body the server's product rules accept unchanged", () => {
    const body = productRequestFromForm(filled({ originalPrice: "2499", material: "Cotton", tags: ["summer"], imagesText: "cdn.example.in/a.jpg" }));
    const parsed = productBodySchema.parse(body);
    expect(parsed.price).toBe(1899.5);
    expect(parsed.images).toEqual(["https://cdn.example.in/a.jpg"]);
    expect(parsed.sizes).toEqual(["XS", "S", "M", "L", "XL"]);
    expect(parsed.stockBySize).toEqual({ XS: 1, S: 3, M: 4, L: 3, XL: 1 });
    expect(parsed.stock).toBe(12);
    expect(parsed.originalPrice).toBe(2499);
  });
});

describe("opening a stored product", () => {
  const stored: Product = {
    _id: "p1",
    id: "p1",
    name: "Satin Slip Dress",
    description: "Bias-cut satin.",
    price: 2199,
    original_price: 2599,
    category: "clothing",
    subcategory: "Dress",
    brand: "Rangrez",
    stock: 4,
    stockBySize: { S: 3, M: 1 },
    images: ["/images/catalogue/a.svg", "/images/catalogue/b.svg"],
    tags: ["party"],
    isActive: false,
    isFeatured: true,
    discount: 15,
    material: "Satin",
    pattern: "Solid",
    color: "Gold",
    occasion: "Party",
    fabric: "Satin",
    wash_care: "Dry Clean Only",
    silhouette: "Straight",
    sizes: ["S", "M"],
    size_guide: [{ size: "S", bust: "34", waist: "28" }],
    rating: 4.2,
    createdAt: "2025-01-01T00:00:00.000Z",
    updatedAt: "2025-01-02T00:00:00.000Z",
  };

  it("shows every field as typed text, with the original price under either name", () => {
    const form = productToForm(stored);
    expect(form).toMatchObject({
      price: "2199",
      originalPrice: "2599",
      stockBySize: { S: "3", M: "1" },
      imagesText: "/images/catalogue/a.svg\n/images/catalogue/b.svg",
      isActive: false,
      isFeatured: true,
      material: "Satin",
      sleeve_type: "",
      length: "",
    });
  });

  it("saves back what it opened", () => {
    const body = productRequestFromForm(productToForm(stored), stored);
    expect(body).toMatchObject({ price: 2199, originalPrice: 2599, stockBySize: { S: 3, M: 1 }, images: stored.images, sizes: ["S", "M"], updatedAt: stored.updatedAt });
  });

  it("splits the total of a product read without figures per size, as the server does", () => {
    const { stockBySize: _dropped, ...old } = stored;
    const form = productToForm({ ...old, stock: 7, sizes: ["S", "M", "L"] } as Product);
    expect(form.stockBySize).toEqual({ S: "3", M: "2", L: "2" });
  });
});

describe("stock per size in the form", () => {
  it("adds a size with an empty stock field, and removes a size with its field", () => {
    const start = { sizes: ["S", "M"], stockBySize: { S: "2", M: "0" } };
    const added = withSize(start, " XXL ");
    expect(added).toEqual({ sizes: ["S", "M", "XXL"], stockBySize: { S: "2", M: "0", XXL: "" } });
    expect(withSize(start, "M")).toBe(start);
    expect(withSize(start, null)).toBe(start);
    expect(withSize(start, "  ")).toBe(start);
    expect(withoutSize(added, 0)).toEqual({ sizes: ["M", "XXL"], stockBySize: { M: "0", XXL: "" } });
  });

  it("adds up the whole numbers typed, for the read-only total", () => {
    expect(formStockTotal({ sizes: ["S", "M", "L"], stockBySize: { S: "2", M: " 5 ", L: "" } })).toBe(7);
    expect(formStockTotal({ sizes: ["S", "M"], stockBySize: { S: "2.5", M: "-1" } })).toBe(0);
    // A figure left behind for a size no longer offered does not count.
    expect(formStockTotal({ sizes: ["S"], stockBySize: { S: "1", M: "9" } })).toBe(1);
  });
});

describe("image previews", () => {
  it("counts a preview valid only for a web address or a path under /images/", () => {
    const previews = imagePreviews("https://cdn.example.in/a.jpg\n\ncdn.example.in/b.jpg\n/images/x.svg\nftp://old.example.in/c.jpg\ncotton");
    expect(previews.map((p) => [p.line, p.url, p.problem === null])).toEqual([
      [1, "https://cdn.example.in/a.jpg", true],
      [3, "https://cdn.example.in/b.jpg", true],
      [4, "/images/x.svg", true],
      [5, "ftp://old.example.in/c.jpg", false],
      [6, "https://cotton", false],
    ]);
  });
});

describe("sizes and tags added by prompt", () => {
  it("adds the answer trimmed", () => {
    expect(withEntry(["S", "M"], " XXL ")).toEqual(["S", "M", "XXL"]);
  });

  it("ignores an empty answer, a cancelled prompt and a repeat", () => {
    expect(withEntry(["S"], "")).toEqual(["S"]);
    expect(withEntry(["S"], "   ")).toEqual(["S"]);
    expect(withEntry(["S"], null)).toEqual(["S"]);
    expect(withEntry(["S"], "S")).toEqual(["S"]);
  });

  it("removes one entry by its place", () => {
    expect(withoutEntry(["S", "M", "L"], 1)).toEqual(["S", "L"]);
  });
});

describe("choice lists", () => {
  it("offers the spec's choices", () => {
    expect(choiceOptions("material", "")).toEqual([...PRODUCT_FORM_CHOICES.material]);
    expect(choiceOptions("neck_type", "V-Neck")).toEqual([...PRODUCT_FORM_CHOICES.neck_type]);
  });

  it("keeps a product's own value selectable when the list lacks it", () => {
    expect(choiceOptions("material", "Linen")).toEqual([...PRODUCT_FORM_CHOICES.material, "Linen"]);
  });

  it("offers every material the storefront's filter offers, Satin, Chiffon and Crepe included", () => {
    expect(choiceOptions("material", "")).toEqual(["Cotton", "Silk", "Rayon", "Georgette", "Organza", "Satin", "Chiffon", "Crepe"]);
  });
});

describe("the subcategory dropdown", () => {
  const all = [
    subcategory("Saree", 2),
    subcategory("Dress", 1),
    subcategory("Lehenga", 3, false),
    subcategory("Sandals", 0, true, "footwear"),
  ];

  it("lists only the chosen category's active subcategories, by sortOrder", () => {
    expect(subcategoryOptions(all, "clothing", "")).toEqual([
      { value: "", label: "Select a subcategory" },
      { value: "Dress", label: "Dress" },
      { value: "Saree", label: "Saree" },
    ]);
  });

  it("with no active ones, shows a disabled 'No subcategories available' and the inactive ones marked", () => {
    const onlyInactive = [subcategory("Lehenga", 3, false), subcategory("Kurti", 1, false), subcategory("Dress", 0, true, "accessories")];
    expect(subcategoryOptions(onlyInactive, "clothing", "")).toEqual([
      { value: "", label: "No subcategories available", disabled: true },
      { value: "Kurti", label: "Kurti (Inactive)" },
      { value: "Lehenga", label: "Lehenga (Inactive)" },
    ]);
  });

  it("with none at all, shows only the disabled 'No subcategories available'", () => {
    expect(subcategoryOptions([], "clothing", "")).toEqual([{ value: "", label: "No subcategories available", disabled: true }]);
  });

  it("keeps a product's current subcategory listed when it has since been deactivated or removed", () => {
    expect(subcategoryOptions(all, "clothing", "Lehenga").at(-1)).toEqual({ value: "Lehenga", label: "Lehenga (Inactive)" });
    expect(subcategoryOptions(all, "clothing", "Gowns").at(-1)).toEqual({ value: "Gowns", label: "Gowns (not found)" });
    expect(subcategoryOptions(all, "clothing", "Dress")).toHaveLength(3);
  });
});
