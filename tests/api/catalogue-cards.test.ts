import { beforeAll, describe, expect, it } from "vitest";
import { fromCardColumns, type CatalogueCard, type CatalogueCardColumns } from "../../shared/catalogue-cards.js";
import type { Product, ProductRecord } from "../../shared/schemas/product-record.js";
import { NO_REVIEWS } from "../../shared/reviews.js";
import { reviewRepository } from "../../functions/data/reviews.js";
import { labelled, transactWrite } from "../../functions/data/transact.js";
import { authHeader, signIn } from "../support/auth.js";
import { sampleProduct } from "../support/sample-product.js";
import { json, testApp } from "../support/test-app.js";

// The storefront's listing form (issue 17): card fields only, active products only, the same
// caching as the full list.
type Shop = Awaited<ReturnType<typeof testApp>>;
type CardPage = { success: boolean; data: CatalogueCardColumns; pagination: { total: number; limit: number; nextCursor: string | null } };
let shop: Shop;
let saree: ProductRecord;
let kurta: ProductRecord;

const PHOTO = "/media/0123456789abcdef01234567/1600x2133.webp";
const CARD_FIELDS = ["_id", "category", "color", "createdAt", "id", "images", "material", "name", "occasion", "originalPrice", "price", "rating", "sizes", "sold", "stock", "stockBySize", "subcategory", "tags"];

async function cards(query = ""): Promise<{ response: Response; body: CardPage; cards: CatalogueCard[] }> {
  const response = await shop.app.request(`/api/products/cards${query}`);
  const body = await json<CardPage>(response.clone());
  return { response, body, cards: body.success ? fromCardColumns(body.data) : [] };
}

beforeAll(async () => {
  shop = await testApp();
  saree = await shop.repos.products.create(
    sampleProduct({ name: "Banarasi Katan Silk Saree", subcategory: "Saree", material: "Banarasi Silk", color: "Red", occasion: "Wedding", price: 8999.5, originalPrice: 10999, images: [PHOTO, "/media/fedcba9876543210fedcba98/1600x1200.webp"], sizes: ["Free Size"], stockBySize: { "Free Size": 2 }, tags: ["banarasi", "silk"] }),
  );
  // Its 4.8 from five approved reviews (24 stars), as moderation leaves it (issue 27).
  await transactWrite(shop.repos.db, labelled("review", reviewRepository(shop.repos.db).productRatingAction(saree.id, { ...NO_REVIEWS, count: 5, sum: 24 })));
  kurta = await shop.repos.products.create(
    sampleProduct({ name: "Tailored Cotton Kurta Set", subcategory: "Custom Made", images: ["https://images.example.in/kurta.jpg"], originalPrice: undefined, sizes: ["S", "M", "L"], stockBySize: { S: 0, M: 3, L: 0 } }),
  );
  await shop.repos.products.create(sampleProduct({ name: "Sold Out Organza Dress", material: "Organza", sizes: ["M"], stockBySize: { M: 0 } }));
  await shop.repos.products.create(sampleProduct({ name: "Retired Satin Dress", material: "Satin", isActive: false }));
});

describe("GET /api/products/cards", () => {
  it("holds every active product, newest first, with only what a card, the filters and sorting need", async () => {
    const { response, body, cards: list } = await cards();
    expect(response.status).toBe(200);
    expect(body.success).toBe(true);
    expect(list.map((card) => card.name)).toEqual(["Sold Out Organza Dress", "Tailored Cotton Kurta Set", "Banarasi Katan Silk Saree"]);
    expect(body.pagination).toEqual({ total: 3, limit: 1000, nextCursor: null });
    // No description, size guide or details travel with the listing.
    const text = JSON.stringify(body);
    for (const left of ["Hand block-printed", "size_guide", "bust", "Hand Wash", "A-Line", "Rangrez"]) expect(text).not.toContain(left);

    const card = list.find((c) => c.id === saree.id)!;
    expect(Object.keys(card).sort()).toEqual(CARD_FIELDS);
    const full = await json<{ data: Product }>(await shop.app.request(`/api/products/${saree.id}`));
    // Every card field reads back as the full product has it; the picture is the first one only.
    const { images, createdAt, sold, ...same } = card;
    expect(sold).toBe(0);
    for (const [field, value] of Object.entries(same)) expect(full.data[field as keyof Product], field).toEqual(value);
    expect(images).toEqual([PHOTO]);
    expect(createdAt).toBe(new Date(Math.floor(Date.parse(full.data.createdAt) / 1000) * 1000).toISOString());
  });

  it("says what is left in each size and what is sold out", async () => {
    const list = (await cards()).cards;
    const kurtaCard = list.find((c) => c.id === kurta.id)!;
    expect(kurtaCard.stockBySize).toEqual({ S: 0, M: 3, L: 0 });
    expect(kurtaCard.stock).toBe(3);
    expect(kurtaCard.images).toEqual(["https://images.example.in/kurta.jpg"]);
    expect(kurtaCard).not.toHaveProperty("originalPrice", expect.anything());
    expect(list.find((c) => c.name === "Sold Out Organza Dress")).toMatchObject({ stock: 0, stockBySize: { M: 0 } });
  });

  it("pages with a cursor", async () => {
    const first = await cards("?limit=2");
    expect(first.cards.map((c) => c.name)).toEqual(["Sold Out Organza Dress", "Tailored Cotton Kurta Set"]);
    const second = await cards(`?limit=2&cursor=${first.body.pagination.nextCursor}`);
    expect(second.cards.map((c) => c.name)).toEqual(["Banarasi Katan Silk Saree"]);
    expect(second.body.pagination.nextCursor).toBeNull();
  });

  it.each([
    ["limit=0", "limit must be at least 1"],
    ["limit=5001", "limit must be at most 5000"],
    ["search=silk", "Unknown field: search"],
    ["cursor=%%%", "The page cursor is not valid. Start again from the first page."],
  ])("refuses %s with 400 and a clear text", async (query, text) => {
    const response = await shop.app.request(`/api/products/cards?${query}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, error: text });
  });

  it("is cached like the full list: an ETag, public Cache-Control, 304 when unchanged, and an admin's change at once", async () => {
    const first = await cards();
    const etag = first.response.headers.get("etag")!;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(first.response.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=30");
    const again = await shop.app.request("/api/products/cards", { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);

    const admin = await signIn(shop.app, shop.repos, { role: "admin" });
    await shop.repos.subcategories.create({ name: "Custom Made", category: "clothing", description: "", sortOrder: 3, isActive: true });
    const changed = await shop.app.request(`/api/products/${kurta.id}`, {
      method: "PUT",
      headers: { ...authHeader(admin.token), "content-type": "application/json" },
      body: JSON.stringify({ price: 2499, stockBySize: { S: 1, M: 3, L: 0 } }),
    });
    expect(changed.status, await changed.clone().text()).toBe(200);
    const after = await cards();
    expect(after.response.headers.get("etag")).not.toBe(etag);
    expect(after.cards.find((c) => c.id === kurta.id)).toMatchObject({ price: 2499, stockBySize: { S: 1, M: 3, L: 0 }, stock: 4 });
  });
});
