import { fitAdvice } from "@shared/fit-advice/fit-advice.js";
import type { OwnerFitRow, ShopFit } from "@shared/fit-advice/fit-answers.js";
import { fitReport, checkSizeGuide } from "@shared/fit-advice/fit-report.js";
import { fitSignal } from "@shared/fit-advice/fit-signal.js";
import { isCustomSize } from "@shared/made-to-measure/custom-options.js";
import { evidenceOf, fitEvidenceRepository } from "../data/fit-evidence.js";
import type { Repositories } from "../data/repositories.js";
import { readSettings } from "../settings/shop-settings.js";

// The owner's view of fit (issue 46): per product, its returns and exchanges by size and reason,
// its own signal and the evidence behind it, flagged when its pieces come back for size far more
// often than the shop's do. The shop's figure sums the subcategories' items (tens of them).

export type { OwnerFitRow, ShopFit };

/** The shop's average over every subcategory's counts. */
export async function shopFit(repos: Repositories): Promise<ShopFit> {
  const [groups, settings] = await Promise.all([fitEvidenceRepository(repos.db).subcategories(), readSettings(repos)]);
  const summed: Record<string, number> = {};
  for (const group of groups) for (const [name, value] of Object.entries(group)) if (typeof value === "number") summed[name] = (summed[name] ?? 0) + value;
  const report = fitReport(evidenceOf(summed));
  return { decided: report.decided, sizeReturnRate: report.sizeReturnRate, returnRate: report.returnRate, exchangeRate: report.exchangeRate, minSignals: settings.fitAdvice.minSignals };
}

/** One page of products with evidence, each with its figures (deleted products are left out). */
export async function ownerFitPage(repos: Repositories, shop: ShopFit, page: { limit: number; cursor?: string }): Promise<{ rows: OwnerFitRow[]; nextCursor: string | null }> {
  const read = await fitEvidenceRepository(repos.db).listProducts(page);
  const products = await repos.products.byId(read.items.map((item) => ({ product: String(item.productId) })));
  const rows = read.items.flatMap((item): OwnerFitRow[] => {
    const product = products.get(String(item.productId));
    if (!product) return [];
    const sizes = product.sizes.filter((size) => !isCustomSize(size));
    const evidence = evidenceOf(item);
    const report = fitReport(evidence, sizes);
    const own = fitSignal(evidence, shop.minSignals, sizes);
    return [
      {
        productId: product.id,
        name: product.name,
        subcategory: product.subcategory ?? "",
        report,
        signal: fitAdvice({ own, subcategory: undefined }, product.subcategory ?? "") ?? null,
        checkSizeGuide: checkSizeGuide(report, shop.sizeReturnRate, shop.minSignals),
      },
    ];
  });
  return { rows, nextCursor: read.nextCursor };
}

/** Pages read for one answer of flagged products, at most: the rest follow its cursor. */
const FLAGGED_PAGES = 10;

/** The owner's list: every product with evidence, or only those to check, reading on until some are found. */
export async function ownerFitList(repos: Repositories, query: { limit: number; cursor?: string; flagged: boolean }) {
  const shop = await shopFit(repos);
  let cursor = query.cursor;
  const rows: OwnerFitRow[] = [];
  for (let pages = 0; pages < (query.flagged ? FLAGGED_PAGES : 1); pages++) {
    const page = await ownerFitPage(repos, shop, { limit: query.limit, cursor });
    rows.push(...(query.flagged ? page.rows.filter((row) => row.checkSizeGuide) : page.rows));
    cursor = page.nextCursor ?? undefined;
    if (!cursor || rows.length > 0) break;
  }
  return { shop, rows, nextCursor: cursor ?? null };
}
