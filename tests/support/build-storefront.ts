import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

/**
 * The same Vite build as `npm start`, into a folder of the caller's own (so a test run never swaps
 * files under a shop someone is running from dist/web in the same tree). Returns the folder.
 */
export async function buildStorefront(): Promise<string> {
  const staticDir = mkdtempSync(join(tmpdir(), "rangrez-web-"));
  const { build } = await import("vite");
  // Vitest sets NODE_ENV=test, which Vite would honour with React's development build; `npm start`
  // runs without it and gets the production one.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    await build({ configFile: resolve("vite.config.ts"), logLevel: "warn", mode: "production", build: { outDir: staticDir, emptyOutDir: true } });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  return staticDir;
}
