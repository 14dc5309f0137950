import { toPaise } from "../../shared/money.js";
import type { QuoteProblem, QuotedCustom } from "../../shared/schemas/saved-lists.js";
import type { CustomChoice } from "../../shared/schemas/checkout.js";
import { blouseProblem, type BlouseChoice } from "../../shared/saree-blouse.js";
import { customSizeOf, leadTimeOf, priceCustomPiece } from "../../shared/made-to-measure/custom-options.js";
import { notEnoughStockMessage, piecesLeft } from "../../shared/stock.js";
import type { ProductRecord } from "../../shared/schemas/product-record.js";
import { priceOrder, type PricedOrder, type RequestedLine } from "./price-order.js";

export interface QuoteRequestLine {
  product: string;
  size?: string;
  quantity: number;
  custom?: CustomChoice;
  blouse?: BlouseChoice;
}

export interface QuotedLineRecord {
  product: string;
  size?: string;
  quantity: number;
  name: string | null;
  image: string | null;
  pricePaise: number | null;
  sizes: string[];
  stockBySize: Record<string, number>;
  left: number | null;
  problem: QuoteProblem | null;
  message: string | null;
  custom?: QuotedCustom;
}

export interface CartQuoteRecord {
  lines: QuotedLineRecord[];
  itemsPaise: number;
  taxPaise: number;
  totalPaise: number;
  /** The basket as checkout will price it, when it can be bought (shipping is added to it, quote-cart-delivery.ts). */
  priced: PricedOrder | null;
}

export const GONE_MESSAGE = "This piece is no longer available. Please remove it.";
export const SIZE_NEEDED_MESSAGE = "Choose a size to check out.";
export const CUSTOM_CHANGED_MESSAGE = "This piece's stitching options have changed. Please remove it and choose them again.";

/**
 * Prices a cart or wishlist now, without holding anything: per line the server's price and the
 * pieces left, and what stands in the way of buying it; the totals are price-order.ts's own over
 * the lines that can be bought, so the checkout that follows asks exactly this.
 */
export function quoteCart(requested: readonly QuoteRequestLine[], products: ReadonlyMap<string, ProductRecord>): CartQuoteRecord {
  const lines = requested.map((line): QuotedLineRecord => {
    const product = products.get(line.product);
    const base = { product: line.product, ...(line.size === undefined ? {} : { size: line.size }), quantity: line.quantity };
    if (!product || !product.isActive) {
      return { ...base, name: null, image: null, pricePaise: null, sizes: [], stockBySize: {}, left: null, problem: "gone", message: GONE_MESSAGE };
    }
    // A saree's blouse the product no longer offers (a size dropped, not a saree any more) is said in words.
    const blouse = blouseProblem(product, line);
    if (blouse) return { ...base, name: product.name, image: product.images[0] ?? null, pricePaise: toPaise(product.price), sizes: [...product.sizes], stockBySize: {}, left: null, problem: "size-not-offered", message: blouse };
    if (line.custom) return customLine(line, product, line.custom);
    const known = { ...base, name: product.name, image: product.images[0] ?? null, pricePaise: toPaise(product.price), sizes: [...product.sizes], stockBySize: Object.fromEntries(product.sizes.map((size) => [size, piecesLeft(product, size)])) };
    if (line.size === undefined) return { ...known, left: null, problem: "size-needed", message: SIZE_NEEDED_MESSAGE };
    if (!product.sizes.includes(line.size)) return { ...known, left: null, problem: "size-not-offered", message: `Size ${line.size} is no longer offered. Choose another size.` };
    const left = piecesLeft(product, line.size);
    if (left < line.quantity) return { ...known, left, problem: left <= 0 ? "sold-out" : "fewer-left", message: notEnoughStockMessage(product.name, line.size, left) };
    return { ...known, left, problem: null, message: null };
  });

  const buyable: RequestedLine[] = lines.flatMap((line, i) =>
    line.problem === null && line.size !== undefined ? [{ product: line.product, size: line.size, quantity: line.quantity, ...(requested[i]!.custom && { custom: requested[i]!.custom }), ...(requested[i]!.blouse && { blouse: requested[i]!.blouse }) }] : [],
  );
  if (buyable.length === 0) return { lines, itemsPaise: 0, taxPaise: 0, totalPaise: 0, priced: null };
  try {
    const priced = priceOrder(buyable, products);
    return { lines, itemsPaise: priced.itemsPaise, taxPaise: priced.taxPaise, totalPaise: priced.totalPaise, priced };
  } catch {
    // The same product and size twice, together more than is left: each line alone was fine, so
    // the basket is not priced and the checkout will say what is short.
    return { lines, itemsPaise: 0, taxPaise: 0, totalPaise: 0, priced: null };
  }
}

/** A custom piece priced with its options now; made to order, it is never short of stock. */
function customLine(line: QuoteRequestLine, product: ProductRecord, choice: CustomChoice): QuotedLineRecord {
  const size = customSizeOf(product);
  const base = { product: line.product, size, quantity: line.quantity, name: product.name, image: product.images[0] ?? null, sizes: [...product.sizes], stockBySize: {} };
  const priced = priceCustomPiece(product, choice.options);
  if (!priced.ok) return { ...base, pricePaise: toPaise(product.price), left: null, problem: "custom-changed", message: CUSTOM_CHANGED_MESSAGE };
  const custom = { options: priced.options, leadTimeDays: { ...leadTimeOf(product) } };
  const left = product.sizes.includes(size) ? piecesLeft(product, size) : null;
  if (left !== null && left < line.quantity) return { ...base, pricePaise: priced.unitPaise, custom, left, problem: left <= 0 ? "sold-out" : "fewer-left", message: notEnoughStockMessage(product.name, size, left) };
  return { ...base, pricePaise: priced.unitPaise, custom, left, problem: null, message: null };
}
