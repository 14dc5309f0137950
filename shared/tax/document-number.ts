import { shortFinancialYear } from "./financial-year.js";

/** Invoice and credit note numbers may be at most 16 characters (CGST Rule 46(b)). */
export const MAX_DOCUMENT_NUMBER_LENGTH = 16;

/** The series: tax invoices and credit notes are numbered separately, each per financial year. */
export const DOCUMENT_SERIES = { invoice: "RZ", "credit-note": "CN" } as const;
export type DocumentSeries = keyof typeof DOCUMENT_SERIES;

/** "RZ/26-27/000123": series, financial year, six-digit sequence; 15 characters. */
export function documentNumber(series: DocumentSeries, financialYear: string, sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1) throw new RangeError(`Not a sequence number: ${sequence}`);
  const number = `${DOCUMENT_SERIES[series]}/${shortFinancialYear(financialYear)}/${String(sequence).padStart(6, "0")}`;
  if (number.length > MAX_DOCUMENT_NUMBER_LENGTH) throw new RangeError(`Document number ${number} is longer than ${MAX_DOCUMENT_NUMBER_LENGTH} characters`);
  return number;
}

/** "RZ-26-27-000123.pdf"-safe: slashes do not belong in file names. */
export function documentFileName(kind: "Invoice" | "Credit-note", number: string): string {
  return `${kind}-${number.replace(/\//g, "-")}.pdf`;
}
