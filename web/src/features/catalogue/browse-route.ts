// What a listing route (/dress, /saree/banarasi, /material/silk...) is called on screen.
import { BROWSE_CATEGORIES, type BrowseCategory } from "@shared/catalogue.js";
import { indianGrouping } from "@shared/indian-grouping.js";

export function isBrowseCategory(value: string | undefined): value is BrowseCategory {
  return value !== undefined && Object.hasOwn(BROWSE_CATEGORIES, value);
}

export const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** Heading and a short line above it: "Cotton Dresses", "Banarasi Sarees", "Silk". */
export function browseHeading(category: BrowseCategory, type: string | undefined): { eyebrow: string; title: string } {
  const label = BROWSE_CATEGORIES[category].label;
  if (category === "material") {
    return type ? { eyebrow: "Shop by material", title: capitalise(type) } : { eyebrow: "Shop by material", title: "All materials" };
  }
  return type ? { eyebrow: label, title: `${capitalise(type)} ${label}` } : { eyebrow: "Collection", title: label };
}

export function itemCount(count: number): string {
  return `${indianGrouping(count)} ${count === 1 ? "item" : "items"}`;
}

/** The path a browse link goes to. */
export function browsePath(category: BrowseCategory, type?: string): string {
  return type ? `/${category}/${encodeURIComponent(type)}` : `/${category}`;
}
