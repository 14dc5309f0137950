import { addToB2cs, b2csCsv, type B2csGroups } from "../orders/accounts-export.js";
import { withSections } from "../orders/gstr1-sections.js";
import { summarySource } from "./summary-export-source.js";

// GSTR-1's B2C summary (table 7): the small sales to unregistered buyers by place of supply and
// rate, credit notes against them netted; invoices to registered buyers (table 4) and B2C large
// ones (table 5), and the notes against either, are reported in their own files (issue 45). For a
// range of small sales only, the old download's bytes.

export const gstr1ExportSource = summarySource<B2csGroups>({
  add: async (groups, documents, db) =>
    addToB2cs(
      groups,
      (await withSections(db, documents)).filter(({ section }) => section === "b2cs").map(({ document }) => document),
    ),
  csv: b2csCsv,
});
