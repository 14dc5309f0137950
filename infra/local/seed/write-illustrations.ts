// Writes the demo catalogue's pictures into web/public/images/catalogue/ (committed, so the shop
// works offline and the build just copies them). Run: npx tsx infra/local/seed/write-illustrations.ts
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, posix, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { ProductInput } from "@functions/data/products.js";
import { DEMO_PRODUCTS } from "./catalogue.js";
import { illustrationFor, renderIllustration } from "./illustration.js";

export const PUBLIC_DIR = resolve(dirname(fileURLToPath(import.meta.url)), "../../../web/public");

export interface CatalogueImage {
  /** The site-relative URL the product names, e.g. /images/catalogue/x-1.svg. */
  url: string;
  svg: string;
}

/** Every image the catalogue names, each drawn from its product; the position picks the view. */
export function catalogueIllustrations(products: readonly ProductInput[] = DEMO_PRODUCTS): CatalogueImage[] {
  return products.flatMap((product) =>
    product.images.map((url, variant) => ({ url, svg: renderIllustration(illustrationFor(product, variant)) })),
  );
}

function main() {
  const images = catalogueIllustrations();
  const dirs = new Set(images.map((image) => join(PUBLIC_DIR, posix.dirname(image.url))));
  const wanted = new Set(images.map((image) => join(PUBLIC_DIR, image.url)));
  for (const dir of dirs) {
    mkdirSync(dir, { recursive: true });
    // Pictures of renamed or removed products would otherwise linger in the commit.
    for (const file of readdirSync(dir)) {
      if (file.endsWith(".svg") && !wanted.has(join(dir, file))) rmSync(join(dir, file));
    }
  }
  let bytes = 0;
  for (const image of images) {
    writeFileSync(join(PUBLIC_DIR, image.url), image.svg);
    bytes += Buffer.byteLength(image.svg);
  }
  console.log(`Wrote ${images.length} illustrations (${(bytes / 1024).toFixed(1)} KB) under ${PUBLIC_DIR}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) main();
