import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { round } from "./stats.js";

// What a screen loaded on demand adds to what the first page already has: its chunk and every
// chunk it imports statically that the home page did not load, gzip-compressed as a CDN sends
// them. Read from Vite's manifest (vite.config.ts has `manifest: true`).

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

/** The checkout's form (web/src/features/checkout/CheckoutForm.tsx), opened from the bag. */
export const CHECKOUT_SOURCE = "src/features/checkout/CheckoutForm.tsx";

/**
 * The checkout screen's own script before issue 44's WhatsApp box: 45.4 KB gzip, measured with this
 * code on a build of bd68cfad (the commit before the box). What WhatsApp adds may be 8 KB at most.
 */
export const CHECKOUT_JS_BEFORE_WHATSAPP_KB = 45.4;
export const WHATSAPP_CHECKOUT_BUDGET_KB = 8;

/** `firstFiles`: what the home page loads (measureSpaSize's files), which the screen finds already there. */
export function measureRouteJs(source: string, firstFiles: readonly string[], distDir = "dist/web"): { gzipKb: number; files: string[] } {
  const manifestFile = [join(distDir, ".vite/manifest.json"), join(distDir, "manifest.json")].find(existsSync);
  if (!manifestFile) throw new Error(`No Vite manifest in ${distDir}: build the storefront first`);
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Record<string, ManifestChunk>;
  const staticClosure = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) staticClosure(imported, seen);
    return seen;
  };
  if (!manifest[source]) throw new Error(`${source} is not a chunk of its own in the build`);
  const first = new Set(firstFiles.map((file) => file.replace(/^\//, "")));
  const own = [...staticClosure(source)].map((key) => manifest[key]!.file).filter((file) => !first.has(file));
  const bytes = own.reduce((sum, file) => sum + gzipSync(readFileSync(join(distDir, file))).length, 0);
  return { gzipKb: round(bytes / 1024, 1), files: own };
}
