// No dependency that nothing uses: every package in package.json is imported, resolved or named
// by path somewhere in the project's own files.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/** Used without an import in our files, each for a reason. */
const USED_WITHOUT_IMPORT: Record<string, string> = {
  "@testing-library/dom": "the peer dependency @testing-library/react and user-event need",
};

const packageJson = JSON.parse(readFileSync("package.json", "utf8")) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };
const sources = execFileSync("git", ["ls-files", "-z", "--", "*.ts", "*.tsx", "*.js", "*.mjs"], { encoding: "utf8" })
  .split("\0")
  .filter(Boolean)
  .map((file) => readFileSync(file, "utf8"))
  .join("\n");

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

describe("dependencies", () => {
  const names = Object.keys({ ...packageJson.dependencies, ...packageJson.devDependencies });
  it.each(names)("%s is used", (listed) => {
    let name = listed;
    if (USED_WITHOUT_IMPORT[listed]) return;
    // A type package is used when what it types is: @types/papaparse with papaparse, @types/node with node:…
    const typed = /^@types\/(.+)$/.exec(name)?.[1];
    if (typed === "node") return expect(sources).toMatch(/["']node:/);
    if (typed) name = typed;
    // import … from "name" or "name/…", import("name"), require.resolve("name/…"), node_modules/name/…
    const use = new RegExp(`["'\`]${escape(name)}(/[^"'\`]*)?["'\`]|node_modules/${escape(name)}/`);
    expect(use.test(sources), `${listed} is in package.json but nothing uses it`).toBe(true);
  });
});
