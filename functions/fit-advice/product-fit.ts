import { fitAdvice, fitSignals } from "@shared/fit-advice/fit-advice.js";
import type { ProductFit } from "@shared/fit-advice/fit-answers.js";
import { suggestSize } from "@shared/fit-advice/size-suggestion.js";
import { sizeByGuide } from "@shared/fit-advice/size-by-measurements.js";
import type { MeasurementProfile } from "@shared/schemas/measurement-profile.js";
import { isCustomSize, offersReady } from "@shared/made-to-measure/custom-options.js";
import { evidenceOf, fitEvidenceRepository, keptIn } from "../data/fit-evidence.js";
import type { Repositories } from "../data/repositories.js";
import { notFound } from "../errors.js";
import { readSettings } from "../settings/shop-settings.js";

// What the product page shows about fit (issue 46): the piece's signal (or its subcategory's,
// labelled so) for everyone, and for a signed-in shopper her own suggested size, which nobody
// else is ever shown. The counts come from one request for at most four small items.

export type { ProductFit };

export async function productFit(repos: Repositories, productId: string, shopperId?: string): Promise<ProductFit> {
  const product = await repos.products.get(productId);
  if (!product || !product.isActive) throw notFound("Product not found");
  const subcategory = product.subcategory ?? "";
  const [{ minSignals }, items] = await Promise.all([readSettings(repos).then((settings) => settings.fitAdvice), fitEvidenceRepository(repos.db).forProductPage(product.id, subcategory, shopperId)]);
  const sizes = product.sizes.filter((size) => !isCustomSize(size));
  const signals = fitSignals(evidenceOf(items.own), evidenceOf(items.subcategory), minSignals, sizes);
  const advice = fitAdvice(signals, subcategory) ?? null;
  if (!shopperId) return { advice };
  const madeToMeasure = product.customMade === true || !offersReady(product);
  // Her measurements only when the book holds one profile: with several we cannot tell whose is hers.
  const profiles = (items.measurements?.profiles ?? []) as MeasurementProfile[];
  const measuredSize = profiles.length === 1 ? sizeByGuide(product.size_guide ?? [], profiles[0]!) : undefined;
  return { advice, suggestion: suggestSize({ kept: keptIn(items.kept, subcategory), offered: sizes, subcategory, signals, madeToMeasure, measuredSize }) ?? null };
}
