// sitemap.xml and robots.txt: what crawlers may read, and every page worth finding.

export interface SitemapEntry {
  /** Absolute address. */
  loc: string;
  /** ISO date-time of the last change, when known. */
  lastModified?: string;
}

const xmlText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    (entry) => `  <url><loc>${xmlText(entry.loc)}</loc>${entry.lastModified ? `<lastmod>${xmlText(entry.lastModified)}</lastmod>` : ""}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/** The sitemap protocol's limits for one file: 50,000 addresses and 50 MB (a margin kept under the bytes). */
export const SITEMAP_LIMITS = { addresses: 50_000, bytes: 45 * 1024 * 1024 };

/** The address crawlers are given (robots.txt): the one sitemap, or the index of the files. */
export const SITEMAP_KEY = "sitemap.xml";
const partKey = (n: number) => `sitemap-${n}.xml`;

/** One file of the sitemap, as the page store keeps it. */
export interface SitemapFile {
  key: string;
  body: string;
}

export function sitemapIndexXml(locs: readonly string[]): string {
  const items = locs.map((loc) => `  <sitemap><loc>${xmlText(loc)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join("\n")}\n</sitemapindex>\n`;
}

/**
 * The sitemap as files: within the limits, one sitemap.xml as before; beyond them sitemap.xml is an
 * index naming sitemap-1.xml, sitemap-2.xml... each within the limits.
 */
export function sitemapFiles(origin: string, entries: readonly SitemapEntry[], limits = SITEMAP_LIMITS): SitemapFile[] {
  const parts: SitemapEntry[][] = [[]];
  let bytes = 0;
  for (const entry of entries) {
    const size = Buffer.byteLength(entry.loc) * 2 + 80;
    const part = parts.at(-1)!;
    if (part.length === limits.addresses || (part.length > 0 && bytes + size > limits.bytes)) {
      parts.push([entry]);
      bytes = size;
    } else {
      part.push(entry);
      bytes += size;
    }
  }
  if (parts.length === 1) return [{ key: SITEMAP_KEY, body: sitemapXml(entries) }];
  const files = parts.map((part, index) => ({ key: partKey(index + 1), body: sitemapXml(part) }));
  return [{ key: SITEMAP_KEY, body: sitemapIndexXml(files.map((file) => `${origin}/${file.key}`)) }, ...files];
}

/** Crawlers keep out of the admin area, shoppers' own pages and the API. */
export function robotsTxt(origin: string): string {
  return ["User-agent: *", "Disallow: /admin", "Disallow: /admin-login", "Disallow: /profile", "Disallow: /api/", "", `Sitemap: ${origin}/${SITEMAP_KEY}`, ""].join("\n");
}
