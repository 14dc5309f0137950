import { resolve } from "node:path";

/** Where the page renderer (the server-side build of pages/render) goes for a storefront build. */
export const rendererDirOf = (staticDir: string) => `${staticDir.replace(/\/+$/, "")}-renderer`;

/**
 * The storefront's two Vite builds: the SPA into staticDir (with its manifest, which says which
 * files each screen needs), and the page renderer next to it, from the same sources and settings.
 */
export async function buildStorefront(staticDir = resolve("dist/web")): Promise<void> {
  const { build } = await import("vite");
  const configFile = resolve("vite.config.ts");
  // Vitest sets NODE_ENV=test, which Vite would honour with React's development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    await build({ configFile, logLevel: "warn", mode: "production", build: { outDir: staticDir, emptyOutDir: true } });
    await build({
      configFile,
      logLevel: "warn",
      mode: "production",
      // Self-contained (React and the rest bundled in, in their production builds), so the page
      // publisher can run it where there is no node_modules: a Lambda (pages/publish/bucket-renderer.ts).
      ssr: { noExternal: true },
      define: { "process.env.NODE_ENV": JSON.stringify("production") },
      build: { ssr: resolve("pages/render/render-page.tsx"), outDir: rendererDirOf(staticDir), emptyOutDir: true, manifest: false, copyPublicDir: false },
    });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}
