import { existsSync } from "node:fs";
import { join } from "node:path";
import { tableSearchIndex } from "@functions/catalogue/search-index-store.js";
import type { Repositories } from "@functions/data/repositories.js";
import { localPageStore } from "./local-page-store.js";
import { createPagePublisher, type PagePublisher } from "./publisher.js";
import { readActiveCatalogue, readActiveCollections, readTopReviews } from "./read-catalogue.js";
import { loadPageRenderer } from "./renderer.js";
import { rendererDirOf } from "../build/build-storefront.js";

/**
 * Renders every page into the build output the local server serves, and returns the publisher
 * that renders them again after a save. Without a page renderer next to the build (Vite's dev
 * server, or a build made before pages existed) the shop runs as a plain SPA and says so.
 */
export async function startPagePublisher(options: { repos: Repositories; staticDir: string; origin: string }): Promise<PagePublisher | undefined> {
  const rendererDir = rendererDirOf(options.staticDir);
  if (!existsSync(join(rendererDir, "render-page.js")) || !existsSync(join(options.staticDir, "index.html"))) {
    console.warn(`No page renderer at ${rendererDir}: pages are not pre-rendered (build the storefront with pages/build/build-storefront.ts).`);
    return undefined;
  }
  const publisher = createPagePublisher({
    readCatalogue: () => readActiveCatalogue(options.repos),
    readReviews: (id) => readTopReviews(options.repos, id),
    readCollections: () => readActiveCollections(options.repos),
    render: await loadPageRenderer(options.staticDir, rendererDir),
    store: localPageStore(options.staticDir),
    searchIndex: tableSearchIndex(options.repos.db),
    origin: options.origin,
    log: (message) => console.log(message),
  });
  await publisher.publish();
  return publisher;
}
