import { isPlausibleId } from "../../shared/schemas/record-id.js";
import { subcategoryBodySchema, type SubcategoryBody, type SubcategoryBulk } from "../../shared/schemas/subcategory.js";
import type { SubcategoryRecord } from "../../shared/schemas/subcategory-record.js";
import type { Repositories } from "../data/repositories.js";
import { PRODUCT } from "../data/products.js";
import { ConditionsFailed, labelled } from "../data/transact.js";
import { ShopError, badRequest, conflict, notFound } from "../errors.js";
import { describeIssue } from "../http/validate.js";
import { productCount, productsUsing } from "./subcategory-usage.js";

// Products name their subcategory, so the two must never disagree:
// - Deleting a subcategory that products use is refused (409, saying how many), never cascaded:
//   a boutique should not lose or orphan a shelf of products by one click.
// - Renaming one moves its products to the new name in the same transaction; moving it to another
//   category while products use it is refused, as a product's subcategory belongs to its category.
// Both count the products first and then insist, inside the transaction, that no product write
// naming the subcategory happened since (see productWriteActions), so a product saved at the same
// moment cannot slip through; on such a race the whole check is simply run again.

/** A transaction holds 100 actions: the subcategory's own (at most 3), the guard, the listed counts (2), the products. */
export const MAX_PRODUCTS_RENAMED = 94;
const ATTEMPTS = 3;
const BUSY = "Products of this subcategory are being saved right now. Try again in a moment.";

async function existing(repos: Repositories, id: string): Promise<SubcategoryRecord> {
  const found = isPlausibleId(id) ? await repos.subcategories.get(id) : undefined;
  if (!found) throw notFound("Subcategory not found");
  return found;
}

export async function createSubcategory(repos: Repositories, body: SubcategoryBody): Promise<SubcategoryRecord> {
  return repos.subcategories.create(body);
}

/** Fields left out of the change keep their stored values; fields sent replace them, and the result must pass as a new one would. */
export async function updateSubcategory(repos: Repositories, id: string, changes: Record<string, unknown>): Promise<SubcategoryRecord> {
  let current = await existing(repos, id);
  const { name, category, description, sortOrder, isActive } = current;
  const revised = subcategoryBodySchema.safeParse({ name, category, description, sortOrder, isActive, ...changes });
  if (!revised.success) throw badRequest(describeIssue(revised.error.issues[0]!));
  const input = revised.data;

  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const renamed = input.name !== current.name;
    const moved = input.category !== current.category;
    if (!renamed && !moved) return repos.subcategories.update(id, input, { seen: current });

    const usesSeen = await repos.subcategories.usesVersion(id);
    const products = await productsUsing(repos, current);
    if (moved && products.length > 0) {
      throw conflict(
        `This subcategory is used by ${productCount(products.length)} in ${current.category}, so it cannot move to ${input.category}. Move those products to another subcategory first.`,
      );
    }
    if (products.length > MAX_PRODUCTS_RENAMED) {
      throw conflict(
        `This subcategory is used by ${productCount(products.length)}; at most ${MAX_PRODUCTS_RENAMED} can follow a rename at once. Create the new subcategory and move the products in smaller groups.`,
      );
    }
    try {
      return await repos.subcategories.update(id, input, {
        seen: current,
        alongside: [
          ...repos.subcategories.usesUnchangedAction(id, usesSeen),
          ...products.flatMap((p) => labelled(PRODUCT, repos.products.renameSubcategoryAction(p.id, p.subcategory, input.name))),
          ...labelled(PRODUCT, ...(await import("../data/listed-counts.js")).listedCountActions(repos.db, products.map((p) => [p, { ...p, subcategory: input.name }] as const))),
        ],
      });
    } catch (error) {
      // A product was saved or changed meanwhile: count again.
      if (!(error instanceof ConditionsFailed)) throw error;
      current = await existing(repos, id);
    }
  }
  throw conflict(BUSY);
}

export async function deleteSubcategory(repos: Repositories, id: string): Promise<SubcategoryRecord> {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const current = await existing(repos, id);
    const usesSeen = await repos.subcategories.usesVersion(id);
    const products = await productsUsing(repos, current);
    if (products.length > 0) {
      const them = products.length === 1 ? "it" : "them";
      throw conflict(
        `This subcategory is used by ${productCount(products.length)}. Move ${them} to another subcategory or delete ${them} first.`,
      );
    }
    try {
      return await repos.subcategories.remove(id, { seen: current, usesSeen });
    } catch (error) {
      if (!(error instanceof ConditionsFailed)) throw error;
    }
  }
  throw conflict(BUSY);
}

export interface BulkResult {
  id: string;
  ok: boolean;
  error?: string;
}

/** Each operation on its own: some may succeed while others are refused, and each is reported. */
export async function bulkSubcategories(repos: Repositories, request: SubcategoryBulk): Promise<BulkResult[]> {
  const results: BulkResult[] = [];
  for (const { id } of request.operations) {
    try {
      await deleteSubcategory(repos, id);
      results.push({ id, ok: true });
    } catch (error) {
      if (error instanceof ShopError) {
        results.push({ id, ok: false, error: error.message });
      } else {
        console.error("bulk subcategory delete failed:", id, error);
        results.push({ id, ok: false, error: "Could not delete this subcategory just now. Please try again." });
      }
    }
  }
  return results;
}
