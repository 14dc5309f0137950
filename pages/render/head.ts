import { BRAND_NAME } from "@shared/catalogue.js";

// The <head> of a pre-rendered page: title, description, canonical address, share previews
// (Open Graph, Twitter) and structured data (JSON-LD). Pure: strings in, HTML out.

export interface SharePicture {
  url: string;
  width?: number;
  height?: number;
  /** Its MIME type when known (a shop photo's share picture: image/jpeg). */
  type?: string;
  alt: string;
}

export interface PageHead {
  title: string;
  description: string;
  /** Absolute address of the page. */
  canonical: string;
  ogType: "website" | "product";
  picture?: SharePicture;
  /** Price in rupees as the shop shows it (product pages). */
  price?: number;
  /** JSON-LD objects, each written as its own script. */
  structuredData: object[];
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

/** JSON inside a <script>: nothing in it may close the script or open a comment. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}

/** Shares show the first line or two: a description cut at a word near 160 characters. */
export function shortDescription(text: string, limit = 160): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= limit) return flat;
  const cut = flat.slice(0, limit - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), limit / 2))}…`;
}

export function headTags(head: PageHead): string {
  const meta = (attribute: "name" | "property", key: string, value: string | number | undefined) =>
    value === undefined || value === "" ? "" : `<meta ${attribute}="${key}" content="${escapeHtml(String(value))}" />`;
  const picture = head.picture;
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta("name", "description", head.description),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    meta("property", "og:site_name", BRAND_NAME),
    meta("property", "og:type", head.ogType),
    meta("property", "og:title", head.title),
    meta("property", "og:description", head.description),
    meta("property", "og:url", head.canonical),
    meta("property", "og:locale", "en_IN"),
    meta("property", "og:image", picture?.url),
    meta("property", "og:image:width", picture?.width),
    meta("property", "og:image:height", picture?.height),
    meta("property", "og:image:type", picture?.type),
    meta("property", "og:image:alt", picture?.alt),
    meta("property", "product:price:amount", head.price === undefined ? undefined : head.price.toFixed(2)),
    meta("property", "product:price:currency", head.price === undefined ? undefined : "INR"),
    meta("name", "twitter:card", picture ? "summary_large_image" : "summary"),
    meta("name", "twitter:title", head.title),
    meta("name", "twitter:description", head.description),
    meta("name", "twitter:image", picture?.url),
    meta("name", "twitter:image:alt", picture?.alt),
    ...head.structuredData.map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  ]
    .filter(Boolean)
    .join("\n    ");
}
