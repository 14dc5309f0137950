// What the page showed when an e2e test failed: a screenshot of every page still open, saved under
// test-results/failures/, its path and the page's address added to the failure's message.
//
// tests/support/e2e-setup.ts wires it to every e2e test; openContext (browser.ts) hands it each
// new browser profile. A profile the test closes while it runs (a `finally`, the end of the test)
// is kept open until the test's result is known, so a failure still finds its pages.
import { mkdirSync } from "node:fs";
import { basename, join } from "node:path";
import type { BrowserContext, Page } from "playwright-core";

export const FAILURE_DIR = join("test-results", "failures");

/** The parts of Vitest's running test this reads and writes. */
export interface WitnessedTest {
  name: string;
  file?: { name: string };
  result?: { state?: string; errors?: Array<{ message: string }> };
}

export interface FailureWitness {
  /** Follows a new browser profile: its pages are photographed if the test fails. */
  watch(context: BrowserContext): BrowserContext;
  beginTest(test: WitnessedTest): void;
  /** After the test: on failure, screenshots and the message; then the held profiles close. */
  endTest(test: WitnessedTest): Promise<void>;
}

export function createFailureWitness(directory = FAILURE_DIR): FailureWitness {
  const open = new Set<BrowserContext>();
  const held = new Set<BrowserContext>();
  let current: WitnessedTest | undefined;
  let shots: string[] = [];

  async function photograph(test: WitnessedTest, contexts: Iterable<BrowserContext>) {
    const pages = [...contexts].flatMap((context) => context.pages()).filter((page) => !page.isClosed());
    for (const page of pages) shots.push(await screenshot(page, join(directory, `${slug(test)}-${shots.length + 1}.png`)));
  }

  return {
    watch(context) {
      open.add(context);
      context.on("close", () => {
        open.delete(context);
        held.delete(context);
      });
      const close = context.close.bind(context);
      context.close = async (options) => {
        const state = current?.result?.state;
        if (state === "run") {
          held.add(context);
          return;
        }
        if (current && state === "fail") await photograph(current, [context]);
        await close(options);
      };
      return context;
    },

    beginTest(test) {
      current = test;
      shots = [];
    },

    async endTest(test) {
      try {
        if (test.result?.state === "fail") {
          await photograph(test, open);
          const error = test.result.errors?.[0];
          if (error && shots.length > 0) error.message += `\n\nWhat the page showed:\n${shots.map((shot) => `  ${shot}`).join("\n")}`;
        }
      } finally {
        current = undefined;
        for (const context of [...held]) await context.close();
      }
    },
  };
}

/** One line: the screenshot's path and the page's address, or why there is no screenshot. */
async function screenshot(page: Page, path: string): Promise<string> {
  const url = page.url();
  try {
    mkdirSync(join(path, ".."), { recursive: true });
    await page.screenshot({ path, timeout: 10_000, animations: "disabled" });
    return `${path} (${url})`;
  } catch (error) {
    return `no screenshot of ${url}: ${(error as Error).message.split("\n")[0]}`;
  }
}

/** "storefront-cart-adds-a-size-to-the-cart": the file and the test, safe as a file name. */
function slug(test: WitnessedTest): string {
  const file = basename(test.file?.name ?? "test").replace(/\.test\.tsx?$/, "");
  return `${file}-${test.name}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 120);
}

/** The witness every e2e test shares (tests/support/e2e-setup.ts). */
export const failureWitness = createFailureWitness();
