// Every package a file imports is one package.json declares: an import that works only because
// another package happened to bring it into node_modules breaks on a clean install, or in a
// Lambda bundle, the day that package stops bringing it (issue 42: @aws-sdk/client-lambda).
import { readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import { dirname, resolve } from "node:path";
import { importVisitors, unalias } from "./layers.js";

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), "..");
const manifest = JSON.parse(readFileSync(resolve(ROOT, "package.json"), "utf8"));
const DECLARED = new Set([...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.devDependencies ?? {})]);
const BUILT_IN = new Set(builtinModules);

/** The package a bare import names: `@aws-sdk/client-s3` of `@aws-sdk/client-s3/dist`, `hono` of `hono/html`. */
export const packageOf = (source) => source.split("/").slice(0, source.startsWith("@") ? 2 : 1).join("/");

/** Why importing `source` is not allowed, or null: a relative path, an alias, a built-in, or a declared package. */
export function undeclaredImport(source, typeOnly = false) {
  if (source.startsWith(".") || source.startsWith("/") || unalias(source)) return null;
  if (source.startsWith("node:") || BUILT_IN.has(source) || BUILT_IN.has(packageOf(source))) return null;
  // Vite's virtual modules and query imports (`?url`) name files, not packages.
  if (source.startsWith("virtual:") || source.startsWith("\0")) return null;
  const name = packageOf(source.split("?")[0]);
  if (DECLARED.has(name)) return null;
  // A type-only import may come from the package's @types/ twin.
  if (typeOnly && DECLARED.has(`@types/${name.replace(/^@/, "").replace("/", "__")}`)) return null;
  return `"${name}" is imported but not declared in package.json: add it to dependencies (or devDependencies for tests and tools).`;
}

/** @type {import("eslint").Rule.RuleModule} */
const declaredPackages = {
  meta: { type: "problem", docs: { description: "Import only the packages package.json declares." }, schema: [] },
  create(context) {
    const check = (node, source, typeOnly) => {
      if (typeof source !== "string") return;
      const reason = undeclaredImport(source, typeOnly);
      if (reason) context.report({ node, message: reason });
    };
    return importVisitors(check);
  },
};

export const declaredPackagesPlugin = { rules: { "declared-packages": declaredPackages } };
