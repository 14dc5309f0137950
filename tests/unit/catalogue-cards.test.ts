import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { DEMO_PRODUCTS } from "../../infra/local/seed/catalogue.js";
import { fromCardColumns, toCardColumns } from "../../shared/catalogue-cards.js";
import { stockForSizes, totalStock } from "../../shared/stock.js";
import type { Product } from "../../shared/schemas/product-record.js";

// The listing form (issue 17) reads back exactly what a card, the filters and sorting need.
const products: Product[] = DEMO_PRODUCTS.map((input, i) => {
  const id = `6900${String(i).padStart(20, "0")}`;
  const stockBySize = stockForSizes(input.stockBySize, input.stock, input.sizes);
  // Newest first, as the server lists them; a few seconds apart, one at the same second as the next.
  const createdAt = new Date(Date.UTC(2026, 10, 1) - Math.floor(i / 2) * 7000 - (i % 2) * 250).toISOString();
  return { ...input, _id: id, id, stockBySize, stock: totalStock(stockBySize), createdAt, updatedAt: createdAt, original_price: input.originalPrice };
});

describe("catalogue cards", () => {
  it("read back every card field of the demo catalogue, with the first picture only", () => {
    const cards = fromCardColumns(toCardColumns(products));
    expect(cards).toHaveLength(products.length);
    cards.forEach((card, i) => {
      const product = products[i]!;
      expect(card).toEqual({
        _id: product.id,
        id: product.id,
        name: product.name,
        price: product.price,
        ...(product.originalPrice ? { originalPrice: product.originalPrice } : {}),
        images: product.images.slice(0, 1),
        sizes: product.sizes,
        stockBySize: product.stockBySize,
        stock: product.stock,
        rating: product.rating,
        category: product.category,
        subcategory: product.subcategory,
        material: product.material,
        color: product.color,
        occasion: product.occasion,
        tags: product.tags,
        // To the second: enough to sort by, and the newest sort keeps the server's order among equals.
        createdAt: new Date(Math.floor(Date.parse(product.createdAt) / 1000) * 1000).toISOString(),
        sold: 0,
      });
    });
  });

  it("shorten an uploaded photo's address and keep any other as it is", () => {
    const pictures = ["/media/0123456789abcdef01234567/1600x2133.webp", "/media/new/0123456789abcdef01234567/960x1280.webp", "https://cdn.example.in/a.jpg", "/images/catalogue/x-1.svg"];
    const columns = toCardColumns(pictures.map((picture, i) => ({ ...products[i]!, images: [picture] })));
    expect(columns.image[0]).toBe("0123456789abcdef01234567/1600x2133");
    expect(fromCardColumns(columns).map((card) => card.images)).toEqual(pictures.map((picture) => [picture]));
    const none = fromCardColumns(toCardColumns([{ ...products[0]!, images: [] }]));
    expect(none[0]!.images).toEqual([]);
  });

  it("cost a fraction of the full products", () => {
    const full = gzipSync(JSON.stringify(products)).length;
    const cards = gzipSync(JSON.stringify(toCardColumns(products))).length;
    expect(cards).toBeLessThan(full / 3);
  });
});
