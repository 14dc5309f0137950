import { cpSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildStorefront as buildInto, rendererDirOf } from "../../pages/build/build-storefront.js";

/**
 * The same Vite builds as `npm start` (the SPA and the page renderer), into a folder of the
 * caller's own (so a test run never swaps files under a shop someone is running from dist/web in
 * the same tree). Returns the folder; the renderer sits next to it (rendererDirOf).
 */
export async function buildStorefront(): Promise<string> {
  const staticDir = mkdtempSync(join(tmpdir(), "rangrez-web-"));
  await buildInto(staticDir);
  return staticDir;
}

/**
 * A copy of a storefront built before, in a folder of the caller's own: a shop renders its pages
 * into its storefront's folder, so shops side by side (the e2e lanes) each need one.
 */
export function copyStorefront(builtDir: string): string {
  const staticDir = mkdtempSync(join(tmpdir(), "rangrez-web-"));
  cpSync(builtDir, staticDir, { recursive: true });
  cpSync(rendererDirOf(builtDir), rendererDirOf(staticDir), { recursive: true });
  return staticDir;
}
