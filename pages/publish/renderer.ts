import { existsSync } from "node:fs";
import { copyFile, readFile } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { Screen, SitePage } from "../render/site-pages.js";
import { PAGE_DATA_ID } from "../render/page-data.js";
import type { PageToRender } from "../render/render-page.js";
import { inlineStylesheets, linkedStylesheets } from "./inline-styles.js";
import { SPA_FALLBACK_KEY } from "./page-store.js";

// The page renderer built from pages/render (Vite's server-side build), with the SPA build
// it renders into: its index.html as the template, its manifest for each screen's files.

export type RenderPage = (page: SitePage) => Promise<string>;

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const SCREEN_SOURCES: Record<Screen, string | null> = {
  home: null,
  listing: "src/features/catalogue/ListingPage.tsx",
  product: "src/features/product/ProductPage.tsx",
  policy: "src/features/policies/PolicyPage.tsx",
};

/** A screen's own scripts and stylesheets, beyond what the entry (index.html) already brings. */
function screenAssets(manifest: Manifest, source: string | null): { styles: string[]; scripts: string[] } {
  const entry = new Set<string>();
  const collect = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const imported of manifest[key]!.imports ?? []) collect(imported, into);
  };
  collect("index.html", entry);
  // The app itself, which the entry imports after the first paint (the build preloads it too).
  // Keys are relative to Vite's root (web/).
  collect("../pages/take-over/start.tsx", entry);
  const own = new Set<string>();
  if (source) collect(source, own);
  const chunks = [...own].filter((key) => !entry.has(key)).map((key) => manifest[key]!);
  return {
    scripts: chunks.map((chunk) => `/${chunk.file}`),
    styles: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].map((file) => `/${file}`),
  };
}

export async function loadPageRenderer(staticDir: string, rendererDir: string): Promise<RenderPage> {
  const spa = join(staticDir, SPA_FALLBACK_KEY);
  // The build's index.html becomes the home page; its pristine copy is the template and the fallback.
  if (!existsSync(spa)) await copyFile(join(staticDir, "index.html"), spa);
  const template = await readFile(spa, "utf8");
  if (template.includes(`id="${PAGE_DATA_ID}"`)) throw new Error(`${spa} is a rendered page, not the built SPA: build the storefront again.`);
  const manifest = JSON.parse(await readFile(join(staticDir, ".vite", "manifest.json"), "utf8")) as Manifest;
  const module = (await import(pathToFileURL(join(rendererDir, "render-page.js")).href)) as {
    renderPage(template: string, page: PageToRender): Promise<string>;
  };
  const assets = Object.fromEntries(
    (Object.keys(SCREEN_SOURCES) as Screen[]).map((screen) => [screen, screenAssets(manifest, SCREEN_SOURCES[screen])]),
  ) as Record<Screen, { styles: string[]; scripts: string[] }>;
  const stylesheets = [...new Set([...linkedStylesheets(template), ...Object.values(assets).flatMap((screen) => screen.styles)])];
  const css = new Map(await Promise.all(stylesheets.map(async (href) => [href, await readFile(join(staticDir, href), "utf8")] as const)));
  const render: RenderPage = async (page) =>
    inlineStylesheets(
      await module.renderPage(template, { path: page.path, products: page.products, product: page.product, total: page.total, collections: page.collections, head: page.head, ...assets[page.screen] }),
      css,
    );
  // The app keeps module state while it renders (the catalogue store primed with the page's
  // products), so pages are rendered one at a time; their reads and writes still overlap.
  let previous: Promise<unknown> = Promise.resolve();
  return (page) => {
    const next = previous.then(() => render(page));
    previous = next.catch(() => undefined);
    return next;
  };
}
