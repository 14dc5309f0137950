import { CUSTOM_SIZE } from "../../shared/made-to-measure/custom-options.js";
import { onHandBySize } from "../../shared/stock.js";
import type { ProductRecord } from "../../shared/schemas/product-record.js";

/**
 * Why a save may not drop the reserved size "Custom" (issue 26): a product that kept its fabric's
 * stock there is switched to made to order (or to ready-to-wear only) while pieces are still
 * counted under it. Those pieces would leave the count unseen, since the form's and the sheet's
 * Custom count goes with the switch. Typing 0 for Custom in the same save (or first) says the
 * owner means it, as removing an ordinary size shows its count going. Pieces held in open
 * checkouts are refused further on, as for any size.
 */
export function fabricStockDropped(existing: ProductRecord, sent: Record<string, unknown>, next: { sizes: readonly string[] }): string | undefined {
  if (!existing.sizes.includes(CUSTOM_SIZE) || next.sizes.includes(CUSTOM_SIZE)) return undefined;
  const pieces = onHandBySize(existing)[CUSTOM_SIZE] ?? 0;
  const typed = (sent.stockBySize as Record<string, unknown> | undefined)?.[CUSTOM_SIZE];
  // A 0 typed as such ("0" from a sheet, 0 from the form), never a blank cell read as a number.
  if (pieces === 0 || (typed !== undefined && typed !== null && String(typed).trim() !== "" && Number(typed) === 0)) return undefined;
  return `Custom pieces cannot stop using the fabric's stock while size Custom has ${pieces} ${pieces === 1 ? "piece" : "pieces"}: set its count to 0 first, or move them to another size.`;
}
