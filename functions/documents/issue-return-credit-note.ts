import { buildCreditNote } from "../../shared/tax/build-tax-documents.js";
import type { CreditNote } from "../../shared/tax/tax-document.js";
import { issueNumbered } from "./allocate-number.js";
import { DocumentRefused } from "./document-errors.js";
import { issueInvoice, type DocumentDeps } from "./issue-invoice.js";

/**
 * The credit note for a return resolved by store credit or an exchange: the returned pieces'
 * lines of the order's invoice, as worked out when the parcel was received (its shares, and what
 * earlier refunds and returns had credited of each line). Filed beside the refunds' credit notes
 * under the return's id, so the accountant's exports carry it; issuing twice gives the same one.
 */
export async function issueReturnCreditNote(deps: DocumentDeps, returnId: string): Promise<CreditNote> {
  const { repos } = deps;
  const record = await repos.returns.get(returnId);
  if (!record?.creditLines) throw new DocumentRefused(`Return ${returnId} has nothing to credit`);
  const existing = await repos.taxDocuments.getCreditNote(record.orderId, record.id);
  if (existing) return existing;
  const invoice = await issueInvoice(deps, record.orderId);
  const amountPaise = record.creditLines.reduce((sum, line) => sum + line.amountPaise, 0);
  return issueNumbered(repos, "credit-note", (numbered) =>
    buildCreditNote(
      invoice,
      {
        id: record.id,
        amountPaise,
        reason: `Return ${record.number}: ${record.resolution === "exchange" ? "exchanged for another size" : record.resolution === "store-credit" ? "store credit" : "store credit and exchange"}`,
        lines: record.creditLines!,
        ...(record.creditedBeforePaise ? { creditedBeforePaise: record.creditedBeforePaise } : {}),
      },
      numbered,
    ),
  );
}
