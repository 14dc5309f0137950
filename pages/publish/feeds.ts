import { BRAND_NAME } from "@shared/catalogue.js";
import { sharePicture } from "@shared/media.js";
import type { Product } from "@shared/schemas/product-record.js";
import { productId } from "@/lib/product-id.js";
import { productPath } from "../render/site-pages.js";

// The shopping feeds (issue 27): Google Merchant Center (RSS 2.0 with the g: namespace) and the
// Meta catalogue (CSV). One item per product and size, the sizes of one product grouped by
// `item_group_id`, so Google and Instagram show the size a shopper can buy. Made by the page
// publisher with the sitemap from the same active catalogue, so they change when it changes.

/**
 * Google's product taxonomy for what the shop sells (apparel must be this specific). Google takes
 * an id or the full path; the ids of Clothing and Dresses are checked against the published
 * taxonomy, the traditional category's was not, so it goes as its path, which Google reads as well.
 */
export const GOOGLE_CATEGORY = {
  /** Apparel & Accessories > Clothing > Dresses */
  dress: "2271",
  traditional: "Apparel & Accessories > Clothing > Traditional & Ceremonial Clothing",
  /** Apparel & Accessories > Clothing */
  clothing: "1604",
} as const;

/** The published limits the feeds keep to (Google's product data specification, Meta's catalogue fields). */
export const FEED_LIMITS = { id: 50, googleTitle: 150, metaTitle: 200, googleDescription: 5000, metaDescription: 9999, attribute: 100, material: 200 } as const;

/** One item of a feed: a product in one size, in the words both feeds share. */
export interface FeedItem {
  id: string;
  itemGroupId: string;
  title: string;
  description: string;
  link: string;
  imageLink: string;
  additionalImageLinks: string[];
  /** The MRP, "1299.00 INR". */
  price: string;
  /** What the shop sells it for when below the MRP. */
  salePrice?: string;
  inStock: boolean;
  brand: string;
  color: string;
  size: string;
  material: string;
  googleProductCategory: string;
}

/** Control characters and runs of blanks are not text a feed can carry. */
const clean = (text: string) =>
  [...text]
    .map((c) => (c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127 ? " " : c))
    .join("")
    .replace(/\s+/g, " ")
    .trim();
const cut = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);
/** Rupees as the feeds write them: "1299.00 INR". */
export const feedPrice = (rupees: number) => `${(Math.round(rupees * 100) / 100).toFixed(2)} INR`;

function categoryOf(product: Product): string {
  const sub = product.subcategory.toLowerCase();
  if (sub.includes("dress")) return GOOGLE_CATEGORY.dress;
  if (sub.includes("saree") || sub.includes("lehenga") || sub.includes("kurta")) return GOOGLE_CATEGORY.traditional;
  return GOOGLE_CATEGORY.clothing;
}

const absolute = (origin: string, image: string) => (/^https?:\/\//.test(image) ? image : `${origin}${image.startsWith("/") ? "" : "/"}${image}`);
/** A shop photo goes out as its JPEG share picture (feeds refuse SVG and WebP-only links); anything else as it is. */
const feedImage = (origin: string, image: string) => absolute(origin, sharePicture(image)?.url ?? image);

/** Each active product's sizes as feed items, in catalogue order. */
export function feedItems(catalogue: readonly Product[], origin: string): FeedItem[] {
  return catalogue.flatMap((product) => {
    const group = productId(product);
    const images = (product.images ?? []).map((image) => feedImage(origin, image));
    const mrp = product.originalPrice && product.originalPrice > product.price ? product.originalPrice : product.price;
    const description = clean(product.description) || `${product.name} from ${BRAND_NAME}.`;
    return product.sizes.map((size): FeedItem => {
      const sizeId = size.replace(/[^A-Za-z0-9]+/g, "");
      return {
        id: `${group}-${sizeId}`.slice(0, FEED_LIMITS.id),
        itemGroupId: group,
        title: cut(clean(`${product.name}${product.color ? `, ${product.color}` : ""}, size ${size}`), FEED_LIMITS.googleTitle),
        description: cut(description, FEED_LIMITS.googleDescription),
        link: `${origin}${productPath(product)}`,
        imageLink: images[0] ?? `${origin}/placeholder-product.svg`,
        additionalImageLinks: images.slice(1, 10),
        price: feedPrice(mrp),
        ...(mrp > product.price ? { salePrice: feedPrice(product.price) } : {}),
        inStock: (product.stockBySize?.[size] ?? 0) > 0,
        brand: cut(clean(product.brand) || BRAND_NAME, 70),
        color: cut(clean(product.color) || "Multicolour", FEED_LIMITS.attribute),
        size: cut(clean(size), FEED_LIMITS.attribute),
        material: cut(clean(product.material || product.fabric) || "Cotton", FEED_LIMITS.material),
        googleProductCategory: categoryOf(product),
      };
    });
  });
}

const xml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

/** Google Merchant Center: RSS 2.0, each attribute as a g: element. */
export function googleFeedXml(items: readonly FeedItem[], origin: string): string {
  const element = (name: string, value: string) => `      <g:${name}>${xml(value)}</g:${name}>`;
  const entries = items.map((item) =>
    [
      "    <item>",
      element("id", item.id),
      element("item_group_id", item.itemGroupId),
      element("title", item.title),
      element("description", item.description),
      element("link", item.link),
      element("image_link", item.imageLink),
      ...item.additionalImageLinks.map((link) => element("additional_image_link", link)),
      element("availability", item.inStock ? "in_stock" : "out_of_stock"),
      element("price", item.price),
      ...(item.salePrice ? [element("sale_price", item.salePrice)] : []),
      element("brand", item.brand),
      element("condition", "new"),
      element("gender", "female"),
      element("age_group", "adult"),
      element("color", item.color),
      element("size", item.size),
      element("size_system", "IN"),
      element("material", item.material),
      element("google_product_category", item.googleProductCategory),
      element("identifier_exists", "no"),
      "    </item>",
    ].join("\n"),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">',
    "  <channel>",
    `    <title>${xml(BRAND_NAME)}</title>`,
    `    <link>${xml(origin)}/</link>`,
    `    <description>${xml(`${BRAND_NAME}: ethnic wear for women`)}</description>`,
    ...entries,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}

/** The Meta catalogue's columns, in this order. */
export const META_COLUMNS = [
  "id",
  "item_group_id",
  "title",
  "description",
  "availability",
  "condition",
  "price",
  "sale_price",
  "link",
  "image_link",
  "additional_image_link",
  "brand",
  "gender",
  "age_group",
  "color",
  "size",
  "material",
  "google_product_category",
] as const;

/** A CSV field: quoted when it holds a comma, quote or line end; a leading formula sign is neutralised for spreadsheets. */
const csvField = (value: string) => {
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** Meta catalogue: CSV with a header row, availability in Meta's words. */
export function metaFeedCsv(items: readonly FeedItem[]): string {
  const rows = items.map((item) => {
    const row: Record<(typeof META_COLUMNS)[number], string> = {
      id: item.id,
      item_group_id: item.itemGroupId,
      title: cut(item.title, FEED_LIMITS.metaTitle),
      description: item.description,
      availability: item.inStock ? "in stock" : "out of stock",
      condition: "new",
      price: item.price,
      sale_price: item.salePrice ?? "",
      link: item.link,
      image_link: item.imageLink,
      additional_image_link: item.additionalImageLinks.join(","),
      brand: item.brand,
      gender: "female",
      age_group: "adult",
      color: item.color,
      size: item.size,
      material: item.material,
      google_product_category: item.googleProductCategory,
    };
    return META_COLUMNS.map((column) => csvField(row[column])).join(",");
  });
  return [META_COLUMNS.join(","), ...rows].join("\r\n") + "\r\n";
}

export const GOOGLE_FEED_KEY = "feeds/google.xml";
export const META_FEED_KEY = "feeds/meta.csv";

/** The files of the feeds' `part`-th piece: the first keeps the one address a small shop's feeds have always had; then feeds/google-2.xml, feeds/meta-2.csv… */
export const feedKeys = (part: number) =>
  part === 0 ? { google: GOOGLE_FEED_KEY, meta: META_FEED_KEY } : { google: `feeds/google-${part + 1}.xml`, meta: `feeds/meta-${part + 1}.csv` };
