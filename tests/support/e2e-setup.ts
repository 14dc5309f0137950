// Every e2e file's setup (vitest.config.ts): a failed test saves what its open pages showed
// under test-results/failures/ and names the screenshots in its failure (failure-screenshots.ts),
// and after each file the shop's table must pass the audit (money, stock and settlements equal a
// recount), so the file that broke an invariant through the real screens is the one that fails.
import { afterAll, afterEach, beforeEach, expect, inject } from "vitest";
import { createDb } from "../../functions/data/db.js";
import { failureWitness } from "./failure-screenshots.js";
import { auditTable, scanTable } from "./table-audit.js";

beforeEach(({ task }) => failureWitness.beginTest(task));
afterEach(({ task }) => failureWitness.endTest(task));

afterAll(async () => {
  if (!inject("chromium")) return;
  const db = createDb(inject("shopTable"));
  const { problems } = auditTable(await scanTable(db.doc, db.tableName));
  expect(problems, "the table's audit after this file's screens").toEqual([]);
});
