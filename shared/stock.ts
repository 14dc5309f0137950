// Stock per size (issue 12): each product keeps a figure for every size it offers; `stock` is
// their sum. Pure rules shared by the server, the admin and the storefront.

/** A size at or below this many pieces is "low" for the admin (list badge, dashboard panel). */
export const LOW_STOCK_THRESHOLD = 2;
/** At or below this many pieces the storefront says "Only N left". */
export const FEW_LEFT = 3;

export type StockBySize = Record<string, number>;

/**
 * An old single total spread over the sizes, deterministically: every size gets the whole part
 * of total / sizes, and what is left over goes one piece each to the first sizes in the product's
 * own order (so 7 over S, M, L is S 3, M 2, L 2). Nothing is lost: the parts add up to the total.
 */
export function splitStock(total: number, sizes: readonly string[]): StockBySize {
  if (sizes.length === 0) return {};
  const whole = Math.floor(total / sizes.length);
  const extra = total - whole * sizes.length;
  return Object.fromEntries(sizes.map((size, index) => [size, whole + (index < extra ? 1 : 0)]));
}

export function totalStock(stockBySize: StockBySize): number {
  return Object.values(stockBySize).reduce((sum, pieces) => sum + pieces, 0);
}

/**
 * Exactly one figure per offered size: a stored map is kept for the sizes still offered (a size
 * added since counts 0), and a product stored before stock per size has its total split.
 */
export function stockForSizes(stockBySize: StockBySize | undefined, stock: number, sizes: readonly string[]): StockBySize {
  if (!stockBySize) return splitStock(Math.max(0, Math.trunc(stock || 0)), sizes);
  return Object.fromEntries(sizes.map((size) => [size, Math.max(0, Math.trunc(Number(stockBySize[size] ?? 0)))]));
}

/**
 * Pieces on the shelf per size (issue 22): what shoppers can have plus what open checkouts hold.
 * The owner counts and edits this; shoppers see only the available part.
 */
export function onHandBySize(product: { sizes: readonly string[]; stockBySize: StockBySize; heldBySize?: StockBySize }): StockBySize {
  return Object.fromEntries(product.sizes.map((size) => [size, (product.stockBySize[size] ?? 0) + (product.heldBySize?.[size] ?? 0)]));
}

/** Pieces per size held in open checkouts (0 for every size when nothing is held). */
export function heldBySize(product: { sizes: readonly string[]; heldBySize?: StockBySize }): StockBySize {
  return Object.fromEntries(product.sizes.map((size) => [size, product.heldBySize?.[size] ?? 0]));
}

/** What the stock editor says beside a size with pieces held ("3 held in open checkouts"). */
export function heldText(held: number): string {
  return held <= 0 ? "" : `${held} held in open checkout${held === 1 ? "" : "s"}`;
}

/** The refusal an owner reads when a count would leave fewer pieces than checkouts hold. */
export function belowHeldMessage(size: string, onHand: number, held: number): string {
  return `Size ${size} cannot have ${onHand} on hand: ${held} ${held === 1 ? "is" : "are"} held in open checkouts. Enter at least ${held}, or save again once those checkouts close.`;
}

export interface StockedProduct {
  sizes: string[];
  stock: number;
  stockBySize?: StockBySize;
}

/** Pieces left of one size (0 for a size the product does not offer). */
export function piecesLeft(product: StockedProduct, size: string): number {
  if (!product.sizes.includes(size)) return 0;
  return product.stockBySize ? (product.stockBySize[size] ?? 0) : stockForSizes(undefined, product.stock, product.sizes)[size] ?? 0;
}

export function isSoldOut(product: StockedProduct): boolean {
  return product.stock <= 0;
}

/** Sizes at or below the threshold, in the product's size order. */
export function lowStockSizes(product: StockedProduct, threshold = LOW_STOCK_THRESHOLD): Array<{ size: string; left: number }> {
  return product.sizes.map((size) => ({ size, left: piecesLeft(product, size) })).filter((entry) => entry.left <= threshold);
}

/** What the storefront says about one size: nothing, "Only N left", or "Sold out". */
export function sizeAvailability(left: number): { soldOut: boolean; fewLeft: boolean; text: string } {
  if (left <= 0) return { soldOut: true, fewLeft: false, text: "Sold out" };
  if (left <= FEW_LEFT) return { soldOut: false, fewLeft: true, text: `Only ${left} left` };
  return { soldOut: false, fewLeft: false, text: "" };
}

/** The refusal a shopper reads when a line cannot be held ("Only 2 left in size M"). */
export function notEnoughStockMessage(productName: string, size: string, left: number): string {
  return left <= 0 ? `${productName} is sold out in size ${size}.` : `Only ${left} left in size ${size} of ${productName}.`;
}
