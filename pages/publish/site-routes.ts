import { COLLECTIONS_FOLDER } from "@shared/collections.js";
import { catalogueWidePages } from "../render/site-pages.js";

/**
 * The site's folders that hold rendered pages: every product page, listing (a subcategory's under
 * /collections) and policy lives under
 * one of these. SST's Router serves a folder it knows from the bucket (`<path>/index.html`); it
 * learns the folders of the build it uploads, and these are added to them (StaticSite's
 * `assets.routes`, infra/cloud/site.ts) because the pages are written after the upload.
 */
export function pageFolders(): string[] {
  const folders = catalogueWidePages([], "").flatMap((page) => page.path.split("/")[1] || []);
  // Collections come and go with the admin's subcategories, all under one folder known at deploy.
  return [...new Set([...folders, "product", COLLECTIONS_FOLDER])].sort();
}
