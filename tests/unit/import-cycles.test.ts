// No module imports itself round a circle (issue 28): a circle makes load order matter, splits
// bundles badly and hides which layer owns a shape. Type-only imports count too: they still tie
// the files' meaning together. Relative imports of the project's own code, resolved as Vite does.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, normalize, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { unalias } from "../../lint/layers.js";

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), "../..");
const SOURCES = ["functions", "shared", "pages", "infra", "web/src", "tests", "bench", "scripts"];
const IMPORT = /^(?:import|export)\s[^'"]*?from\s+["']([^"']+)["']/gm;

function sourceFiles(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [path] : [];
  });
}

function resolveImport(from: string, spec: string): string | undefined {
  const aliased = unalias(spec);
  if (!aliased && !spec.startsWith(".")) return undefined;
  const base = aliased ? relative(ROOT, aliased) : normalize(join(dirname(from), spec));
  const candidates = [base.replace(/\.js$/, ".ts"), base.replace(/\.js$/, ".tsx"), `${base}.ts`, `${base}.tsx`, join(base, "index.ts")];
  return candidates.find((candidate) => existsSync(join(ROOT, candidate)));
}

/** Every circle as the list of its files (Tarjan's strongly connected components larger than one). */
function circles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    onStack.add(file);
    for (const dep of graph.get(file) ?? []) {
      if (!index.has(dep)) {
        visit(dep);
        low.set(file, Math.min(low.get(file)!, low.get(dep)!));
      } else if (onStack.has(dep)) low.set(file, Math.min(low.get(file)!, index.get(dep)!));
    }
    if (low.get(file) === index.get(file)) {
      const component: string[] = [];
      for (let member = stack.pop()!; ; member = stack.pop()!) {
        onStack.delete(member);
        component.push(member);
        if (member === file) break;
      }
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

describe("imports", () => {
  it("form no circle anywhere in the shop's code", () => {
    const graph = new Map<string, string[]>();
    for (const file of SOURCES.flatMap(sourceFiles)) {
      const text = readFileSync(join(ROOT, file), "utf8");
      const deps = [...text.matchAll(IMPORT)].map((m) => resolveImport(file, m[1]!)).filter((dep): dep is string => dep !== undefined);
      graph.set(relative(".", file), deps);
    }
    expect(graph.size).toBeGreaterThan(500);
    expect(circles(graph)).toEqual([]);
  });

  it("never climb more than two folders: a longer way goes through @/, @shared/ or @functions/", () => {
    const climbing = SOURCES.flatMap(sourceFiles).flatMap((file) =>
      [...readFileSync(join(ROOT, file), "utf8").matchAll(/(?:from\s+|import\(\s*)["']((?:\.\.\/){3,}[^"']*)["']/g)].map((m) => `${file}: ${m[1]}`),
    );
    expect(climbing).toEqual([]);
  });

  it("would find one: the check itself", () => {
    expect(circles(new Map([["a.ts", ["b.ts"]], ["b.ts", ["c.ts"]], ["c.ts", ["a.ts"]], ["d.ts", ["a.ts"]]]))).toEqual([["a.ts", "b.ts", "c.ts"]]);
  });
});
