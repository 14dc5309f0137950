import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { round } from "./stats.js";

/**
 * What the home page downloads before it can render: the entry script, the chunks it
 * preloads and its stylesheets, read from the built index.html, gzip-compressed as a CDN sends them.
 */
export function measureSpaSize(distDir = "dist/web") {
  const html = readFileSync(join(distDir, "index.html"), "utf8");
  const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g), ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map((m) => m[1]!);
  const styles = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((m) => m[1]!);
  const gzipKb = (files: string[]) => round(files.reduce((sum, file) => sum + gzipSync(readFileSync(join(distDir, file))).length, 0) / 1024, 1);
  return { initialJsGzipKb: gzipKb([...new Set(scripts)]), initialCssGzipKb: gzipKb([...new Set(styles)]), files: [...new Set([...scripts, ...styles])] };
}
