import { describe, expect, it } from "vitest";
import { matchesFilter } from "../../shared/catalogue-filter.js";
import { customSizeOf } from "../../shared/made-to-measure/custom-options.js";
import { filterSizesFor, knownFilterSize } from "../../shared/filter-sizes.js";
import { BLOUSE_SIZES, FREE_SIZE, blouseOf, blouseProblem, freeSizeStock, lineSizeText, sareeGuideRows, sareeLineText, type SareeBlouse } from "../../shared/saree-blouse.js";
import { productBodySchema } from "../../shared/schemas/product.js";
import { createOrderSchema } from "../../shared/schemas/checkout.js";
import { cartReducer, lineId, type CartProduct } from "../../web/src/stores/cart/cart-state.js";
import { readListingQuery } from "../../web/src/features/catalogue/listing-query.js";
import { sareeForm, sareeRequest, sareeStock } from "../../web/src/admin/products/saree-form.js";

// Sarees (issue 40): one length of cloth sold Free size; what varies is the blouse. These are the
// pure rules every screen and the server share.

const BLOUSE: SareeBlouse = { sizes: ["S", "M", "L"], sareeLength: 5.5, sareeWidth: 1.1, blousePieceLength: 0.8 };
const saree = { name: "Tant Cotton Saree", blouse: BLOUSE };
const dress = { name: "Kurta Dress" };

describe("a saree line's blouse", () => {
  it("reads as the shop must stitch it", () => {
    expect(sareeLineText({ size: FREE_SIZE, blouse: { stitch: "standard", size: "M" } })).toBe("Free size · Blouse stitched, size M");
    expect(sareeLineText({ size: FREE_SIZE, blouse: { stitch: "unstitched" } })).toBe("Free size · Blouse piece, unstitched");
    expect(sareeLineText({ size: FREE_SIZE, custom: { options: [] } })).toBe("Free size · Blouse stitched to measure");
    // Nothing said (a wishlist, an older cart): the piece as the saree comes.
    expect(blouseOf({})).toEqual({ stitch: "unstitched" });
    expect(lineSizeText({ size: "M" })).toBe("Size M");
  });

  it("is refused in words when the saree does not offer it, and on anything that is not a saree", () => {
    expect(blouseProblem(saree, { blouse: { stitch: "standard", size: "M" } })).toBeNull();
    expect(blouseProblem(saree, { blouse: { stitch: "standard", size: "XL" } })).toBe("The blouse of Tant Cotton Saree is stitched in S, M, L, not XL.");
    expect(blouseProblem({ ...saree, blouse: { ...BLOUSE, sizes: [] } }, { blouse: { stitch: "standard", size: "M" } })).toBe("The blouse of Tant Cotton Saree comes unstitched only.");
    expect(blouseProblem(saree, { blouse: { stitch: "measure" } })).toBe("Choose your measurements for the blouse of Tant Cotton Saree.");
    expect(blouseProblem(saree, { blouse: { stitch: "standard", size: "M" }, custom: {} })).toContain("either to a size or to measure");
    expect(blouseProblem(dress, { blouse: { stitch: "unstitched" } })).toBe("Kurta Dress is not a saree: it has no blouse to choose.");
    expect(blouseProblem(dress, {})).toBeNull();
  });

  it("is part of what the checkout accepts, and nothing else is", () => {
    const order = (blouse: unknown) =>
      createOrderSchema.safeParse({
        items: [{ product: "65f000000000000000000001", size: FREE_SIZE, quantity: 1, blouse }],
        shippingAddress: { name: "Asha Rao", email: "asha@example.in", phone: "9876543210", address: "12 MG Road", city: "Pune", state: "Maharashtra", pincode: "411001" },
        source: "cart",
      });
    expect(order({ stitch: "standard", size: "M" }).success).toBe(true);
    expect(order({ stitch: "unstitched" }).success).toBe(true);
    expect(order({ stitch: "standard" }).error?.issues[0]?.message).toBe("items.blouse.size is required: choose the blouse size");
    expect(order({ stitch: "pleated" }).error?.issues[0]?.message).toBe("items.blouse.stitch must be unstitched, standard or measure");
  });

  it("is stitched to measure from the saree's own count: its custom line is Free size", () => {
    expect(customSizeOf({ customStock: "none", blouse: BLOUSE })).toBe(FREE_SIZE);
    expect(customSizeOf({ customStock: "fabric", blouse: BLOUSE })).toBe(FREE_SIZE);
    expect(customSizeOf({ customStock: "none" })).toBe("Made to order");
  });
});

describe("a saree's stock", () => {
  it("is one count: an older count per size folds into it whole", () => {
    expect(freeSizeStock({ XS: 1, S: 2, M: 3, L: 2, XL: 0 }, 8)).toEqual({ [FREE_SIZE]: 8 });
    expect(freeSizeStock({ [FREE_SIZE]: 4 }, 99)).toEqual({ [FREE_SIZE]: 4 });
    expect(freeSizeStock(undefined, 6)).toEqual({ [FREE_SIZE]: 6 });
  });

  it("is what the product form makes of a saree, whatever sizes it was sent with", () => {
    const body = { name: "Tant Cotton Saree", category: "clothing", price: 1299, description: "Handloom cotton.", stockBySize: { XS: 1, S: 2, M: 3, L: 2, XL: 1 }, blouse: { sizes: ["M", "L"] } };
    const product = productBodySchema.parse(body);
    expect(product).toMatchObject({ sizes: [FREE_SIZE], stockBySize: { [FREE_SIZE]: 9 }, stock: 9, size_guide: [], blouse: { sizes: ["M", "L"], sareeLength: 5.5, sareeWidth: 1.1, blousePieceLength: 0.8 } });
    // The shop's standard sizes when none are named.
    expect(productBodySchema.parse({ ...body, blouse: {} }).blouse?.sizes).toEqual([...BLOUSE_SIZES]);
    expect(productBodySchema.safeParse({ ...body, blouse: { sareeLength: -1 } }).error?.issues[0]?.message).toBe("Saree length must be more than 0 metres");
    // null takes it off: the product is sized again.
    expect(productBodySchema.parse({ ...body, blouse: null, stockBySize: undefined, stock: 5 }).sizes).toEqual(["XS", "S", "M", "L", "XL"]);
  });
});

describe("a saree's size guide", () => {
  it("gives the cloth's measures, not body measurements", () => {
    expect(sareeGuideRows(BLOUSE)).toEqual([
      { label: "Saree length", value: "5.5 m" },
      { label: "Saree width", value: "1.1 m" },
      { label: "Blouse piece", value: "0.8 m" },
    ]);
  });
});

describe("the size filter", () => {
  it("offers Free size on saree listings, not XS-XL", () => {
    expect(filterSizesFor({ category: "saree" })).toEqual([FREE_SIZE]);
    expect(filterSizesFor({ collection: "saree" })).toEqual([FREE_SIZE]);
    expect(filterSizesFor({ category: "dress" })).not.toContain(FREE_SIZE);
    expect(filterSizesFor({ category: "material" })).toEqual(["XS", "S", "M", "L", "XL", "XXL", FREE_SIZE]);
  });

  it("finds sarees by Free size whichever way the address writes it", () => {
    expect(knownFilterSize("FREE SIZE")).toBe(FREE_SIZE);
    expect(readListingQuery(new URLSearchParams("sizes=free%20size,m")).filters.selectedSizes).toEqual(["M", FREE_SIZE]);
    const listed = { name: "Tant", sizes: [FREE_SIZE], stock: 2, stockBySize: { [FREE_SIZE]: 2 } };
    expect(matchesFilter(listed, { selectedSizes: ["FREE SIZE"], inStockOnly: true })).toBe(true);
    expect(matchesFilter(listed, { selectedSizes: ["M"] })).toBe(false);
  });
});

describe("the cart", () => {
  const tant: CartProduct = { _id: "p-tant", name: "Tant Cotton Saree", price: 1299, images: [], sizes: [FREE_SIZE], stock: 2, stockBySize: { [FREE_SIZE]: 2 } };

  it("keeps a saree with another blouse as its own line, within the saree's one count", () => {
    let items = cartReducer([], { type: "add", product: tant, size: FREE_SIZE, blouse: { stitch: "standard", size: "M" } });
    items = cartReducer(items, { type: "add", product: tant, size: FREE_SIZE, blouse: { stitch: "unstitched" } });
    expect(items.map((item) => [lineId(item), item.quantity])).toEqual([
      [`${FREE_SIZE}#blouse=standard:M`, 1],
      [`${FREE_SIZE}#blouse=unstitched`, 1],
    ]);
    // Two left, both in the cart: a third blouse, or one more of either, is not added.
    expect(cartReducer(items, { type: "add", product: tant, size: FREE_SIZE, blouse: { stitch: "standard", size: "L" } })).toEqual(items);
    expect(cartReducer(items, { type: "update", productId: "p-tant", size: lineId(items[0]!), quantity: 2 })[0]!.quantity).toBe(1);
  });
});

describe("the admin's Saree section", () => {
  const stored = { blouse: BLOUSE } as unknown as Parameters<typeof sareeRequest>[1];

  it("sends the blouse sizes and measures, null to stop selling a saree as one, and nothing for other products", () => {
    const form = { ...sareeForm(null), isSaree: true, sizesText: "S, M, , M, L" };
    expect(sareeRequest(form, null)).toEqual({ blouse: { sizes: ["S", "M", "L"], sareeLength: 5.5, sareeWidth: 1.1, blousePieceLength: 0.8 } });
    expect(sareeRequest({ ...form, isSaree: false }, stored)).toEqual({ blouse: null });
    expect(sareeRequest({ ...form, isSaree: false }, null)).toEqual({});
    expect(sareeRequest({ ...form, sareeWidth: "wide" }, null)).toEqual({ error: "Saree length, width and blouse piece are metres, such as 5.5" });
  });

  it("counts every piece typed so far as the saree's one count when ticked", () => {
    expect(sareeStock(9)).toEqual({ sizes: [FREE_SIZE], stockBySize: { [FREE_SIZE]: "9" } });
  });
});
