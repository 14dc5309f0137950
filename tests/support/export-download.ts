import { readFile } from "node:fs/promises";
import Papa from "papaparse";
import type { Page } from "playwright-core";

// An admin's export in Chromium as she makes it: the panel's button starts the job, the panel says
// it is being prepared, the newest job of its list shows a Download link once the file is written,
// and the browser saves what the link serves.

export interface ExportClick {
  /** The panel the button is in ("Orders for the accountant", "Products CSV"). */
  panel: string;
  button: string;
  /** The panel's list of recent exports. */
  list: string;
}

/** The file as the browser saved it: its name, its text (no byte-order mark) and its rows. */
export async function exportInBrowser(page: Page, { panel, button, list }: ExportClick) {
  const region = page.getByRole("region", { name: panel });
  await region.getByRole("button", { name: button }).click();
  const preparing = await region.getByRole("status").filter({ hasText: /^Preparing / }).innerText();
  const fileName = /^Preparing (\S+):/.exec(preparing)![1]!;
  // A job just started is at the top of its list.
  const link = region.getByRole("region", { name: list }).getByRole("listitem").filter({ hasText: fileName }).first().getByRole("link", { name: "Download" });
  const [file] = await Promise.all([page.waitForEvent("download"), link.click()]);
  const text = (await readFile((await file.path())!, "utf8")).replace(/^\uFEFF/, "");
  const parsed = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
  return { name: file.suggestedFilename(), fileName, text, fields: parsed.meta.fields!, rows: parsed.data, errors: parsed.errors };
}

export const PRODUCTS_EXPORT: ExportClick = { panel: "Products CSV", button: "Export products CSV", list: "Recent product exports" };
