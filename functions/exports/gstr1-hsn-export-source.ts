import { addToHsn, hsnCsv, hsnTabOf, type HsnGroups, type HsnTab } from "../orders/gstr1-hsn.js";
import { summarySource } from "./summary-export-source.js";

// GSTR-1's HSN summary (table 12), one file per tab: sales to registered buyers, and the rest.

export const gstr1HsnSource = (tab: HsnTab) =>
  summarySource<HsnGroups>({
    add: (groups, documents) => addToHsn(groups, documents.filter((document) => hsnTabOf(document) === tab)),
    csv: hsnCsv,
  });
