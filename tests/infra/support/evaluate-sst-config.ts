import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { build, type Plugin } from "esbuild";
import { REPO_ROOT } from "../../support/lambda-bundle.js";
import { createStandIns, type ComponentKind, type RecordedComponent, type RecordedTrigger, type SstApp } from "./sst-stand-ins.js";

export interface EvaluatedStack {
  stage: string;
  /** What `app()` returned for this stage. */
  app: Record<string, unknown>;
  /** What `run()` returned (the stack's printed outputs). */
  outputs: Record<string, unknown>;
  components: RecordedComponent[];
  /** Stream subscriptions: what invokes a function besides a URL and a Cron. */
  triggers: RecordedTrigger[];
  one(kind: ComponentKind): RecordedComponent;
  all(kind: ComponentKind): RecordedComponent[];
  /** The recorded component a stand-in object belongs to (a Router `instance`, a `link` entry). */
  of(component: unknown): RecordedComponent;
}

const GLOBAL_NAMES = ["$config", "$app", "$dev", "$interpolate", "$resolve", "sst", "aws"] as const;

/** Swaps infra/cloud/domains.ts for a given map, to see the Router with and without a domain. */
function customDomainsPlugin(domains: Record<string, unknown>): Plugin {
  return {
    name: "custom-domains",
    setup(pluginBuild) {
      pluginBuild.onLoad({ filter: /infra[\\/]cloud[\\/]domains\.ts$/ }, () => ({
        contents: `export const CUSTOM_DOMAINS = ${JSON.stringify(domains)};`,
        loader: "ts",
      }));
    },
  };
}

/**
 * Compiles sst.config.ts with everything it imports (as the sst CLI does, with esbuild) and
 * runs `app()` and `run()` for one stage against the recording stand-ins.
 */
export async function evaluateSstConfig(
  stage: string,
  options: { customDomains?: Record<string, unknown>; /** Another config's text, evaluated from the repository root instead of sst.config.ts. */ source?: string } = {},
): Promise<EvaluatedStack> {
  const outDir = mkdtempSync(join(tmpdir(), "sst-config-"));
  const outfile = join(outDir, "sst.config.mjs");
  const result = await build({
    absWorkingDir: REPO_ROOT,
    ...(options.source ? { stdin: { contents: options.source, resolveDir: REPO_ROOT, loader: "ts" as const } } : { entryPoints: ["sst.config.ts"] }),
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    write: false,
    logLevel: "silent",
    plugins: options.customDomains ? [customDomainsPlugin(options.customDomains)] : [],
  });
  writeFileSync(outfile, result.outputFiles[0]!.text);

  const appName = "rangrez";
  const { globals, recorded, triggers } = createStandIns(stage, appName);
  const scope = globalThis as Record<string, unknown>;
  Object.assign(scope, globals);
  try {
    const config = (await import(pathToFileURL(outfile).href)).default as SstApp;
    const app = config.app({ stage });
    const outputs = (await config.run()) ?? {};
    const all = (kind: ComponentKind) => recorded.filter((c) => c.kind === kind);
    return {
      stage,
      app,
      outputs,
      components: recorded,
      triggers,
      all,
      one(kind) {
        const found = all(kind);
        if (found.length !== 1) throw new Error(`Expected one ${kind}, found ${found.length}`);
        return found[0]!;
      },
      of(component) {
        const found = recorded.find((c) => c.component === component);
        if (!found) throw new Error("Not a component of this stack");
        return found;
      },
    };
  } finally {
    for (const name of GLOBAL_NAMES) delete scope[name];
    rmSync(outDir, { recursive: true, force: true });
  }
}
