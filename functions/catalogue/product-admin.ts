import { productBodySchema, productFieldsSchema, SERVER_OWNED_PRODUCT_FIELDS, type ProductBody } from "../../shared/schemas/product.js";
import { isPlausibleId } from "../../shared/schemas/record-id.js";
import { onHandBySize, stockForSizes, totalStock } from "../../shared/stock.js";
import { freeSizeStock } from "../../shared/saree-blouse.js";
import type { ProductRecord } from "../../shared/schemas/product-record.js";
import type { ProductInput } from "../data/products.js";
import { auditActor, changedFields } from "../data/audit-log.js";
import { newId } from "../data/ids.js";
import type { Repositories } from "../data/repositories.js";
import type { UserRecord } from "../data/users.js";
import { ConditionsFailed, labelled, type LabelledAction } from "../data/transact.js";
import { badRequest, conflict, notFound } from "../errors.js";
import { describeIssue } from "../http/validate.js";
import { claimPhotos } from "../media/photo-claims.js";
import { changedBy } from "../orders/order-status.js";
import type { PhotoStore } from "../media/photo-store.js";
import { subcategoryNamed } from "./subcategory-lookup.js";
import { fabricStockDropped } from "./fabric-stock-switch.js";

const SUBCATEGORY_CHANGED = "The subcategory was renamed or deleted just now. Reload the form and choose it again.";

const EDITABLE = Object.keys(productFieldsSchema.shape).filter((name) => !(SERVER_OWNED_PRODUCT_FIELDS as readonly string[]).includes(name));

/**
 * The stored product's admin-set fields: what an update's body is laid over. Only the form's
 * fields are copied, so an attribute another part of the shop keeps on the item never reads as
 * an unknown field of the admin's save.
 */
export function editableFields(product: ProductRecord): Record<string, unknown> {
  // The owner edits pieces on hand; the product's stockBySize and stock are what shoppers can have.
  const onHand = onHandBySize(product);
  const stored = { ...product, stockBySize: onHand, stock: totalStock(onHand) } as unknown as Record<string, unknown>;
  return Object.fromEntries(EDITABLE.filter((name) => stored[name] !== undefined).map((name) => [name, stored[name]]));
}

/**
 * The product to store, with the subcategory's own spelling, and the transaction actions that
 * make the write fail if that subcategory is renamed or deleted before it lands.
 */
export async function prepare(repos: Repositories, body: ProductBody, photos: PhotoStore, before?: ProductRecord): Promise<{ input: ProductInput; guard: LabelledAction[] }> {
  const { updatedAt, ...fields } = body;
  void updatedAt;
  const subcategory = fields.subcategory === "" ? undefined : await subcategoryNamed(repos, fields.category, fields.subcategory);
  // Last, once everything else is known to be fine: new photos are copied to where they stay.
  const images = await claimPhotos(photos, fields.images, before?.images);
  if (!subcategory) return { input: { ...fields, images }, guard: [] };
  return { input: { ...fields, images, subcategory: subcategory.name }, guard: repos.subcategories.productWriteActions(subcategory) };
}

function subcategoryRaceLost(error: unknown): boolean {
  return error instanceof ConditionsFailed;
}

/** Who an admin is in a stock movement. */
export function movedBy(admin: UserRecord): { by: string; byId: string } {
  return { by: changedBy(admin), byId: admin.id };
}

export async function createProduct(repos: Repositories, body: ProductBody, photos: PhotoStore, admin: UserRecord): Promise<ProductRecord> {
  const { input, guard } = await prepare(repos, body, photos);
  const id = newId(repos.db.now());
  const audit = repos.audit.recordAction(auditActor(admin), { entity: "product", entityId: id, action: "create", after: { ...input } });
  try {
    return await repos.products.create(input, id, [...guard, ...labelled("audit", audit)], movedBy(admin));
  } catch (error) {
    // Only the guard's conditions can fail here (the id is new): the subcategory changed meanwhile.
    if (subcategoryRaceLost(error)) throw conflict(SUBCATEGORY_CHANGED);
    throw error;
  }
}

/**
 * A change to a stored product: fields left out keep their stored values (a form without a field
 * does not reset it), fields sent replace them, and the result must pass the same rules as a new
 * product. Every problem is listed (the CSV import shows them all; a save reports the first).
 */
export function revisedProduct(existing: ProductRecord, sent: Record<string, unknown>): { body: ProductBody } | { problems: string[] } {
  const merged = { ...editableFields(existing), ...sent };
  // A total sent alone is split over the sizes (the stored figures do not outvote it).
  if (!("stockBySize" in sent)) delete merged.stockBySize;
  const result = productBodySchema.safeParse(merged);
  if (!result.success) return { problems: [...new Set(result.error.issues.map(describeIssue))] };
  if ("stockBySize" in sent || "stock" in sent) return { body: result.data };
  // Stock untouched: each size keeps its pieces on hand, a size added now starts at 0. A product
  // made a saree keeps every piece it had, folded into Free size (shared/saree-blouse.ts).
  const stockBySize = result.data.blouse ? freeSizeStock(onHandBySize(existing), 0) : stockForSizes(onHandBySize(existing), 0, result.data.sizes);
  return { body: { ...result.data, stockBySize, stock: totalStock(stockBySize) } };
}

export async function updateProduct(repos: Repositories, id: string, changes: Record<string, unknown>, photos: PhotoStore, admin: UserRecord): Promise<ProductRecord> {
  const existing = isPlausibleId(id) ? await repos.products.get(id) : undefined;
  if (!existing) throw notFound("Product not found");
  const revision = revisedProduct(existing, changes);
  if ("problems" in revision) throw badRequest(revision.problems[0]!);
  const parsed = revision.body;
  const dropped = fabricStockDropped(existing, changes, parsed);
  if (dropped) throw conflict(dropped);
  if (parsed.updatedAt !== undefined && parsed.updatedAt !== existing.updatedAt) {
    throw conflict("This product was changed after you opened it (a sale may have changed its stock). Reload it and save again.");
  }
  const { input, guard } = await prepare(repos, parsed, photos, existing);
  const audit = repos.audit.recordAction(auditActor(admin), productChange(existing, repos.products.revised(existing, input)));
  try {
    return await repos.products.update(id, input, { seen: existing, alongside: [...guard, ...labelled("audit", audit)], by: movedBy(admin) });
  } catch (error) {
    if (subcategoryRaceLost(error)) throw conflict(SUBCATEGORY_CHANGED);
    throw error;
  }
}

/** The audit entry of an edit: the fields the owner changed; a change of pieces on hand alone is a stock count. */
function productChange(existing: ProductRecord, next: ProductRecord) {
  const change = changedFields(editableFields(existing), editableFields(next));
  const onlyStock = Object.keys(change.after).every((name) => name === "stock" || name === "stockBySize");
  return { entity: "product" as const, entityId: existing.id, action: onlyStock ? "stock count" : "update", ...change };
}

export async function deleteProduct(repos: Repositories, id: string, admin: UserRecord): Promise<void> {
  if (!isPlausibleId(id)) throw notFound("Product not found");
  await repos.products.remove(id, (existing) => [
    ...labelled("audit", repos.audit.recordAction(auditActor(admin), { entity: "product", entityId: id, action: "delete", before: { name: existing.name, price: existing.price, stock: existing.stock } })),
  ]);
}
