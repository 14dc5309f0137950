import { copyFileSync, mkdirSync, rmSync, symlinkSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build, type Metafile } from "esbuild";
import { LAMBDA_COPY_FILES } from "../../infra/cloud/copy-files.js";
import { LAMBDA_INSTALL, NODEJS_BUNDLING } from "../../infra/cloud/nodejs-bundling.js";

// The Lambda bundles built the way `sst deploy` builds a Node function (pkg/runtime/node/build.go
// in SST): ESM, minified, platform node, target ES2023 for nodejs22.x, `keepNames`, SST's banner
// that gives ESM code a `require`, `__filename` and `__dirname` (some CommonJS dependencies reach
// for them), and with `splitting` the entry as bundle.mjs and every chunk as .mjs beside it. SST
// also writes a source map but leaves it out of the zip, so none is built here. Tests and the
// cold-start benchmark use these builds, so what they measure is what Lambda would load.
//
// @aws-sdk is bundled, not left to the runtime (SST's default too): Lambda's Node 22 image
// ships an SDK v3 whose version moves under us without a deploy, and the DynamoDB document
// client's marshalling is exactly what the tests pin against DynamoDB Local. Bundling costs
// size; `npx tsx bench/cold-start.ts` measures both choices.

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

const SST_ESM_BANNER = [
  `import { createRequire as topLevelCreateRequire } from 'module';`,
  `const require = topLevelCreateRequire(import.meta.url);`,
  `import { fileURLToPath as topLevelFileUrlToPath, URL as topLevelURL } from "url"`,
  `const __filename = topLevelFileUrlToPath(import.meta.url)`,
  `const __dirname = topLevelFileUrlToPath(new topLevelURL(".", import.meta.url))`,
].join("\n");

/** Where the room goes: an npm package, or a folder of this repository. */
export interface SourceShare {
  source: string;
  bytes: number;
}

export interface LambdaBundle {
  /** The handler as the SST config names it, e.g. `functions/lambda/api.handler`. */
  handler: string;
  /** The built `bundle.mjs`; its chunks sit beside it. */
  file: string;
  /** What a cold start loads before it can answer: bundle.mjs and every chunk it imports statically. */
  startBytes: number;
  /** Everything in the function's package: the start, plus chunks imported on first use. */
  totalBytes: number;
  /** Repository-relative paths of the source files loaded at start. */
  startInputs: string[];
  /** Repository-relative paths of every source file in the package. */
  inputs: string[];
  /** The start's bytes by package or folder, largest first (from esbuild's metafile). */
  startShares: SourceShare[];
  /** Chunks loaded only when code first asks for them, largest first, each with its three largest sources. */
  lazyChunks: Array<{ file: string; bytes: number; sources: SourceShare[] }>;
  /** What the entry module exports (the handler must be among them). */
  exports: string[];
}

/** `functions/lambda/api.handler` → the source file and the export Lambda calls. */
export function handlerSource(handler: string): { file: string; exportName: string } {
  const dot = handler.lastIndexOf(".");
  return { file: `${handler.slice(0, dot)}.ts`, exportName: handler.slice(dot + 1) };
}

/** A folder name for a handler's build: `functions/lambda/api.handler` → `functions-lambda-api`. */
export function bundleFolder(handler: string): string {
  return handler.slice(0, handler.lastIndexOf(".")).replace(/[^A-Za-z0-9]+/g, "-");
}

export async function buildLambda(
  handler: string,
  options: { outDir: string; externalAwsSdk?: boolean; splitting?: boolean },
): Promise<LambdaBundle> {
  const entry = handlerSource(handler).file;
  const dir = join(options.outDir, bundleFolder(handler));
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const splitting = options.splitting ?? NODEJS_BUNDLING.splitting;
  // As SST's `install` puts such packages in the function's node_modules (here from this
  // repository's copy), and leaves them out of the bundle.
  const installed = LAMBDA_INSTALL[handler] ?? [];
  for (const pkg of installed) {
    mkdirSync(join(dir, "node_modules", dirname(pkg)), { recursive: true });
    symlinkSync(join(REPO_ROOT, "node_modules", pkg), join(dir, "node_modules", pkg), "dir");
  }
  const result = await build({
    absWorkingDir: REPO_ROOT,
    entryPoints: [entry],
    ...(splitting ? { outdir: dir, splitting: true, entryNames: "bundle", outExtension: { ".js": ".mjs" } } : { outfile: join(dir, "bundle.mjs") }),
    bundle: true,
    platform: "node",
    format: NODEJS_BUNDLING.format,
    target: "es2023",
    mainFields: ["module", "main"],
    minify: NODEJS_BUNDLING.minify,
    keepNames: true,
    sourcemap: false,
    banner: { js: SST_ESM_BANNER },
    external: [...(options.externalAwsSdk ? ["@aws-sdk/*", "@smithy/*"] : []), ...installed],
    metafile: true,
    logLevel: "silent",
  });
  // As SST's copyFiles: beside the bundle, where the function reads them.
  for (const { from, to } of LAMBDA_COPY_FILES[handler] ?? []) {
    mkdirSync(dirname(join(dir, to)), { recursive: true });
    copyFileSync(resolve(REPO_ROOT, from), join(dir, to));
  }
  return describeBundle(handler, join(dir, "bundle.mjs"), result.metafile);
}

function describeBundle(handler: string, file: string, metafile: Metafile): LambdaBundle {
  const outputs = new Map(Object.entries(metafile.outputs).map(([path, output]) => [resolve(REPO_ROOT, path), output]));
  const entry = outputs.get(resolve(file));
  if (!entry) throw new Error(`esbuild reported no output for ${file}`);

  // The start: the entry and, transitively, what it imports with a static `import`.
  const start = new Set<string>([resolve(file)]);
  const queue = [resolve(file)];
  while (queue.length > 0) {
    for (const imported of outputs.get(queue.pop()!)?.imports ?? []) {
      const path = resolve(REPO_ROOT, imported.path);
      if (imported.kind === "import-statement" && !imported.external && outputs.has(path) && !start.has(path)) {
        start.add(path);
        queue.push(path);
      }
    }
  }

  const code = [...outputs].filter(([path]) => path.endsWith(".mjs"));
  const startOutputs = code.filter(([path]) => start.has(path)).map(([, output]) => output);
  const lazyOutputs = code.filter(([path]) => !start.has(path));
  const inputsOf = (list: Metafile["outputs"][string][]) => [...new Set(list.flatMap((output) => Object.keys(output.inputs)))].sort();

  return {
    handler,
    file,
    startBytes: startOutputs.reduce((sum, output) => sum + output.bytes, 0),
    totalBytes: code.reduce((sum, [, output]) => sum + output.bytes, 0),
    startInputs: inputsOf(startOutputs),
    inputs: inputsOf(code.map(([, output]) => output)),
    startShares: sharesOf(startOutputs),
    lazyChunks: lazyOutputs
      .map(([path, output]) => ({ file: path.slice(dirname(file).length + 1), bytes: output.bytes, sources: sharesOf([output]).slice(0, 3) }))
      .sort((a, b) => b.bytes - a.bytes),
    exports: entry.exports,
  };
}

function sourceOf(input: string): string {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input);
  return inPackage ? inPackage[1]! : input.split("/").slice(0, -1).slice(0, 2).join("/") || input;
}

function sharesOf(outputs: Metafile["outputs"][string][]): SourceShare[] {
  const bytes = new Map<string, number>();
  for (const output of outputs) {
    for (const [input, share] of Object.entries(output.inputs)) bytes.set(sourceOf(input), (bytes.get(sourceOf(input)) ?? 0) + share.bytesInOutput);
  }
  return [...bytes].map(([source, size]) => ({ source, bytes: size })).sort((a, b) => b.bytes - a.bytes);
}
