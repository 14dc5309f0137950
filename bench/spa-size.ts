import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { round } from "./stats.js";

/**
 * What the home page downloads before it can be used: the entry script, the app it imports and
 * every chunk those need, and its stylesheets, gzip-compressed as a CDN sends them. Read from
 * the build's own index.html (kept as spa.html once pages are rendered), which names them all; a
 * pre-rendered page fetches the same files, the app's just after its first paint.
 */
export function measureSpaSize(distDir = "dist/web") {
  const built = existsSync(join(distDir, "spa.html")) ? "spa.html" : "index.html";
  const html = readFileSync(join(distDir, built), "utf8");
  const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g), ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map((m) => m[1]!);
  const styles = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((m) => m[1]!);
  const gzipKb = (files: string[]) => round(files.reduce((sum, file) => sum + gzipSync(readFileSync(join(distDir, file))).length, 0) / 1024, 1);
  return { initialJsGzipKb: gzipKb([...new Set(scripts)]), initialCssGzipKb: gzipKb([...new Set(styles)]), files: [...new Set([...scripts, ...styles])] };
}
