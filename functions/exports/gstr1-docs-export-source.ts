import { addToIssued, documentsIssuedCsv, type IssuedSeriesTally } from "../orders/gstr1-documents-issued.js";
import { summarySource } from "./summary-export-source.js";

// GSTR-1's documents issued (table 13): every invoice and credit note numbered in the range, by series.

export const gstr1DocsSource = summarySource<IssuedSeriesTally>({ add: addToIssued, csv: documentsIssuedCsv });
