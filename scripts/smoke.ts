// `npm run smoke -- <url>`: checks a running shop from outside (a deployed stage after
// `sst deploy`, or the local one), one PASS / FAIL / SKIP line per check (scripts/smoke-checks.ts).
// Exits 1 when any check fails, 2 without a usable URL. Each run registers one shopper named
// "Smoke Check" with an @example.com address, to sign in as.
import { formatResult, runSmokeChecks } from "./smoke-checks.js";

const target = process.argv.slice(2).find((arg) => !arg.startsWith("-"));
if (!target || !/^https?:\/\/[^/]+/.test(target)) {
  console.error("Usage: npm run smoke -- <the shop's URL, e.g. https://rangrez.in or the url sst deploy printed>");
  process.exit(2);
}

console.log(`Smoke checks against ${target}`);
const results = await runSmokeChecks(target);
for (const result of results) console.log(formatResult(result));
const failed = results.filter((result) => result.outcome === "fail").length;
console.log(failed === 0 ? `All ${results.length} checks passed or were skipped.` : `${failed} of ${results.length} checks failed.`);
process.exit(failed === 0 ? 0 : 1);
