import { BUY_AS, CUSTOM_STOCK, DEFAULT_LEAD_TIME, buyAsOf, leadTimeOf, type BuyAs, type CustomOption, type CustomStock } from "../../shared/made-to-measure/custom-options.js";
import { optionsText, parseOptionsText } from "../../shared/made-to-measure/options-text.js";
import type { ProductRecord } from "../../shared/schemas/product-record.js";

// Made to measure in the products sheet (issue 26, docs/made-to-measure.md): four columns in words
// a spreadsheet shows well. A blank cell means what an absent field means (ready-to-wear, no
// options, 10-12 days, no stock), as a blank detail or price elsewhere in the sheet clears it.

export const CUSTOM_FIT_COLUMNS = ["buyAs", "customStock", "leadTimeDays", "customOptions"] as const;
export type CustomFitColumn = (typeof CUSTOM_FIT_COLUMNS)[number];

/** The four cells of a product as the export writes them (and the preview compares them). */
export function customFitCells(product: ProductRecord): Record<CustomFitColumn, string> {
  const days = product.leadTimeDays;
  return {
    buyAs: buyAsOf(product),
    customStock: product.customStock ?? "",
    // "14-18 days", as the product page says it; a bare "14-18" would open in Excel as a date.
    leadTimeDays: days ? (days.min === days.max ? `${days.min} days` : `${days.min}-${days.max} days`) : "",
    // One option per line inside the one cell, exactly the text of the admin form's box.
    customOptions: optionsText(product.customOptions ?? []),
  };
}

const sameDays = (a: { min: number; max: number }, b: { min: number; max: number }) => a.min === b.min && a.max === b.max;
/** Field by field: a map read back from DynamoDB need not keep its keys in the order written. */
const optionKey = (options: readonly CustomOption[]) => JSON.stringify(options.map((o) => [o.id, o.label, o.price, o.choices ?? [], o.under ?? ""]));

/**
 * The fields a row's custom cells send: only those whose meaning differs from the stored product's,
 * so an exported file imports as no change. A product stored with only the older `customMade`
 * gets its `buyAs` written out, since a save keeps only the form's fields.
 */
export function customFitChanges(cells: Partial<Record<string, string>>, existing: ProductRecord): { sent: Record<string, unknown>; problems: string[] } {
  const sent: Record<string, unknown> = {};
  const problems: string[] = [];
  const cell = (column: CustomFitColumn) => cells[column]?.trim();

  const buyAs = cell("buyAs")?.toLowerCase();
  if (buyAs !== undefined) {
    const meant = (buyAs === "" ? "ready" : buyAs) as BuyAs;
    if (!(BUY_AS as readonly string[]).includes(meant)) problems.push(`buyAs is ${cells.buyAs}: write ready, custom or both (blank is ready)`);
    else if (meant !== buyAsOf(existing) || (existing.buyAs === undefined && existing.customMade === true)) sent.buyAs = meant;
  }

  const stock = cell("customStock")?.toLowerCase();
  if (stock !== undefined) {
    const meant = (stock === "" ? "none" : stock) as CustomStock;
    if (!(CUSTOM_STOCK as readonly string[]).includes(meant)) problems.push(`customStock is ${cells.customStock}: write fabric or none (blank is none)`);
    else if (meant !== (existing.customStock ?? "none")) sent.customStock = meant;
  }

  const lead = cell("leadTimeDays");
  if (lead !== undefined) {
    const match = /^(\d{1,3})(?:\s*(?:-|–|to)\s*(\d{1,3}))?(?:\s*days?)?$/i.exec(lead);
    if (lead === "") {
      if (!sameDays(DEFAULT_LEAD_TIME, leadTimeOf(existing))) sent.leadTimeDays = null;
    } else if (!match) problems.push(`leadTimeDays is ${lead}: write the days as 10-12 days, or one number (blank is 10-12 days)`);
    else {
      const days = { min: Number(match[1]), max: Number(match[2] ?? match[1]) };
      if (!sameDays(days, leadTimeOf(existing))) sent.leadTimeDays = days;
    }
  }

  const text = cells.customOptions;
  if (text !== undefined) {
    const parsed = parseOptionsText(text, existing.customOptions);
    if ("error" in parsed) problems.push(`customOptions: ${parsed.error}`);
    else if (optionKey(parsed.options) !== optionKey(existing.customOptions ?? [])) sent.customOptions = parsed.options;
  }
  return { sent, problems };
}
