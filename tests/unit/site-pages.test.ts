// The pure half of the pages rendered ahead: which pages, what each embeds, the head's share tags
// and structured data, and the sitemap.
import { describe, expect, it } from "vitest";
import { robotsTxt, sitemapXml } from "../../pages/publish/sitemap.js";
import type { Product } from "../../shared/schemas/product-record.js";
import { headTags } from "../../pages/render/head.js";
import { catalogueWidePages, listedProducts, LISTING_FIRST_SCREEN, productPage } from "../../pages/render/site-pages.js";
import { sampleProduct } from "../support/sample-product.js";

const ORIGIN = "https://rangrez.example";
let made = 0;
function product(overrides: Partial<Product> = {}): Product {
  const id = (made++).toString(16).padStart(24, "0");
  const { stock: _stock, ...input } = sampleProduct();
  return { ...input, _id: id, id, stock: 10, stockBySize: { XS: 2, S: 2, M: 2, L: 2, XL: 2 }, createdAt: "2026-11-01T00:00:00.000Z", updatedAt: "2026-11-02T00:00:00.000Z", ...overrides };
}
const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);

describe("a product's page head", () => {
  it("carries AggregateRating and a few Reviews only when real approved reviews exist (issue 27)", () => {
    // sampleProduct's typed rating is what an old save sent: with no reviews there is no rating at all.
    const unreviewed = jsonLd(headTags(productPage(product({ rating: 4.4 }), ORIGIN).head))[0]!;
    expect(unreviewed).not.toHaveProperty("aggregateRating");
    expect(unreviewed).not.toHaveProperty("review");
    const reviewed = product({ rating: 4.3, reviewCount: 3, ratingSum: 13 });
    const review = { author: "Priya S.", stars: 5, title: "Lovely drape", text: "Soft and true to the photos.", createdAt: "2026-11-20T10:00:00.000Z" };
    const data = jsonLd(headTags(productPage(reviewed, ORIGIN, [review]).head))[0]!;
    expect(data.aggregateRating).toEqual({ "@type": "AggregateRating", ratingValue: "4.3", reviewCount: 3, bestRating: "5", worstRating: "1" });
    expect(data.review).toEqual([
      {
        "@type": "Review",
        author: { "@type": "Person", name: "Priya S." },
        datePublished: "2026-11-20",
        name: "Lovely drape",
        reviewBody: "Soft and true to the photos.",
        reviewRating: { "@type": "Rating", ratingValue: "5", bestRating: "5", worstRating: "1" },
      },
    ]);
  });

  it("says the price in INR, the picture at its size and whether it is in stock", () => {
    const soldOut = product({ name: "Kanjeevaram Silk Saree", price: 12499, stockBySize: { Free: 0 }, sizes: ["Free"], images: ["/media/0123456789abcdef01234567/1600x2133.webp"] });
    const page = productPage(soldOut, ORIGIN);
    expect(page.path).toBe(`/product/${soldOut._id}`);
    expect(page.product).toEqual(soldOut);
    expect(page.products).toEqual([]);
    const html = headTags(page.head);
    // Shared as its share picture: a JPEG 1,200 px wide, the photo's aspect kept.
    expect(html).toContain(`<meta property="og:image" content="${ORIGIN}/media/0123456789abcdef01234567/share-1200x1600.jpg" />`);
    expect(html).toContain('<meta property="og:image:width" content="1200" />');
    expect(html).toContain('<meta property="og:image:height" content="1600" />');
    expect(html).toContain('<meta property="og:image:type" content="image/jpeg" />');
    expect(html).toContain(`<meta name="twitter:image" content="${ORIGIN}/media/0123456789abcdef01234567/share-1200x1600.jpg" />`);
    expect(html).toContain('<meta property="product:price:amount" content="12499.00" />');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/product/${soldOut._id}" />`);
    const [data] = jsonLd(html);
    expect(data).toMatchObject({ "@type": "Product", name: "Kanjeevaram Silk Saree", sku: soldOut._id });
    // Search engines get the sharpest picture (the 1600-px WebP), not the share JPEG.
    expect(data!.image).toEqual([`${ORIGIN}/media/0123456789abcdef01234567/1600x2133.webp`]);
    expect(data!.offers).toMatchObject({ price: "12499.00", priceCurrency: "INR", availability: "https://schema.org/OutOfStock" });
  });

  it("shares a narrow photo at its own width, and a picture that is not a shop photo as it is", () => {
    const narrow = headTags(productPage(product({ images: ["/media/0123456789abcdef01234567/900x1200.webp"] }), ORIGIN).head);
    expect(narrow).toContain(`<meta property="og:image" content="${ORIGIN}/media/0123456789abcdef01234567/share-900x1200.jpg" />`);
    expect(narrow).toContain('<meta property="og:image:width" content="900" />');
    const demo = headTags(productPage(product({ images: ["/images/catalogue/kota-doria-saree-1.svg"] }), ORIGIN).head);
    expect(demo).toContain(`<meta property="og:image" content="${ORIGIN}/images/catalogue/kota-doria-saree-1.svg" />`);
    expect(demo).toContain(`<meta name="twitter:image" content="${ORIGIN}/images/catalogue/kota-doria-saree-1.svg" />`);
    expect(demo).not.toContain("og:image:width");
    expect(demo).not.toContain("og:image:type");
  });

  it("keeps a name that looks like markup from breaking out of its tag or script", () => {
    const html = headTags(productPage(product({ name: '</script><script>alert("x")</script>' }), ORIGIN).head);
    expect(html).not.toContain('<script>alert("x")');
    expect(jsonLd(html)[0]!.name).toBe('</script><script>alert("x")</script>');
    expect(html).toContain("<title>&lt;/script&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; | Rangrez</title>");
  });
});

describe("the catalogue-wide pages", () => {
  const sarees = Array.from({ length: LISTING_FIRST_SCREEN + 10 }, (_, i) => product({ name: `Saree ${i}`, subcategory: "Saree", material: i % 2 ? "Silk" : "Cotton" }));
  const dresses = Array.from({ length: 3 }, (_, i) => product({ name: `Dress ${i}`, subcategory: "Dress" }));
  const pages = catalogueWidePages(listedProducts([...dresses, ...sarees]), ORIGIN);
  const byPath = (path: string) => pages.find((page) => page.path === path)!;

  it("embeds a listing's first screenful in catalogue order and counts the whole listing", () => {
    const listing = byPath("/saree");
    expect(listing.products.map((p) => p.name)).toEqual(sarees.slice(0, LISTING_FIRST_SCREEN).map((p) => p.name));
    expect(listing.total).toBe(LISTING_FIRST_SCREEN + 10);
    expect(listing.head.title).toBe("Sarees | Rangrez");
    expect(byPath("/saree/silk").total).toBe((LISTING_FIRST_SCREEN + 10) / 2);
  });

  it("gives the home page the products it shows and each category tile's picture", () => {
    const home = byPath("/");
    expect(home.products.map((p) => p.name)).toEqual([...dresses, ...sarees.slice(0, 5)].map((p) => p.name));
    expect(jsonLd(headTags(home.head)).map((d) => d["@type"])).toEqual(["WebSite", "Organization", "ItemList"]);
  });

  it("renders a listing for each active subcategory beyond Dress and Saree, and every page carries the menus' collections", () => {
    const custom = Array.from({ length: 3 }, (_, i) => product({ name: `Lehenga ${i}`, subcategory: "Custom Made" }));
    const collections = [
      { name: "Dress", category: "clothing", description: "Dresses.", sortOrder: 1 },
      { name: "Saree", category: "clothing", description: "Sarees.", sortOrder: 2 },
      { name: "Custom Made", category: "clothing", description: "Made to measure.", sortOrder: 3 },
      { name: "Kurta Sets", category: "clothing", description: "Kurtas with palazzos.", sortOrder: 4 },
    ];
    const withCollections = catalogueWidePages(listedProducts([...dresses, ...custom]), ORIGIN, collections);
    const listing = withCollections.find((page) => page.path === "/collections/custom-made")!;
    expect(listing.screen).toBe("listing");
    expect(listing.products.map((p) => p.name)).toEqual(custom.map((p) => p.name));
    expect(listing.total).toBe(3);
    expect(listing.head.title).toBe("Custom Made | Rangrez");
    expect(listing.head.canonical).toBe(`${ORIGIN}/collections/custom-made`);
    expect(withCollections.find((page) => page.path === "/collections/kurta-sets")!.total).toBe(0);
    expect(withCollections.filter((page) => page.path.startsWith("/collections/")).map((page) => page.path)).toEqual(["/collections/custom-made", "/collections/kurta-sets"]);
    for (const page of withCollections) expect(page.collections).toEqual(collections);
  });

  it("renders every policy page", () => {
    expect(pages.filter((page) => page.screen === "policy").map((page) => page.path)).toContain("/components/shipping-policy");
  });
});

describe("sitemap and robots", () => {
  it("lists each address with its last change, escaped", () => {
    const xml = sitemapXml([{ loc: `${ORIGIN}/saree?a=1&b=2`, lastModified: "2026-11-02T00:00:00.000Z" }, { loc: `${ORIGIN}/` }]);
    expect(xml).toContain(`<url><loc>${ORIGIN}/saree?a=1&amp;b=2</loc><lastmod>2026-11-02T00:00:00.000Z</lastmod></url>`);
    expect(xml).toContain(`<url><loc>${ORIGIN}/</loc></url>`);
  });

  it("keeps crawlers out of the admin area, profiles and the API", () => {
    expect(robotsTxt(ORIGIN).split("\n")).toEqual(expect.arrayContaining(["Disallow: /admin", "Disallow: /profile", "Disallow: /api/", `Sitemap: ${ORIGIN}/sitemap.xml`]));
  });
});
