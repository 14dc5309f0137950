// The demo catalogue: enough products for every storefront route (checked with the storefront's
// own matching rules), valid fields, and pictures that exist on disk and stay small.
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DEMO_PRODUCTS, DEMO_SUBCATEGORIES } from "../../infra/local/seed/catalogue.js";
import { illustrationFor, renderIllustration } from "../../infra/local/seed/illustration.js";
import { catalogueIllustrations, PUBLIC_DIR } from "../../infra/local/seed/write-illustrations.js";
import { BRAND_NAME, BROWSE_CATEGORIES, DEFAULT_SIZES, PRODUCT_FORM_CHOICES } from "../../shared/catalogue.js";
import { matchesCategory, matchesType } from "../../shared/catalogue-filter.js";
import { FEW_LEFT, LOW_STOCK_THRESHOLD } from "../../shared/stock.js";
import { BLOUSE_SIZES, FREE_SIZE, SAREE_MEASURES } from "../../shared/saree-blouse.js";

const active = DEMO_PRODUCTS.filter((p) => p.isActive);
const inSubcategory = (name: string) => DEMO_PRODUCTS.filter((p) => p.subcategory === name);
const MATERIALS = ["Cotton", "Silk", "Georgette", "Rayon", "Organza", "Banarasi Silk", "Satin"];
const hasAtMostTwoDecimals = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;

describe("demo subcategories", () => {
  it("has Dress, Saree and Custom Made active in order, and one inactive Lehenga", () => {
    const activeNames = DEMO_SUBCATEGORIES.filter((s) => s.isActive).map((s) => [s.name, s.sortOrder]);
    expect(activeNames).toEqual([["Dress", 1], ["Saree", 2], ["Custom Made", 3]]);
    expect(DEMO_SUBCATEGORIES.filter((s) => !s.isActive)).toEqual([expect.objectContaining({ name: "Lehenga", sortOrder: 4 })]);
    for (const s of DEMO_SUBCATEGORIES) {
      expect(s.category).toBe("clothing");
      expect(s.description.trim()).toMatch(/\.$/);
    }
  });
});

describe("demo products: counts", () => {
  it("has at least 44 products, exactly one inactive, about ten featured", () => {
    expect(DEMO_PRODUCTS.length).toBeGreaterThanOrEqual(44);
    expect(DEMO_PRODUCTS.filter((p) => !p.isActive)).toHaveLength(1);
    const featured = DEMO_PRODUCTS.filter((p) => p.isFeatured).length;
    expect(featured).toBeGreaterThanOrEqual(8);
    expect(featured).toBeLessThanOrEqual(12);
  });

  it("puts every product in an active demo subcategory, with at least 4 custom-made", () => {
    const names = new Set(DEMO_SUBCATEGORIES.filter((s) => s.isActive).map((s) => s.name));
    for (const p of DEMO_PRODUCTS) expect(names.has(p.subcategory), p.name).toBe(true);
    expect(inSubcategory("Custom Made").length).toBeGreaterThanOrEqual(4);
  });

  it("has unique names", () => {
    expect(new Set(DEMO_PRODUCTS.map((p) => p.name)).size).toBe(DEMO_PRODUCTS.length);
  });
});

describe("demo products: route coverage with the storefront's matching", () => {
  const count = (category: string, type: string) =>
    active.filter((p) => matchesCategory(p, category) && matchesType(p, type)).length;

  it.each(BROWSE_CATEGORIES.dress.types)("/dress/%s lists at least 2 active dresses", (type) => {
    expect(count("Dress", type)).toBeGreaterThanOrEqual(2);
  });

  it.each(BROWSE_CATEGORIES.saree.types)("/saree/%s lists at least 2 active sarees", (type) => {
    expect(count("Saree", type)).toBeGreaterThanOrEqual(2);
  });

  it.each(BROWSE_CATEGORIES.material.types)("/material/%s lists at least 2 active products", (type) => {
    expect(count("material", type)).toBeGreaterThanOrEqual(2);
  });
});

describe("demo products: fields", () => {
  it.each(DEMO_PRODUCTS.map((p) => [p.name, p] as const))("%s is complete and valid", (_, p) => {
    for (const field of ["name", "description", "category", "subcategory", "brand", "material", "pattern", "color", "occasion", "fabric", "wash_care", "silhouette"] as const) {
      expect(p[field].trim(), field).not.toBe("");
    }
    expect(p.brand).toBe(BRAND_NAME);
    expect(p.category).toBe("clothing");
    const sentences = p.description.split(/(?<=\.)\s+/).length;
    expect(sentences).toBeGreaterThanOrEqual(2);
    expect(sentences).toBeLessThanOrEqual(3);

    expect(p.price).toBeGreaterThanOrEqual(799);
    expect(p.price).toBeLessThanOrEqual(24999);
    expect(hasAtMostTwoDecimals(p.price)).toBe(true);
    if (p.originalPrice === undefined) {
      expect(p.discount).toBe(0);
    } else {
      expect(p.originalPrice).toBeGreaterThan(p.price);
      expect(p.discount).toBe(Math.round((1 - p.price / p.originalPrice) * 100));
    }
    // One whole figure of 0 or more per offered size, and the total their sum.
    expect(Object.keys(p.stockBySize ?? {})).toEqual(p.sizes);
    for (const pieces of Object.values(p.stockBySize ?? {})) {
      expect(Number.isInteger(pieces)).toBe(true);
      expect(pieces).toBeGreaterThanOrEqual(0);
      expect(pieces).toBeLessThanOrEqual(40);
    }
    expect(p.stock).toBe(Object.values(p.stockBySize ?? {}).reduce((sum, pieces) => sum + pieces, 0));
    // No made-up number: a rating comes only from approved reviews (issue 27).
    expect(p.rating).toBeUndefined();

    expect(p.tags.length).toBeGreaterThanOrEqual(2);
    expect(p.tags.length).toBeLessThanOrEqual(4);
    for (const tag of p.tags) expect(tag).toMatch(/^[a-z][a-z-]*$/);

    expect(MATERIALS).toContain(p.material);
    expect(PRODUCT_FORM_CHOICES.fabric).toContain(p.fabric);
    expect(PRODUCT_FORM_CHOICES.pattern).toContain(p.pattern);
    expect(PRODUCT_FORM_CHOICES.color).toContain(p.color);
    expect(PRODUCT_FORM_CHOICES.occasion).toContain(p.occasion);
    expect(PRODUCT_FORM_CHOICES.wash_care).toContain(p.wash_care);
    expect(PRODUCT_FORM_CHOICES.silhouette).toContain(p.silhouette);
    if (p.sleeve_type !== undefined) expect(PRODUCT_FORM_CHOICES.sleeve_type).toContain(p.sleeve_type);
    if (p.neck_type !== undefined) expect(PRODUCT_FORM_CHOICES.neck_type).toContain(p.neck_type);
    if (p.length !== undefined) expect(PRODUCT_FORM_CHOICES.length).toContain(p.length);

    // Every line in the cart needs a size, sarees included: theirs is Free size, with a blouse choice (issue 40).
    if (p.subcategory === "Saree") {
      expect(p.sizes).toEqual([FREE_SIZE]);
      expect(p.size_guide).toEqual([]);
      expect(p.blouse?.sizes.slice(0, BLOUSE_SIZES.length)).toEqual([...BLOUSE_SIZES]);
      expect(p.blouse).toMatchObject(SAREE_MEASURES);
    } else {
      expect(p.blouse).toBeUndefined();
      expect(p.sizes.slice(0, DEFAULT_SIZES.length)).toEqual([...DEFAULT_SIZES]);
      expect(p.sizes.length === DEFAULT_SIZES.length || (p.sizes.length === 6 && p.sizes[5] === "XXL")).toBe(true);
      expect(p.size_guide.map((row) => row.size)).toEqual(p.sizes);
      for (const row of p.size_guide) {
        expect(row.bust).toMatch(/^\d+$/);
        expect(row.waist).toMatch(/^\d+$/);
      }
    }

    expect(p.images.length).toBeGreaterThanOrEqual(2);
    expect(p.images.length).toBeLessThanOrEqual(3);
    for (const url of p.images) {
      expect(url).toMatch(/^\/images\/catalogue\/[a-z0-9-]+\.svg$/);
      expect(existsSync(join(PUBLIC_DIR, url)), url).toBe(true);
    }
  });

  it("gives dresses sleeve, neck and length, sarees none of them, and custom pieces some", () => {
    for (const p of inSubcategory("Dress")) expect([p.sleeve_type, p.neck_type, p.length].every(Boolean), p.name).toBe(true);
    for (const p of inSubcategory("Saree")) expect([p.sleeve_type, p.neck_type, p.length], p.name).toEqual([undefined, undefined, undefined]);
    const custom = inSubcategory("Custom Made");
    expect(custom.some((p) => p.sleeve_type || p.neck_type || p.length)).toBe(true);
    expect(custom.some((p) => !p.neck_type || !p.length)).toBe(true);
  });

  it("mostly offers an original price, with a few without, and some XXL", () => {
    const withOriginal = DEMO_PRODUCTS.filter((p) => p.originalPrice !== undefined).length;
    expect(withOriginal).toBeGreaterThan(DEMO_PRODUCTS.length / 2);
    expect(withOriginal).toBeLessThan(DEMO_PRODUCTS.length);
    const xxl = DEMO_PRODUCTS.filter((p) => p.sizes.includes("XXL"));
    expect(xxl.length).toBeGreaterThan(0);
    for (const p of xxl) expect(p.size_guide).toContainEqual({ size: "XXL", bust: "42", waist: "36" });
  });
});

describe("demo products: stock per size (the storefront's and the admin's states, the same on every start)", () => {
  const left = (name: string) => DEMO_PRODUCTS.find((p) => p.name === name)!.stockBySize;

  it("has exactly one active product sold out in every size, and it is not the first of any list a shopper sees", () => {
    const soldOut = active.filter((p) => p.stock === 0);
    expect(soldOut.map((p) => p.name)).toEqual(["Kanjeevaram Silk Temple-Border Saree"]);
    expect(left("Kanjeevaram Silk Temple-Border Saree")).toEqual({ [FREE_SIZE]: 0 });
  });

  it("has products with a sold-out size beside sizes with only a few left", () => {
    expect(left("Organza Zari Anarkali Gown")).toEqual({ XS: 0, S: 1, M: 2, L: 3, XL: 0 });
    expect(left("Georgette Sequin Cocktail Dress")).toEqual({ XS: 2, S: 0, M: 3, L: 1, XL: 0 });
    const partlySoldOut = active.filter((p) => p.stock > 0 && Object.values(p.stockBySize!).includes(0));
    expect(partlySoldOut.length).toBeGreaterThanOrEqual(2);
  });

  it("otherwise stocks the main sizes most and the edges less, so 'Only N left' and the low-stock panel stay the exception", () => {
    expect(left("Indigo Block-Print Cotton A-Line Dress")).toEqual({ XS: 14, S: 21, M: 28, L: 28, XL: 21, XXL: 14 });
    // A saree is one count: the last two of a bridal Banarasi say "Only 2 left".
    expect(left("Banarasi Silk Kadhua Saree")).toEqual({ [FREE_SIZE]: 2 });
    const sizes = active.flatMap((p) => Object.values(p.stockBySize!));
    const low = sizes.filter((pieces) => pieces <= LOW_STOCK_THRESHOLD).length;
    const fewLeft = sizes.filter((pieces) => pieces > 0 && pieces <= FEW_LEFT).length;
    expect(low).toBeGreaterThanOrEqual(5);
    expect(low).toBeLessThan(sizes.length / 5);
    expect(fewLeft).toBeGreaterThanOrEqual(5);
    // The lists the shop's own tests and a first visit start from: their first products have every size in stock.
    for (const p of [...active].reverse().slice(0, 12)) expect(Object.values(p.stockBySize!).every((pieces) => pieces > FEW_LEFT), p.name).toBe(true);
  });
});

describe("demo illustrations", () => {
  const images = catalogueIllustrations();

  it("are all written to disk, up to date, and together under 600 KB", () => {
    let total = 0;
    for (const image of images) {
      const onDisk = readFileSync(join(PUBLIC_DIR, image.url), "utf8");
      expect(onDisk, `${image.url} is stale: run npx tsx infra/local/seed/write-illustrations.ts`).toBe(image.svg);
      total += statSync(join(PUBLIC_DIR, image.url)).size;
    }
    expect(total).toBeLessThan(600 * 1024);
  });

  it.each(images.map((image) => [image.url, image.svg] as const))("%s is a small, self-contained SVG", (_, svg) => {
    expect(svg.startsWith("<svg ")).toBe(true);
    expect(svg.trimEnd().endsWith("</svg>")).toBe(true);
    expect(svg).toMatch(/<title>[^<]+<\/title>/);
    expect(svg).toContain('viewBox="0 0 600 800"');
    expect(svg).toContain('width="600" height="800"');
    expect(Buffer.byteLength(svg)).toBeLessThan(6 * 1024);
    expect(svg).not.toMatch(/<script|<text|<image|font-family|https?:\/\/(?!www\.w3\.org\/2000\/svg")/);
    // Internal references only: every href and url() points at an id defined in the same file.
    const ids = new Set([...svg.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]));
    for (const m of svg.matchAll(/href="#([^"]+)"|url\(#([^)]+)\)/g)) expect(ids.has(m[1] ?? m[2])).toBe(true);
    // XML-ish: tags balance.
    const opened = (svg.match(/<[a-zA-Z][^>]*[^/]>|<[a-zA-Z]+>/g) ?? []).length;
    const closed = (svg.match(/<\/[a-zA-Z]+>/g) ?? []).length;
    expect(opened).toBe(closed);
  });

  it("renders deterministically, and differently per view and per product", () => {
    const [first, second] = DEMO_PRODUCTS;
    const spec = illustrationFor(first!, 0);
    expect(renderIllustration(spec)).toBe(renderIllustration({ ...spec }));
    expect(renderIllustration(spec)).not.toBe(renderIllustration({ ...spec, variant: 1 }));
    expect(renderIllustration(spec)).not.toBe(renderIllustration(illustrationFor(second!, 0)));
  });

  it("escapes the title", () => {
    const svg = renderIllustration({ title: 'Rose & "Gold" <Saree>', kind: "saree", color: "Pink", pattern: "Printed", variant: 0 });
    expect(svg).toContain("<title>Rose &amp; &quot;Gold&quot; &lt;Saree&gt;</title>");
  });
});
