import type { DocumentSeries } from "../../shared/tax/document-number.js";
import { financialYear } from "../../shared/tax/financial-year.js";
import type { TaxDocument } from "../../shared/tax/tax-document.js";
import type { NumberedIssue } from "../../shared/tax/build-tax-documents.js";
import type { Repositories } from "../data/repositories.js";
import type { LabelledAction } from "../data/transact.js";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Twenty confirmations at once take up to twenty rounds; a few more for bad luck. */
const MAX_ROUNDS = 60;

/**
 * Issues a document with the next number of its series: reads the last number of this financial
 * year, builds the document numbered one more, and writes both in one transaction conditional on
 * the last number being unchanged. Someone else taking that number meanwhile means reading again;
 * the document existing already (issued by another sender) means returning that one.
 */
export async function issueNumbered<T extends TaxDocument>(
  repos: Repositories,
  series: DocumentSeries,
  build: (numbered: NumberedIssue) => T,
  guards: LabelledAction[] = [],
): Promise<T> {
  for (let round = 1; round <= MAX_ROUNDS; round++) {
    const issuedAt = repos.db.now();
    const fy = financialYear(issuedAt);
    const last = await repos.taxDocuments.lastSequence(series, fy);
    const outcome = await repos.taxDocuments.issue(build({ financialYear: fy, sequence: last + 1, issuedAt }), guards);
    if ("issued" in outcome) return outcome.issued;
    if ("existing" in outcome) return outcome.existing;
    await sleep(Math.min(200, 5 * round) * (0.5 + Math.random()));
  }
  throw new Error(`The ${series} series stayed contended for ${MAX_ROUNDS} rounds`);
}
