import { productCells, productColumns, sizesOffered } from "../../functions/catalogue/product-csv.js";
import type { Repositories } from "../../functions/data/repositories.js";
import { loadPapa } from "../../functions/http/csv-parser.js";
import { addToB2cs, b2csCsv, csvRows, documentRows, ORDER_LINE_COLUMNS, rangeBounds, type B2csGroups } from "../../functions/orders/accounts-export.js";
import type { ProductRecord } from "../../shared/schemas/product-record.js";
import type { TaxDocument } from "../../shared/tax/tax-document.js";

// The admins' files read whole, as the old buffered downloads made them, from the same pieces the
// background export writes a page at a time: what a job's file must equal, byte for byte.

/** Every invoice and credit note of a range, oldest first, read through. */
async function issued(repos: Repositories, from: string, to: string): Promise<TaxDocument[]> {
  const { fromIso, toIso } = rangeBounds(from, to);
  const documents: TaxDocument[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await repos.taxDocuments.issuedPage(fromIso, toIso, start);
    documents.push(...page.documents);
    start = page.next;
  } while (start);
  return documents;
}

/** The accountant's order lines CSV (without the byte-order mark the job's file starts with). */
export async function orderLinesCsv(repos: Repositories, from: string, to: string): Promise<string> {
  return csvRows([[...ORDER_LINE_COLUMNS], ...(await issued(repos, from, to)).flatMap(documentRows)]);
}

/** GSTR-1's B2C summary of a range. */
export async function b2csSummaryCsv(repos: Repositories, from: string, to: string): Promise<string> {
  const groups: B2csGroups = addToB2cs({}, await issued(repos, from, to));
  return (await b2csCsv(groups)).csv;
}

/** The products CSV (without the byte-order mark). */
export async function productsCsv(products: readonly ProductRecord[]): Promise<string> {
  const fields = productColumns(sizesOffered(products));
  return (await loadPapa()).unparse({ fields, data: products.map((product) => productCells(product, fields)) }, { newline: "\r\n" });
}
