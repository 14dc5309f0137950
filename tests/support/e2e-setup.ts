// Every e2e file's setup (vitest.config.ts): a failed test saves what its open pages showed
// under test-results/failures/ and names the screenshots in its failure (failure-screenshots.ts).
import { afterEach, beforeEach } from "vitest";
import { failureWitness } from "./failure-screenshots.js";

beforeEach(({ task }) => failureWitness.beginTest(task));
afterEach(({ task }) => failureWitness.endTest(task));
