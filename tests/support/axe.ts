// axe-core in Chromium: node_modules/axe-core/axe.min.js goes in as an init script of the browser
// profile (the DevTools protocol runs it before the page's own code and outside its CSP, which
// refuses an inline <script> tag, rightly), then axe runs on the whole document as it stands.
//
//   const context = await openContext(browser, "phone");
//   await withAxe(context);
//   const problems = await seriousViolations(page);
//   expect(problems, describeViolations(problems)).toEqual([]);
import { createRequire } from "node:module";
import type { BrowserContext, Page } from "playwright-core";

const AXE_SCRIPT = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

export interface AxeViolation {
  id: string;
  impact: "minor" | "moderate" | "serious" | "critical" | null;
  help: string;
  helpUrl: string;
  nodes: Array<{ target: string[]; failureSummary?: string }>;
}

/** Every page the profile opens from now on carries axe. */
export async function withAxe(context: BrowserContext): Promise<void> {
  await context.addInitScript({ path: AXE_SCRIPT });
}

/** Every violation axe reports on the page as it stands now. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => "axe" in window))) throw new Error("axe is not in the page: call withAxe(context) before opening it");
  return page.evaluate(async () => {
    type Axe = { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> };
    const axe = (window as unknown as { axe: Axe }).axe;
    const result = await axe.run(document, { resultTypes: ["violations"] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      helpUrl: v.helpUrl,
      nodes: v.nodes.map((node) => ({ target: node.target.map(String), failureSummary: node.failureSummary })),
    }));
  });
}

/** The violations a disabled shopper would be stopped by: impact serious or critical. */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  return (await axeViolations(page)).filter((v) => v.impact === "serious" || v.impact === "critical");
}

/** One line per element: rule id, impact, target and what to do, for a failing test's message. */
export function describeViolations(violations: readonly AxeViolation[]): string {
  return violations
    .flatMap((v) => v.nodes.map((node) => `${v.id} [${v.impact}] ${node.target.join(" ")}: ${v.help}`))
    .join("\n");
}
