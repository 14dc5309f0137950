import { describe, expect, it } from "vitest";
import { describeIssue } from "../../functions/http/validate.js";
import { BRAND_NAME, DEFAULT_SIZE_GUIDE, DEFAULT_SIZES } from "../../shared/catalogue.js";
import { imageUrlProblem, imageUrlsFromLines, normaliseImageUrl } from "../../shared/image-urls.js";
import { orderStatusSchema } from "../../shared/schemas/order-status.js";
import { productBodySchema } from "../../shared/schemas/product.js";
import { subcategoryBodySchema, subcategoryBulkSchema } from "../../shared/schemas/subcategory.js";

const minimal = { name: "Chanderi Kurta Set", category: "clothing", price: 2499, stock: 5, description: "Handwoven Chanderi with gota trim." };

/** The text the API would answer with: the first problem, as the route's validator reports it. */
function problem(schema: { safeParse(input: unknown): { success: boolean; error?: { issues: unknown[] } } }, input: unknown): string {
  const result = schema.safeParse(input);
  if (result.success) return "accepted";
  return describeIssue(result.error!.issues[0] as Parameters<typeof describeIssue>[0]);
}

describe("the product body", () => {
  it("fills the form's defaults: brand, sizes XS to XL with their size guide, active, not featured", () => {
    const product = productBodySchema.parse(minimal);
    expect(product).toMatchObject({
      brand: BRAND_NAME,
      subcategory: "",
      discount: 0,
      isActive: true,
      isFeatured: false,
      images: [],
      tags: [],
      sizes: [...DEFAULT_SIZES],
      size_guide: DEFAULT_SIZE_GUIDE.map((row) => ({ ...row })),
    });
    expect(product.originalPrice).toBeUndefined();
    expect(product).not.toHaveProperty("sleeve_type");
  });

  it.each([
    [{ ...minimal, name: undefined }, "Name is required"],
    [{ ...minimal, name: "   " }, "Name is required"],
    [{ ...minimal, category: "" }, "Category is required"],
    [{ ...minimal, category: undefined }, "Category is required"],
    [{ ...minimal, category: "shoes" }, "Category must be one of: clothing"],
    [{ ...minimal, price: undefined }, "Price is required"],
    [{ ...minimal, price: "" }, "Price is required"],
    [{ ...minimal, price: 0 }, "Price must be greater than 0"],
    [{ ...minimal, price: -10 }, "Price must be greater than 0"],
    [{ ...minimal, price: 19.999 }, "Price can have at most 2 decimals"],
    [{ ...minimal, price: "abc" }, "Price must be a number"],
    [{ ...minimal, price: 10_000_000 }, "Price must be at most 1000000"],
    [{ ...minimal, stock: undefined }, "Stock is required"],
    [{ ...minimal, stock: -1 }, "Stock must be a whole number of 0 or more"],
    [{ ...minimal, stock: 2.5 }, "Stock must be a whole number of 0 or more"],
    [{ ...minimal, stock: "many" }, "Stock must be a whole number of 0 or more"],
    [{ ...minimal, description: "" }, "Description is required"],
    [{ ...minimal, discount: 101 }, "Discount must be between 0 and 100"],
    [{ ...minimal, discount: -1 }, "Discount must be between 0 and 100"],
    [{ ...minimal, originalPrice: 1999 }, "Original price must be at least the price"],
    [{ ...minimal, originalPrice: 2999.555 }, "Original price can have at most 2 decimals"],
    [{ ...minimal, name: "x".repeat(151) }, "Name is at most 150 characters"],
    [{ ...minimal, material: "x".repeat(61) }, "Material is at most 60 characters"],
    [{ ...minimal, isActive: "yes" }, "isActive must be true or false"],
    [{ ...minimal, tags: "festive" }, "tags must be a list"],
    [{ ...minimal, sizes: Array.from({ length: 21 }, (_, i) => `S${i}`) }, "sizes can have at most 20 entries"],
    [{ ...minimal, size_guide: [{ size: "M", bust: "36", waist: "30", hip: "40" }] }, "Unknown field: hip"],
  ].map(([input, text]) => ({ input, text })))("says $text", ({ input, text }) => {
    expect(problem(productBodySchema, input)).toBe(text);
  });

  it("checks the required fields in the form's order: name, category, price, stock, description", () => {
    expect(problem(productBodySchema, {})).toBe("Name is required");
    expect(problem(productBodySchema, { name: "A" })).toBe("Category is required");
    expect(problem(productBodySchema, { name: "A", category: "clothing" })).toBe("Price is required");
    expect(problem(productBodySchema, { name: "A", category: "clothing", price: 5 })).toBe("Stock is required");
    expect(problem(productBodySchema, { name: "A", category: "clothing", price: 5, stock: 1 })).toBe("Description is required");
  });

  it("names an unknown field before anything else, so a mass-assignment attempt is refused as such", () => {
    expect(problem(productBodySchema, { role: "admin" })).toBe("Unknown field: role");
    expect(problem(productBodySchema, { ...minimal, _id: "x", isPaid: true })).toBe("Unknown fields: _id, isPaid");
    expect(problem(productBodySchema, [minimal])).toBe("Send the product as a JSON object");
    expect(problem(productBodySchema, null)).toBe("Send the product as a JSON object");
  });

  it("reads numbers typed into the form as text", () => {
    const product = productBodySchema.parse({ ...minimal, price: "1899.50", stock: "12", discount: "12.5", originalPrice: "2499", rating: "4.5" });
    // The percent off is the prices' (24%), not the one sent.
    expect(product).toMatchObject({ price: 1899.5, stock: 12, discount: 24, originalPrice: 2499 });
    // A typed rating from an old form is read and dropped: only approved reviews make one (issue 27).
    expect(product.rating).toBeUndefined();
  });

  it("trims tags and sizes and drops empty and repeated ones", () => {
    const product = productBodySchema.parse({ ...minimal, tags: [" festive ", "", "  ", "festive", "zari"], sizes: ["S", " M ", "", "M"] });
    expect(product.tags).toEqual(["festive", "zari"]);
    expect(product.sizes).toEqual(["S", "M"]);
  });

  it("drops size guide rows lacking size, bust or waist, and reads numbers as text", () => {
    const product = productBodySchema.parse({
      ...minimal,
      size_guide: [
        { size: "S", bust: 34, waist: 28 },
        { size: "", bust: "36", waist: "30" },
        { size: "L", bust: "38", waist: " " },
        { size: " XL ", bust: "40", waist: "34" },
      ],
    });
    expect(product.size_guide).toEqual([
      { size: "S", bust: "34", waist: "28" },
      { size: "XL", bust: "40", waist: "34" },
    ]);
  });

  it("leaves blank optional details out and treats null as not given", () => {
    const product = productBodySchema.parse({ ...minimal, sleeve_type: "  ", neck_type: null, length: "Ankle Length", originalPrice: null, brand: " " });
    expect(product).not.toHaveProperty("sleeve_type");
    expect(product.neck_type).toBeUndefined();
    expect(product.length).toBe("Ankle Length");
    expect(product.originalPrice).toBeUndefined();
    expect(product.brand).toBe(BRAND_NAME);
  });

  it("normalises image addresses and refuses unusable ones, naming the image", () => {
    const product = productBodySchema.parse({ ...minimal, images: [" cdn.example.in/saree.jpg ", "", "HTTPS://img.example.in/a.png", "/images/catalogue/red.svg"] });
    expect(product.images).toEqual(["https://cdn.example.in/saree.jpg", "https://img.example.in/a.png", "/images/catalogue/red.svg"]);
    expect(productBodySchema.parse({ ...minimal, images: "a.example.in/1.jpg\n\nb.example.in/2.jpg" }).images).toEqual([
      "https://a.example.in/1.jpg",
      "https://b.example.in/2.jpg",
    ]);
    expect(problem(productBodySchema, { ...minimal, images: ["javascript:alert(1)"] })).toBe(
      "Image 1 (javascript:alert(1)) must be a web address starting with http:// or https://",
    );
    expect(problem(productBodySchema, { ...minimal, images: ["ok.example.in/a.jpg", "my saree.jpg"] })).toBe(
      "Image 2 (https://my saree.jpg) must not contain spaces, quotes, angle brackets or backslashes",
    );
  });
});

describe("image addresses", () => {
  it.each([
    ["cdn.example.in/saree.jpg", "https://cdn.example.in/saree.jpg"],
    ["  http://img.example.in/a.png ", "http://img.example.in/a.png"],
    ["Https://img.example.in/a.png", "https://img.example.in/a.png"],
    ["/images/catalogue/red.svg", "/images/catalogue/red.svg"],
    ["cdn.example.in:8080/a.jpg", "https://cdn.example.in:8080/a.jpg"],
    ["data:image/png;base64,AAAA", "data:image/png;base64,AAAA"],
  ])("normalises %s to %s", (typed, stored) => {
    expect(normaliseImageUrl(typed)).toBe(stored);
  });

  it.each([
    ["https://cdn.example.in/saree.jpg"],
    ["http://localhost:3000/images/a.svg"],
    ["/images/catalogue/indigo-dress-1.svg"],
  ])("accepts %s", (url) => {
    expect(imageUrlProblem(url)).toBeNull();
  });

  it.each([
    ["javascript:alert(1)", "must be a web address starting with http:// or https://"],
    ["data:image/png;base64,AAAA", "must be a web address starting with http:// or https://"],
    ["ftp://files.example.in/a.jpg", "must be a web address starting with http:// or https://"],
    ["https://cotton", "must name a real host, such as images.example.in"],
    ["https://user:pw@cdn.example.in/a.jpg", "must not contain a user name or password"],
    ["https://cdn.example.in/a b.jpg", "must not contain spaces, quotes, angle brackets or backslashes"],
    ['https://cdn.example.in/a.jpg"onerror="x', "must not contain spaces, quotes, angle brackets or backslashes"],
    ["/images/../secrets.txt", "must be a web address or a path under /images/"],
    ["//evil.example.com/a.jpg", "must be a web address or a path under /images/"],
    ["/etc/passwd", "must be a web address or a path under /images/"],
    [`https://cdn.example.in/${"a".repeat(2100)}`, "is longer than 2048 characters"],
  ].map(([url, reason]) => ({ url: url!.slice(0, 60), full: url!, reason })))("refuses $url", ({ full, reason }) => {
    expect(imageUrlProblem(full)).toBe(reason);
  });

  it("reads the form's text box one address per line, ignoring blank lines", () => {
    expect(imageUrlsFromLines("a.example.in/1.jpg\r\n\n   \nhttps://b.example.in/2.jpg\n")).toEqual([
      "https://a.example.in/1.jpg",
      "https://b.example.in/2.jpg",
    ]);
  });
});

describe("the subcategory body", () => {
  it("defaults sortOrder to 0, active, no description", () => {
    expect(subcategoryBodySchema.parse({ name: " Kurta ", category: "Clothing" })).toEqual({
      name: "Kurta",
      category: "clothing",
      description: "",
      sortOrder: 0,
      isActive: true,
    });
    expect(subcategoryBodySchema.parse({ name: "Kurta", category: "clothing", sortOrder: "" }).sortOrder).toBe(0);
    expect(subcategoryBodySchema.parse({ name: "Kurta", category: "clothing", sortOrder: "7" }).sortOrder).toBe(7);
  });

  it.each([
    [{ category: "clothing" }, "Name is required"],
    [{ name: "Kurta" }, "Category is required"],
    [{ name: "Kurta", category: "jewellery" }, "Category must be one of: clothing, accessories, footwear"],
    [{ name: "Kurta", category: "clothing", sortOrder: 1.5 }, "Sort order must be a whole number"],
    [{ name: "Kurta", category: "clothing", sortOrder: "first" }, "Sort order must be a whole number"],
    [{ name: "x".repeat(61), category: "clothing" }, "Name is at most 60 characters"],
    [{ name: "Kurta", category: "clothing", productCount: 3 }, "Unknown field: productCount"],
  ].map(([input, text]) => ({ input, text })))("says $text", ({ input, text }) => {
    expect(problem(subcategoryBodySchema, input)).toBe(text);
  });

  it("asks for a selection when a bulk request has no operations, as the spec's screen says", () => {
    expect(problem(subcategoryBulkSchema, { operations: [] })).toBe("Please select subcategories to delete.");
    expect(problem(subcategoryBulkSchema, {})).toBe("Please select subcategories to delete.");
    expect(problem(subcategoryBulkSchema, { operations: [{ id: "a", action: "archive" }] })).toBe("The only bulk action is delete");
  });
});

describe("the order status update", () => {
  it("needs one of the six statuses", () => {
    expect(problem(orderStatusSchema, {})).toBe("Status is required");
    expect(problem(orderStatusSchema, { status: "" })).toBe("Status is required");
    expect(problem(orderStatusSchema, { status: "lost" })).toBe(
      "Status must be one of: pending, processing, shipped, delivered, cancelled, refunded",
    );
    expect(orderStatusSchema.parse({ status: " Shipped ", trackingNumber: " DTDC123 ", notes: null })).toEqual({
      status: "shipped",
      trackingNumber: "DTDC123",
    });
  });

  it("caps tracking number and notes and refuses other fields", () => {
    expect(problem(orderStatusSchema, { status: "shipped", trackingNumber: "x".repeat(101) })).toBe("Tracking number is at most 100 characters");
    expect(problem(orderStatusSchema, { status: "shipped", notes: "x".repeat(1001) })).toBe("Notes are at most 1000 characters");
    expect(problem(orderStatusSchema, { status: "shipped", isPaid: true })).toBe("Unknown field: isPaid");
  });
});
