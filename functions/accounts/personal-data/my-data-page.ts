import type { MyData } from "../my-data.js";
import { PERSONAL_DATA } from "./registry.js";

// The export as a page a person reads (DPDP Act 2023, section 11: a summary in plain form): the same
// data as the JSON file, section by section under the registry's titles. Every value is escaped and
// the page carries no script; the route serves it with a Content-Security-Policy that allows none.

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** "shippingAddress" → "Shipping address". */
function label(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").replace(/[_-]+/g, " ").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function value(data: unknown): string {
  if (data === null || data === undefined || data === "") return `<span class="none">—</span>`;
  if (typeof data === "boolean") return data ? "Yes" : "No";
  if (typeof data !== "object") return escapeHtml(String(data));
  if (Array.isArray(data)) {
    if (data.length === 0) return `<span class="none">None</span>`;
    return `<ol>${data.map((item) => `<li>${value(item)}</li>`).join("")}</ol>`;
  }
  const entries = Object.entries(data as Record<string, unknown>);
  if (entries.length === 0) return `<span class="none">None</span>`;
  return `<dl>${entries.map(([name, inner]) => `<dt>${escapeHtml(label(name))}</dt><dd>${value(inner)}</dd>`).join("")}</dl>`;
}

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:760px;padding:16px;color:#222}
h1{font-size:1.5rem}h2{font-size:1.2rem;border-bottom:1px solid #ddd;padding-bottom:4px;margin-top:2rem}
dl{display:grid;grid-template-columns:minmax(8rem,max-content) 1fr;gap:2px 12px;margin:4px 0}dt{color:#555}dd{margin:0;overflow-wrap:anywhere}
ol{padding-left:1.25rem}li{margin:6px 0}.none{color:#888}.kept{color:#555;font-size:.9rem}`;

/** The whole page: a section per exported kind, then what is not in the file. */
export function myDataPage(data: MyData, shopName: string): string {
  const record = data as unknown as Record<string, unknown>;
  const sections = PERSONAL_DATA.flatMap((kind) => {
    if (!("section" in kind.exported)) return [];
    const section = kind.exported.section;
    return [
      `<section id="${escapeHtml(section)}"><h2>${escapeHtml(kind.title)}</h2>${value(record[section])}<p class="kept">${escapeHtml(data.retention[section] ?? "")}</p></section>`,
    ];
  });
  const notInFile = data.notInThisFile.map((entry) => `<li><strong>${escapeHtml(entry.what)}</strong>: ${escapeHtml(entry.why)} ${escapeHtml(entry.whenClosed)}</li>`).join("");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Your data at ${escapeHtml(shopName)}</title><style>${STYLE}</style></head>
<body><h1>Your data at ${escapeHtml(shopName)}</h1>
<p>Everything ${escapeHtml(shopName)} holds about you, as of ${escapeHtml(data.exportedAt)}. The same data is in the JSON file of this export. Privacy notice in force: ${escapeHtml(data.noticeInForce)}.</p>
${sections.join("\n")}
<section id="not-in-this-file"><h2>Also held, not in this file</h2><ul>${notInFile}</ul></section>
</body></html>`;
}
