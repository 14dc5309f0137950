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

/** Crawlers keep out of the admin area, shoppers' own pages and the API. */
export function robotsTxt(origin: string): string {
  return ["User-agent: *", "Disallow: /admin", "Disallow: /admin-login", "Disallow: /profile", "Disallow: /api/", "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
}
