import * as z from "zod";
import { checkoutLineSchema } from "./checkout.js";
import type { CustomOptionSold } from "../made-to-measure/custom-line.js";
import { customChoiceKey } from "../made-to-measure/custom-options.js";
import { blouseKey } from "../saree-blouse.js";
import type { DeliveryQuote } from "../shipping/delivery-quote.js";
import { deliveryPincodeSchema } from "./delivery-pincode.js";

// The cart and the wishlist as the server keeps them for a signed-in shopper (issue 22 item 11),
// and the quote that prices a basket without holding anything (item 2). Lines name products,
// sizes and quantities only: every price comes from the server.

/** At most this many lines in a cart (the most one checkout takes) and entries in a wishlist. */
export const MAX_CART_LINES = 25;
export const MAX_WISHLIST_ENTRIES = 50;

const productField = checkoutLineSchema.shape.product;
const sizeField = checkoutLineSchema.shape.size;

const version = z
  .number({ error: "version must be a number" })
  .int("version must be a whole number")
  .min(0, "version cannot be negative")
  .max(1_000_000_000, "version is too large");

export const savedCartSchema = z
  .object({
    items: z
      .array(checkoutLineSchema, { error: "items is required" })
      .max(MAX_CART_LINES, `A cart holds at most ${MAX_CART_LINES} lines`)
      .refine(
        (lines) => new Set(lines.map((line) => `${line.product}\u0000${line.size}\u0000${customChoiceKey(line.custom)}\u0000${blouseKey(line.blouse)}`)).size === lines.length,
        "items must not repeat a product in the same size",
      ),
    version,
  })
  .strict();
export type SavedCartBody = z.output<typeof savedCartSchema>;

export const wishlistEntrySchema = z
  .object({
    product: productField,
    /** The size the shopper chose, if she chose one. */
    size: sizeField.optional(),
  })
  .strict();

export const savedWishlistSchema = z
  .object({
    items: z
      .array(wishlistEntrySchema, { error: "items is required" })
      .max(MAX_WISHLIST_ENTRIES, `A wishlist holds at most ${MAX_WISHLIST_ENTRIES} pieces`)
      .refine((entries) => new Set(entries.map((entry) => entry.product)).size === entries.length, "items must not repeat a product"),
    version,
  })
  .strict();
export type SavedWishlistBody = z.output<typeof savedWishlistSchema>;

/** A line to price: a wishlist entry may have no size yet (it is then asked for). */
export const quoteLineSchema = z
  .object({
    product: productField,
    size: sizeField.optional(),
    quantity: checkoutLineSchema.shape.quantity,
    custom: checkoutLineSchema.shape.custom,
    blouse: checkoutLineSchema.shape.blouse,
  })
  .strict();

export const cartQuoteSchema = z
  .object({
    items: z
      .array(quoteLineSchema, { error: "items is required" })
      .min(1, "items must have at least one line")
      .max(MAX_WISHLIST_ENTRIES, `At most ${MAX_WISHLIST_ENTRIES} lines can be priced at once`),
    /** Where the basket goes, once known: the quote then carries the shipping charge and dates. */
    pincode: deliveryPincodeSchema.optional(),
  })
  .strict();
export type CartQuoteBody = z.output<typeof cartQuoteSchema>;

/** A cart line as kept on the server. */
export type SavedCartLine = SavedCartBody["items"][number];
/** A wishlist entry as kept on the server: the product and, once chosen, the size. */
export type SavedWishlistEntry = SavedWishlistBody["items"][number];

/** What the server keeps; `version` counts saves, so a device saving over a newer list is refused. */
export interface SavedList<T> {
  items: T[];
  version: number;
  updatedAt: string | null;
}

/** Why a line cannot be bought as it is. */
export type QuoteProblem = "gone" | "size-not-offered" | "size-needed" | "sold-out" | "fewer-left" | "custom-changed";

/** One line as the server prices it now (rupees), with the product's pieces left per size. */
export interface QuotedLine {
  product: string;
  size?: string;
  quantity: number;
  /** Null when the product is gone (deleted or off sale). */
  name: string | null;
  /** The first photo, to show a line this device has not seen (a cart saved on another). */
  image: string | null;
  price: number | null;
  sizes: string[];
  stockBySize: Record<string, number>;
  /** Pieces left in the line's size, null without a size or a product. */
  left: number | null;
  problem: QuoteProblem | null;
  /** The problem in words a shopper can act on. */
  message: string | null;
  /** A custom piece (issue 26): its options as priced now and the lead time. */
  custom?: QuotedCustom;
}

export interface QuotedCustom {
  options: CustomOptionSold[];
  leadTimeDays: { min: number; max: number };
}

/** A basket priced by the server's own rules (price-order.ts) over the lines that can be bought. */
export interface CartQuote {
  lines: QuotedLine[];
  itemsPrice: number;
  taxPrice: number;
  /** With the shipping charge (and its GST) when a served PIN was given. */
  totalPrice: number;
  /** Delivery to the PIN asked for; null without one, or with nothing that can be bought. */
  shipping?: DeliveryQuote | null;
}
