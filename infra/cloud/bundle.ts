import { existsSync, mkdirSync, symlinkSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build, type Metafile } from "esbuild";

// The Lambda bundles built the way `sst deploy` builds a Node function (pkg/runtime/node/build.go
// in SST): one ESM file, minified, platform node, `keepNames`, no source map, and SST's banner
// that gives ESM code a `require`, `__filename` and `__dirname` (some CommonJS dependencies
// reach for them). Tests and the cold-start benchmark use these builds, so what they measure
// is what Lambda would load.
//
// @aws-sdk is bundled, not left to the runtime (SST's default too): Lambda's Node 22 image
// ships an SDK v3 whose version moves under us without a deploy, and the DynamoDB document
// client's marshalling is exactly what the tests pin against DynamoDB Local. Bundling costs
// size; `npx tsx bench/cold-start.ts` measures both choices.

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

/** The Lambda entry points, as the SST config names their handlers (path without extension, then the export). */
export const LAMBDA_ENTRIES = {
  api: "functions/lambda/api.handler",
  webhook: "functions/lambda/webhook.handler",
} as const;

export type LambdaName = keyof typeof LAMBDA_ENTRIES;

/** Packages SST installs beside a bundle (`nodejs.install`) instead of bundling: native ones. */
export const LAMBDA_INSTALL: Record<LambdaName, readonly string[]> = { api: ["sharp"], webhook: [] };

const SST_ESM_BANNER = [
  `import { createRequire as topLevelCreateRequire } from 'module';`,
  `const require = topLevelCreateRequire(import.meta.url);`,
  `import { fileURLToPath as topLevelFileUrlToPath, URL as topLevelURL } from "url"`,
  `const __filename = topLevelFileUrlToPath(import.meta.url)`,
  `const __dirname = topLevelFileUrlToPath(new topLevelURL(".", import.meta.url))`,
].join("\n");

export interface LambdaBundle {
  name: LambdaName;
  /** The built `bundle.mjs`. */
  file: string;
  bytes: number;
  /** Repository-relative paths of every source file inside the bundle. */
  inputs: string[];
  /** What the entry module exports (the handler must be among them). */
  exports: string[];
}

/** `functions/lambda/api.handler` → the source file and the export Lambda calls. */
export function handlerSource(handler: string): { file: string; exportName: string } {
  const dot = handler.lastIndexOf(".");
  return { file: `${handler.slice(0, dot)}.ts`, exportName: handler.slice(dot + 1) };
}

export async function buildLambda(name: LambdaName, options: { outDir: string; externalAwsSdk?: boolean }): Promise<LambdaBundle> {
  const entry = handlerSource(LAMBDA_ENTRIES[name]).file;
  const outfile = join(options.outDir, name, "bundle.mjs");
  mkdirSync(dirname(outfile), { recursive: true });
  // As SST's `install` puts them in the function's node_modules (from this repository's copy).
  for (const pkg of LAMBDA_INSTALL[name]) {
    const target = join(dirname(outfile), "node_modules", pkg);
    mkdirSync(dirname(target), { recursive: true });
    if (!existsSync(target)) symlinkSync(join(REPO_ROOT, "node_modules", pkg), target, "dir");
  }
  const result = await build({
    absWorkingDir: REPO_ROOT,
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node22",
    mainFields: ["module", "main"],
    minify: true,
    keepNames: true,
    sourcemap: false,
    banner: { js: SST_ESM_BANNER },
    external: [...(options.externalAwsSdk ? ["@aws-sdk/*", "@smithy/*"] : []), ...LAMBDA_INSTALL[name]],
    metafile: true,
    logLevel: "silent",
  });
  const output = outputFor(result.metafile, outfile);
  return {
    name,
    file: outfile,
    bytes: output.bytes,
    inputs: Object.keys(result.metafile.inputs),
    exports: output.exports,
  };
}

function outputFor(metafile: Metafile, outfile: string) {
  const entry = Object.entries(metafile.outputs).find(([path]) => resolve(REPO_ROOT, path) === resolve(outfile));
  if (!entry) throw new Error(`esbuild reported no output for ${outfile}`);
  return entry[1];
}
