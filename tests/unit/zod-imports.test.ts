import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// `import { z } from "zod"` pulls all of zod, every locale included, into the Lambda bundle and
// the checkout chunk (454 KB against 85 KB for `import * as z`): keep the namespace form.
function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return name === "node_modules" ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

describe("zod imports", () => {
  it("use the namespace form everywhere, so bundles tree-shake zod", () => {
    const offenders = ["shared", "functions", "web/src", "infra"].flatMap(sourceFiles).filter((file) => /import\s+(type\s+)?\{[^}]*\bz\b[^}]*\}\s+from\s+"zod"/.test(readFileSync(file, "utf8")));
    expect(offenders).toEqual([]);
  });
});
