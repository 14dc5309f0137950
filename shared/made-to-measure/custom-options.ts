// Made to measure (issue 26): how a product can be bought and the stitching options the admin
// prices per product. Pure rules shared by the server (which prices every custom line itself),
// the admin form and the product page.

import { toPaise } from "../money.js";
import { FREE_SIZE } from "../saree-blouse.js";
import type { CustomOptionSold } from "./custom-line.js";

export const BUY_AS = ["ready", "custom", "both"] as const;
/** "ready": fixed sizes only; "custom": made to the shopper's measure only; "both": she chooses. */
export type BuyAs = (typeof BUY_AS)[number];

/** A stitching option as the admin sets it on a product ("Fall & pico", +₹150). */
export interface CustomOption {
  /** Short and stable ("fall-pico"): cart lines and orders name options by it. */
  id: string;
  label: string;
  /** Rupees per piece, added to the product's price. */
  price: number;
  /** When given, the shopper picks one ("Boat neck", "Round neck"). */
  choices?: string[];
  /** The id of the option this one sits under (blouse options under "Blouse stitching"). */
  under?: string;
}

/** Custom pieces draw on the fabric's stock (kept under the reserved size) or on none (made to order). */
export const CUSTOM_STOCK = ["fabric", "none"] as const;
export type CustomStock = (typeof CUSTOM_STOCK)[number];

/**
 * The reserved sizes a custom line is bought in. "Custom" is a real entry of the product's sizes
 * and stockBySize, so holds, sales, movements and the table audit count the fabric like any size;
 * the size picker never shows it. "Made to order" is in no product's sizes and takes no stock.
 */
export const CUSTOM_SIZE = "Custom";
export const MADE_TO_ORDER_SIZE = "Made to order";
export const isCustomSize = (size: string) => size === CUSTOM_SIZE || size === MADE_TO_ORDER_SIZE;

export const DEFAULT_LEAD_TIME = { min: 10, max: 12 } as const;

export interface MadeToMeasureProduct {
  name: string;
  price: number;
  customMade?: boolean;
  buyAs?: BuyAs;
  customOptions?: CustomOption[];
  leadTimeDays?: { min: number; max: number };
  customStock?: CustomStock;
}

/** Absent is ready-to-wear; the older `customMade: true` means custom only. */
export function buyAsOf(product: Pick<MadeToMeasureProduct, "buyAs" | "customMade">): BuyAs {
  return product.buyAs ?? (product.customMade ? "custom" : "ready");
}

export const offersCustom = (product: Pick<MadeToMeasureProduct, "buyAs" | "customMade">) => buyAsOf(product) !== "ready";
export const offersReady = (product: Pick<MadeToMeasureProduct, "buyAs" | "customMade">) => buyAsOf(product) !== "custom";

/**
 * The size a custom line of this product is bought in. A saree's is Free size: its blouse is
 * stitched to measure from the saree's own blouse piece, so it takes the saree's one count
 * (shared/saree-blouse.ts).
 */
export const customSizeOf = (product: Pick<MadeToMeasureProduct, "customStock"> & { blouse?: unknown }) =>
  product.blouse ? FREE_SIZE : product.customStock === "fabric" ? CUSTOM_SIZE : MADE_TO_ORDER_SIZE;

export const leadTimeOf = (product: Pick<MadeToMeasureProduct, "leadTimeDays">) => product.leadTimeDays ?? DEFAULT_LEAD_TIME;

/** "Ships in 10-12 days", as the product page, the cart and the order say it. */
export function shipsInText(days: { min: number; max: number }): string {
  return days.min === days.max ? `Ships in ${days.min} days` : `Ships in ${days.min}-${days.max} days`;
}

export interface ChosenOption {
  id: string;
  choice?: string;
}

export type CustomPrice = { ok: true; unitPaise: number; options: CustomOptionSold[] } | { ok: false; error: string };

/**
 * One custom piece's price: the product's price plus every chosen option's, in paise, from the
 * product as stored (never a price the browser sent). Each option once, a known id, a choice
 * from its list when it has one, and an option under another only with that one chosen.
 */
export function priceCustomPiece(product: MadeToMeasureProduct, chosen: readonly ChosenOption[]): CustomPrice {
  if (!offersCustom(product)) return { ok: false, error: `${product.name} is not made to measure.` };
  const offered = new Map((product.customOptions ?? []).map((option) => [option.id, option]));
  const ids = new Set(chosen.map((option) => option.id));
  if (ids.size !== chosen.length) return { ok: false, error: "items.custom.options names an option twice" };
  let unitPaise = toPaise(product.price);
  const options: CustomOptionSold[] = [];
  for (const pick of chosen) {
    const option = offered.get(pick.id);
    if (!option) return { ok: false, error: `items.custom.options: ${pick.id} is not an option of ${product.name}` };
    if (option.under && !ids.has(option.under)) {
      return { ok: false, error: `items.custom.options: ${option.label} needs ${offered.get(option.under)?.label ?? option.under}` };
    }
    const choices = option.choices ?? [];
    if (choices.length > 0 && (pick.choice === undefined || !choices.includes(pick.choice))) {
      return { ok: false, error: `items.custom.options: choose one of ${choices.join(", ")} for ${option.label}` };
    }
    if (choices.length === 0 && pick.choice !== undefined) return { ok: false, error: `items.custom.options: ${option.label} has no choices` };
    unitPaise += toPaise(option.price);
    options.push({ id: option.id, label: option.label, price: option.price, ...(pick.choice !== undefined && { choice: pick.choice }) });
  }
  // In the product's own order, so the same choice always reads (and merges) the same way.
  const order = [...offered.keys()];
  options.sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id));
  return { ok: true, unitPaise, options };
}

/** One key per distinct custom choice: the same product twice with different options is two lines. */
export function customChoiceKey(custom: { options: readonly ChosenOption[]; profileId: string } | undefined): string {
  if (!custom) return "";
  const options = [...custom.options].sort((a, b) => a.id.localeCompare(b.id)).map((o) => `${o.id}=${o.choice ?? ""}`);
  return `${custom.profileId}|${options.join(",")}`;
}
