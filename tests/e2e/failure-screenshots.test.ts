// The failure witness every e2e test has (tests/support/failure-screenshots.ts), tried on tests
// made up here: a failed one gets a screenshot of each open page, named with the page's address
// in its failure; a profile closed while a test runs waits for the result; a pass leaves no trace.
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser } from "../support/browser.js";
import { FAILURE_DIR, createFailureWitness, type FailureWitness, type WitnessedTest } from "../support/failure-screenshots.js";

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe.skipIf(!inject("chromium"))("a failed e2e test shows what the page showed", () => {
  let browser: Browser;
  let directory: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    directory = mkdtempSync(join(tmpdir(), "failure-screenshots-"));
  });
  afterAll(async () => {
    await browser?.close();
    rmSync(directory, { recursive: true, force: true });
  });

  /** A profile, followed by the witness, on a page served here: no shop needed. */
  async function searchPage(witness: FailureWitness): Promise<BrowserContext> {
    const context = witness.watch(await browser.newContext({ viewport: { width: 390, height: 844 } }));
    const page = await context.newPage();
    await page.route((url) => url.hostname === "shop.test", (route) => route.fulfill({ contentType: "text/html", body: "<h1>No products match “silk”</h1>" }));
    await page.goto("http://shop.test/search?q=silk");
    return context;
  }

  const runningTest = (name: string): WitnessedTest => ({
    name,
    file: { name: "tests/e2e/storefront-search.test.ts" },
    result: { state: "run" },
  });
  const fail = (test: WitnessedTest, message: string) => {
    test.result = { state: "fail", errors: [{ message }] };
  };

  it("saves a screenshot of each open page under test-results/failures and names it, with the address, in the failure", async () => {
    expect(FAILURE_DIR).toBe(join("test-results", "failures"));
    const witness = createFailureWitness(directory);
    const test = runningTest("finds silk sarees");
    witness.beginTest(test);
    const context = await searchPage(witness);

    fail(test, "Timeout 5000ms exceeded waiting for getByRole('heading', { name: 'Silk sarees' })");
    await witness.endTest(test);

    const message = test.result!.errors![0]!.message;
    const path = join(directory, "storefront-search-finds-silk-sarees-1.png");
    expect(message).toBe(
      `Timeout 5000ms exceeded waiting for getByRole('heading', { name: 'Silk sarees' })\n\nWhat the page showed:\n  ${path} (http://shop.test/search?q=silk)`,
    );
    expect(existsSync(path)).toBe(true);
    expect(readFileSync(path).subarray(0, 8)).toEqual(PNG_SIGNATURE);
    await context.close();
  });

  it("keeps a profile the test closed (a finally block) open until the result is known, then closes it", async () => {
    const witness = createFailureWitness(directory);
    const test = runningTest("closes in finally");
    witness.beginTest(test);
    const context = await searchPage(witness);
    const page = context.pages()[0]!;

    await context.close();
    expect(page.isClosed()).toBe(false);

    fail(test, "expected 0 to be 2");
    await witness.endTest(test);
    expect(test.result!.errors![0]!.message).toContain(`${join(directory, "storefront-search-closes-in-finally-1.png")} (http://shop.test/search?q=silk)`);
    expect(page.isClosed()).toBe(true);
  });

  it("photographs a profile an afterEach hook closes after the failure, before it closes", async () => {
    const witness = createFailureWitness(directory);
    const test = runningTest("closed by afterEach");
    witness.beginTest(test);
    const context = await searchPage(witness);

    fail(test, "expected 'Cart' to be 'Bag'");
    await context.close();
    await witness.endTest(test);
    expect(test.result!.errors![0]!.message).toContain(join(directory, "storefront-search-closed-by-aftereach-1.png"));
  });

  it("leaves a passing test's message alone, takes no screenshot, and closes what it held", async () => {
    const witness = createFailureWitness(directory);
    const test = runningTest("passes");
    witness.beginTest(test);
    const context = await searchPage(witness);
    const page = context.pages()[0]!;
    await context.close();

    test.result = { state: "pass" };
    await witness.endTest(test);
    expect(test.result.errors).toBeUndefined();
    expect(existsSync(join(directory, "storefront-search-passes-1.png"))).toBe(false);
    expect(page.isClosed()).toBe(true);
  });
});
