import { includedGstOnLine, spreadDiscount } from "../../shared/discount.js";
import { gstRateFor, includedGstPaise, toPaise } from "../../shared/money.js";
import { notEnoughStockMessage, piecesLeft } from "../../shared/stock.js";
import { productHsn } from "../../shared/tax/hsn.js";
import type { ProductRecord } from "../../shared/schemas/product-record.js";
import type { CustomLine } from "../../shared/made-to-measure/custom-line.js";
import type { OrderLineRecord } from "../data/orders.js";
import { badRequest, conflict } from "../errors.js";
import { customChoiceKey, customSizeOf, leadTimeOf, priceCustomPiece } from "../../shared/made-to-measure/custom-options.js";
import type { CustomChoice } from "../../shared/schemas/checkout.js";
import { blouseKey, blouseOf, blouseProblem, isSaree, type BlouseChoice } from "../../shared/saree-blouse.js";
import type { MeasurementProfile } from "../../shared/schemas/measurement-profile.js";

export interface RequestedLine {
  product: string;
  size: string;
  quantity: number;
  /** Made to her measure (issue 26): the options, the profile and her tick. */
  custom?: CustomChoice;
  /** A saree's blouse (issue 40): unstitched when not said. */
  blouse?: BlouseChoice;
}

/** At checkout: her profiles, so each custom line keeps a copy of its measurements taken now. */
export interface Measurements {
  profiles: ReadonlyMap<string, MeasurementProfile>;
  at: string;
}

export const PROFILE_NOT_YOURS = "items.custom.profileId: choose one of your measurement profiles";

export interface PricedOrder {
  lines: OrderLineRecord[];
  itemsPaise: number;
  discountPaise: number;
  taxPaise: number;
  shippingPaise: number;
  totalPaise: number;
}

/** Before shipping is quoted (withShipping): the pieces alone. */
const SHIPPING_PAISE = 0;

/**
 * Prices a basket from the shop's own stored products: the browser's prices are never used.
 * Lines of the same product and size are merged; every product must be on sale, offer the
 * size, and have that many pieces of it (a first look: the hold's condition is what counts).
 */
export function priceOrder(requested: readonly RequestedLine[], products: ReadonlyMap<string, ProductRecord>, measurements?: Measurements): PricedOrder {
  const merged = new Map<string, RequestedLine>();
  for (const line of requested) {
    // A custom piece is its own line: same product, different options or profile, two lines.
    // So is a saree with another blouse: the shop stitches each as its line says.
    const key = `${line.product}\u0000${line.custom ? "" : line.size}\u0000${customChoiceKey(line.custom)}\u0000${blouseKey(line.custom ? undefined : line.blouse ?? { stitch: "unstitched" })}`;
    const existing = merged.get(key);
    merged.set(key, existing ? { ...existing, quantity: existing.quantity + line.quantity } : { ...line });
  }

  const lines: OrderLineRecord[] = [];
  let itemsPaise = 0;
  let taxPaise = 0;
  for (const line of merged.values()) {
    const product = products.get(line.product);
    if (!product || !product.isActive) throw conflict("An item in your cart is no longer available. Please remove it and try again.");
    const problem = blouseProblem(product, line);
    if (problem) throw badRequest(problem);
    const custom = line.custom ? customPiece(product, line.custom, measurements) : undefined;
    // Only a product set custom-only refuses sizes: one stored with just customMade (before issue 26)
    // was sold in sizes, the tailor confirming by phone, and carts holding it keep working.
    if (!custom && product.buyAs === "custom") throw badRequest(`${product.name} is made to measure only: choose Custom fit and your measurements.`);
    // A custom piece is bought in its reserved size, whatever size the browser named.
    const size = custom ? customSizeOf(product) : line.size;
    if (!custom && !product.sizes.includes(size)) throw badRequest(`Size ${size} is not offered for ${product.name}.`);
    // Products keep the admin's rupee price (docs/money.md): turned into paise once, here. A custom
    // piece's options are part of its price, so its GST slab is the whole piece's (shared/money.ts).
    const unitPaise = custom ? custom.unitPaise : toPaise(product.price);
    itemsPaise += unitPaise * line.quantity;
    const hsn = productHsn(product);
    taxPaise += includedGstPaise(unitPaise, line.quantity, hsn);
    // Made to order takes no stock; the fabric's stock is the reserved size's.
    const left = custom && !product.sizes.includes(size) ? Infinity : piecesLeft(product, size);
    if (left < line.quantity) throw conflict(notEnoughStockMessage(product.name, size, left));
    lines.push({
      product: product.id,
      name: product.name,
      image: product.images[0] ?? "",
      size,
      quantity: line.quantity,
      pricePaise: unitPaise,
      hsn,
      ...(custom?.copy && { custom: custom.copy }),
      // What the shop stitches: the order keeps the blouse as chosen (issue 40).
      ...(isSaree(product) && { blouse: blouseOf(line) }),
    });
  }
  return { lines, itemsPaise, discountPaise: 0, taxPaise, shippingPaise: SHIPPING_PAISE, totalPaise: itemsPaise + SHIPPING_PAISE };
}

/**
 * A custom line's price from the product's own options, and at checkout the copy the order keeps:
 * the options as sold, the measurements as they are now, the lead time as stated.
 */
function customPiece(product: ProductRecord, choice: CustomChoice, measurements: Measurements | undefined) {
  const priced = priceCustomPiece(product, choice.options);
  if (!priced.ok) throw badRequest(priced.error);
  if (!measurements) return { unitPaise: priced.unitPaise };
  const profile = measurements.profiles.get(choice.profileId);
  if (!profile) throw badRequest(PROFILE_NOT_YOURS);
  const copy: CustomLine = {
    options: priced.options,
    measurements: {
      profileId: profile.id,
      profileName: profile.name,
      unit: profile.unit,
      values: { ...profile.values },
      ...(profile.referencePhoto && { referencePhoto: profile.referencePhoto }),
      ...(profile.notes && { notes: profile.notes }),
      takenAt: measurements.at,
    },
    leadTimeDays: { ...leadTimeOf(product) },
  };
  return { unitPaise: priced.unitPaise, copy };
}

/**
 * The same basket with a discount: each line's value falls by its share of the discount (in
 * proportion to its value, in whole paise that add up exactly), and the GST included in each
 * line is worked out on what is paid for it, so tax is charged on the discounted price.
 */
export function withDiscount(priced: PricedOrder, discountPaise: number): PricedOrder {
  const values = priced.lines.map((line) => line.pricePaise * line.quantity);
  const shares = spreadDiscount(values, discountPaise);
  const lines = priced.lines.map((line, i) => (shares[i]! > 0 ? { ...line, discountPaise: shares[i]! } : line));
  const taxPaise = lines.reduce((sum, line, i) => sum + includedGstOnLine(values[i]! - shares[i]!, line.quantity, line.hsn), 0);
  return { ...priced, lines, discountPaise, taxPaise, totalPaise: priced.itemsPaise - discountPaise + priced.shippingPaise };
}

/**
 * The basket with its shipping charge (functions/shipping/quote-shipping.ts). GST on shipping
 * follows the invoice (shared/tax/tax-lines.ts): a composite supply, taxed at the highest rate
 * of the pieces it carries, so the order's GST matches its invoice's.
 */
export function withShipping(priced: PricedOrder, shippingPaise: number): PricedOrder {
  const rates = priced.lines.map((line) => gstRateFor(Math.round((line.pricePaise * line.quantity - (line.discountPaise ?? 0)) / line.quantity), line.hsn));
  const rate = rates.length > 0 ? Math.max(...rates) : 0;
  const shippingTaxPaise = shippingPaise > 0 ? Math.round((shippingPaise * rate) / (100 + rate)) : 0;
  // Added once, last: a basket that has its shipping already would count its GST twice.
  if (priced.shippingPaise !== 0) throw new Error("withShipping: the basket already has its shipping");
  return { ...priced, shippingPaise, taxPaise: priced.taxPaise + shippingTaxPaise, totalPaise: priced.itemsPaise - priced.discountPaise + shippingPaise };
}
