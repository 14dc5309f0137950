// The import directions the architecture keeps (docs/architecture.md), as one ESLint rule.
// It resolves each relative import against the importing file, so it judges folders, not
// the spelling of a path.
import { readFileSync } from "node:fs";
import { dirname, relative, resolve, sep } from "node:path";

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), "..");

/** tsconfig.json's path aliases (`@shared/*` → `./shared/*`), as prefix pairs. */
const ALIASES = Object.entries(JSON.parse(readFileSync(resolve(ROOT, "tsconfig.json"), "utf8")).compilerOptions.paths ?? {}).map(
  ([alias, [target]]) => [alias.replace(/\*$/, ""), target.replace(/\*$/, "")],
);

/** An aliased import as a path from the repository's root, or undefined for any other. */
export const unalias = (source) => {
  const match = ALIASES.find(([alias]) => source.startsWith(alias));
  return match && resolve(ROOT, match[1], source.slice(match[0].length));
};

/** The repository-relative path with forward slashes. */
const inRepo = (absolute) => relative(ROOT, absolute).split(sep).join("/");

/** The feature folder a web file sits in, if any: web/src/features/<name>/... */
const featureOf = (path) => /^web\/src\/features\/([^/]+)\//.exec(path)?.[1];

/** Modules that reach the outside world; shared/ runs in the browser and the server alike, so none. */
const IO_MODULES = /^(node:)?(fs|fs\/promises|net|http|https|http2|child_process|dgram|dns|tls|worker_threads|cluster)$|^@aws-sdk\/|^razorpay$|^sharp$|^pdfkit$/;

/** The pre-rendered storefront's parts that go into the web's bundle (the renderer runs the same app). */
const IN_BROWSER = /^pages\/(render|take-over)\//;

/** The one web file that may name the server's route types, for the typed API contract. */
const CONTRACT = "web/src/api/contract.ts";

/**
 * Why `from` (the importing file) may not import `to` (the imported file, or a bare package name
 * when `bare`), or null when it may. `typeOnly` imports are erased from the build.
 */
export function layerViolation(from, to, { bare = false, typeOnly = false } = {}) {
  if (bare) {
    if (from.startsWith("shared/") && IO_MODULES.test(to)) return `shared/ is pure: it does no I/O (${to}).`;
    if (IN_BROWSER.test(from) && IO_MODULES.test(to)) return `pages/render/ and pages/take-over/ go into the web's bundle: no I/O (${to}).`;
    return null;
  }
  if (from.startsWith("shared/") && !to.startsWith("shared/")) return "shared/ imports only shared/.";
  if (from.startsWith("functions/") && /^(web|pages|infra|tests|bench|scripts)\//.test(to)) return "functions/ never imports web/, pages/, infra/, tests/, bench/ or scripts/.";
  if (from.startsWith("infra/cloud/") && to.startsWith("infra/local/")) return "infra/cloud/ never imports infra/local/: what both need lives in pages/ or functions/.";
  if (from.startsWith("pages/") && /^(infra|tests|bench|scripts)\//.test(to)) return "pages/ never imports infra/, tests/, bench/ or scripts/: infra/ wires its entries.";
  if (IN_BROWSER.test(from) && /^(functions|pages\/publish|pages\/build)\//.test(to)) {
    return "pages/render/ and pages/take-over/ go into the web's bundle: never functions/, pages/publish/ or pages/build/.";
  }
  if (from.startsWith("web/")) {
    if (/^(infra|tests|bench|scripts)\//.test(to)) return "web/ never imports infra/, tests/, bench/ or scripts/.";
    if (/^pages\//.test(to) && !IN_BROWSER.test(to)) return "web/ imports from pages/ only what runs in the browser: pages/render/ and pages/take-over/.";
    if (to.startsWith("functions/")) {
      if (from === CONTRACT && typeOnly) return null;
      return `web/ talks to the server only through its API client; only ${CONTRACT} may import the server's types (import type).`;
    }
    const feature = featureOf(from);
    if (feature) {
      if (to.startsWith("web/src/app/")) return "A feature never imports app/: app composes the features.";
      if (to.startsWith("web/src/admin/")) return "A storefront feature never imports the admin.";
      const other = featureOf(to);
      if (other && other !== feature) return `Features never import each other (${feature} → ${other}): move the shared piece to components/, lib/, stores/ or session/.`;
    }
    if (/^web\/src\/(components|lib|stores|session|api|config|styles)\//.test(from) && /^web\/src\/(app|features|admin)\//.test(to)) {
      return "Shared web code never imports app/, features/ or admin/.";
    }
    if (from.startsWith("web/src/admin/") && /^web\/src\/(app|features)\//.test(to)) return "The admin never imports the storefront's app/ or features/.";
  }
  return null;
}

/** @type {import("eslint").Rule.RuleModule} */
const importDirection = {
  meta: { type: "problem", docs: { description: "Keep imports pointing the way the architecture allows." }, schema: [] },
  create(context) {
    const from = inRepo(context.filename);
    function check(node, source, typeOnly) {
      if (typeof source !== "string") return;
      const aliased = unalias(source);
      const bare = !aliased && !source.startsWith(".");
      const to = bare ? source : inRepo(aliased ?? resolve(dirname(context.filename), source));
      const reason = layerViolation(from, to, { bare, typeOnly });
      if (reason) context.report({ node, message: reason });
    }
    return importVisitors(check);
  },
};

/**
 * ESLint visitors that hand `check(node, source, typeOnly)` every module a file names: imports,
 * re-exports and literal `import()`s. `typeOnly` imports are erased from the build.
 */
export function importVisitors(check) {
  return {
    ImportDeclaration(node) {
      const typeOnly = node.importKind === "type" || (node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === "type"));
      check(node, node.source.value, typeOnly);
    },
    ExportNamedDeclaration(node) {
      if (node.source) check(node, node.source.value, node.exportKind === "type");
    },
    ExportAllDeclaration(node) {
      check(node, node.source.value, node.exportKind === "type");
    },
    ImportExpression(node) {
      if (node.source.type === "Literal") check(node, node.source.value, false);
    },
  };
}

/**
 * In the web, an import that leaves its own folder names where it goes from the top (`@/`,
 * `@shared/`, `@pages/`), never by climbing (`../`): moving a file then changes only its own lines.
 * @type {import("eslint").Rule.RuleModule}
 */
const webAliases = {
  meta: { type: "suggestion", docs: { description: "Web imports that leave their folder use @/ and the other aliases." }, schema: [] },
  create(context) {
    if (!inRepo(context.filename).startsWith("web/src/")) return {};
    return importVisitors((node, source) => {
      if (typeof source === "string" && source.startsWith("../")) context.report({ node, message: `Import ${source} from the top: @/ (web/src), @shared/ or @pages/, not ../.` });
    });
  },
};

export const layersPlugin = { rules: { "import-direction": importDirection, "web-aliases": webAliases } };
