// The shop's e-mails as HTML that reads well on a phone (one column, at most 560 px wide, 16 px
// text, styles inline since mail apps drop <style> blocks) with a plain-text part carrying the
// same words. Everything a shopper typed is escaped before it goes into the HTML.

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

/** A piece of an e-mail in both forms. */
export interface Part {
  html: string;
  text: string;
}

const FONT = "font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
const INK = "#1f1a17";
const MUTED = "#6b625c";
const ACCENT = "#7a1f3d";

export function paragraph(text: string): Part {
  return { html: `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:${INK}">${escapeHtml(text)}</p>`, text };
}

export function heading(text: string): Part {
  return { html: `<h2 style="margin:24px 0 8px;font-size:17px;line-height:1.3;color:${INK}">${escapeHtml(text)}</h2>`, text: `\n${text.toUpperCase()}` };
}

/** Label and value rows (an order's lines, its totals, a tracking number). */
export function rows(entries: ReadonlyArray<{ label: string; value: string; strong?: boolean; note?: string }>): Part {
  const html = entries
    .map(
      (entry) =>
        `<tr><td style="padding:8px 0;border-bottom:1px solid #eee3da;font-size:15px;line-height:1.4;color:${INK};${entry.strong ? "font-weight:700;" : ""}">${escapeHtml(entry.label)}${
          entry.note ? `<br><span style="font-size:13px;font-weight:400;color:${MUTED}">${escapeHtml(entry.note)}</span>` : ""
        }</td><td style="padding:8px 0 8px 12px;border-bottom:1px solid #eee3da;font-size:15px;text-align:right;white-space:nowrap;vertical-align:top;color:${INK};${entry.strong ? "font-weight:700;" : ""}">${escapeHtml(entry.value)}</td></tr>`,
    )
    .join("");
  const text = entries.map((entry) => `${entry.label}${entry.note ? ` (${entry.note})` : ""}: ${entry.value}`).join("\n");
  return { html: `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:0 0 16px">${html}</table>`, text };
}

/** An address block, one line each. */
export function addressBlock(lines: readonly string[]): Part {
  return {
    html: `<p style="margin:0 0 16px;font-size:15px;line-height:1.5;color:${INK}">${lines.map(escapeHtml).join("<br>")}</p>`,
    text: lines.join("\n"),
  };
}

export function button(label: string, url: string): Part {
  return {
    html: `<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="display:inline-block;background:${ACCENT};color:#ffffff;text-decoration:none;font-size:16px;font-weight:600;padding:12px 22px;border-radius:6px">${escapeHtml(label)}</a></p>`,
    text: `${label}: ${url}`,
  };
}

export interface Letter {
  subject: string;
  /** The line mail apps show after the subject. */
  preview: string;
  title: string;
  parts: Part[];
  /** Who wrote it, for the footer: brand, seller's legal name and address, customer care. */
  signature: { brand: string; legalName: string; address: string; support: string };
}

/** The whole e-mail: HTML document and plain text. */
export function composeLetter(letter: Letter): { subject: string; html: string; text: string } {
  const { brand, legalName, address, support } = letter.signature;
  const footer = `${brand} · ${legalName}, ${address}. Questions? Write to ${support} (Monday-Saturday, 10 AM-5 PM IST) or reply to this e-mail.`;
  const html = `<!doctype html>
<html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(letter.subject)}</title></head>
<body style="margin:0;padding:0;background:#f6f1ec;${FONT}">
<span style="display:none;max-height:0;overflow:hidden;opacity:0">${escapeHtml(letter.preview)}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f6f1ec"><tr><td align="center" style="padding:16px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;${FONT}">
<tr><td style="padding:20px 20px 8px;border-bottom:3px solid ${ACCENT}"><span style="font-size:22px;font-weight:700;letter-spacing:0.5px;color:${ACCENT}">${escapeHtml(brand)}</span></td></tr>
<tr><td style="padding:20px">
<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:${INK}">${escapeHtml(letter.title)}</h1>
${letter.parts.map((part) => part.html).join("\n")}
</td></tr>
<tr><td style="padding:16px 20px 20px;border-top:1px solid #eee3da;font-size:13px;line-height:1.5;color:${MUTED}">${escapeHtml(footer)}</td></tr>
</table></td></tr></table></body></html>`;
  const text = [letter.title, "", ...letter.parts.map((part) => part.text), "", "--", footer].join("\n");
  return { subject: letter.subject, html, text };
}
