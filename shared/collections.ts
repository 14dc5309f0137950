// Every active subcategory has a listing of its own and a place in the menus (issue 22 item 9): the
// Dress and Saree subcategories at /dress and /saree as before, any other at /collections/<slug>,
// so a subcategory an admin creates ("Kurta Sets") is reachable the moment it is saved.
import { SUBCATEGORY_CATEGORIES } from "./catalogue.js";
import type { Subcategory } from "./schemas/subcategory-record.js";

/** The folder of the subcategories' own listings. */
export const COLLECTIONS_FOLDER = "collections";

/** Subcategories whose listing is a browsing root of its own (/dress, /saree). */
const ROOT_LISTINGS: readonly string[] = ["dress", "saree"];

/** The address word of a name: "Kurta Sets" → kurta-sets, "Lehengas & Cholis" → lehengas-cholis. */
export function collectionSlug(name: string): string {
  return name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** Where a subcategory's products are listed. */
export function collectionPath(name: string): string {
  const slug = collectionSlug(name);
  return ROOT_LISTINGS.includes(slug) ? `/${slug}` : `/${COLLECTIONS_FOLDER}/${slug}`;
}

/** The slug of a /collections/<slug> address, or undefined for any other. */
export function collectionOfPath(path: string): string | undefined {
  const [, folder, slug, ...rest] = path.split("/");
  return folder === COLLECTIONS_FOLDER && slug && rest.length === 0 ? slug : undefined;
}

/** A product is in the collection when its subcategory's name has that slug. */
export function inCollection(product: { subcategory?: string }, slug: string): boolean {
  return collectionSlug(product.subcategory ?? "") === slug;
}

/** What a menu and a listing need of a subcategory. */
export type ShopCollection = Pick<Subcategory, "name" | "category" | "description" | "sortOrder">;

export interface CollectionGroup {
  category: string;
  collections: Array<ShopCollection & { path: string }>;
}

/**
 * The active subcategories as the menus list them: by category (clothing first, as the form
 * offers them), each in its sortOrder, then by name; one entry per address.
 */
export function collectionGroups(subcategories: readonly (ShopCollection & { isActive?: boolean })[]): CollectionGroup[] {
  const seen = new Set<string>();
  const rank = (category: string) => {
    const at = (SUBCATEGORY_CATEGORIES as readonly string[]).indexOf(category);
    return at === -1 ? SUBCATEGORY_CATEGORIES.length : at;
  };
  const sorted = subcategories
    .filter((s) => s.isActive !== false && collectionSlug(s.name) !== "")
    .sort((a, b) => rank(a.category) - rank(b.category) || a.sortOrder - b.sortOrder || a.name.localeCompare(b.name));
  const groups: CollectionGroup[] = [];
  for (const subcategory of sorted) {
    const path = collectionPath(subcategory.name);
    if (seen.has(path)) continue;
    seen.add(path);
    const { name, category, description, sortOrder } = subcategory;
    let group = groups.at(-1);
    if (group?.category !== category) groups.push((group = { category, collections: [] }));
    group.collections.push({ name, category, description, sortOrder, path });
  }
  return groups;
}

/** The collection at a slug, among the subcategories known. */
export function collectionAt(subcategories: readonly ShopCollection[], slug: string): ShopCollection | undefined {
  return subcategories.find((s) => collectionSlug(s.name) === slug);
}
