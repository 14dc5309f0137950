import { Hono } from "hono";
import { html, raw } from "hono/html";
import type { MessageStore, SmsRecord } from "./message-store.js";
import { readNumber } from "./phone-numbers.js";

// The inbox page, for a person trying the shop locally (as the mailbox page is for e-mails): at /
// every number the shop texted, the latest first, each with its texts newest first as a phone's
// messages app shows them, with the sender id, the time and what became of it. A text that never
// reached the phone (DLT refused it, DND…) stays for the developer, dimmed, with its code. Plain
// HTML, everything escaped; a little script reloads it when something changes.

/** +91 98123 45678 for an Indian number's ten digits, +<digits> otherwise. */
export function displayNumber(number: string): string {
  return /^\d{10}$/.test(number) ? `+91 ${number.slice(0, 5)} ${number.slice(5)}` : `+${number}`;
}

const clock = (iso: string) =>
  new Date(iso).toLocaleString("en-IN", { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit", hour12: false, timeZone: "Asia/Kolkata" });

/** The six-digit code in a text, for the copy button a phone offers. */
const codeIn = (body: string) => /(?<!\d)\d{6}(?!\d)/.exec(body)?.[0];

function text(record: SmsRecord) {
  const failed = record.status === "failed" || record.status === "failed-dnd";
  const code = failed ? undefined : codeIn(record.body);
  const state = failed
    ? html`<span class="state failed">not delivered: ${record.detailedStatus} (${record.detailedStatusCode})</span>`
    : html`<span class="state ${record.status}">${record.status}</span>`;
  return html`<li class="text${failed ? " undelivered" : ""}">
    <small class="sender">${record.from}</small>
    <p>${record.body}</p>
    <span class="meta">${clock(record.createdAt)} · ${state}</span>
    ${code ? html`<button type="button" class="copy" data-copy="${code}">Copy code ${code}</button>` : ""}
  </li>`;
}

const STYLE = raw(`<style>
*{box-sizing:border-box}
body{margin:0;font:16px/1.4 system-ui,sans-serif;background:#dfe3e8;color:#1b1f24}
.phone{max-width:480px;min-height:100vh;margin:0 auto;background:#f5f6f8;display:flex;flex-direction:column}
header{background:#1a73e8;color:#fff;padding:.5rem .75rem;min-height:56px;position:sticky;top:0;z-index:1}
header h1{font-size:1.05rem;margin:0;font-weight:600}
header small{display:block;font-size:.8rem;opacity:.9;font-weight:400}
form.open{display:flex;gap:.5rem;padding:.75rem;background:#e8eaed}
form.open input{flex:1;min-width:0;min-height:44px;border:0;border-radius:22px;padding:0 1rem;font:inherit}
form.open button,.copy{min-height:44px;border:0;border-radius:22px;background:#1a73e8;color:#fff;font:inherit;font-weight:600;padding:0 1rem;cursor:pointer}
section{padding:.5rem .75rem}
section h2{font-size:.95rem;margin:.5rem 0;color:#3c4043}
ol{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:.5rem}
.text{background:#fff;border-radius:12px;padding:.5rem .75rem;box-shadow:0 1px 1px rgba(0,0,0,.08);overflow-wrap:anywhere}
.text p{margin:.15rem 0;white-space:pre-wrap}
.sender{color:#5f6368;font-size:.75rem;font-weight:600}
.meta{display:block;color:#5f6368;font-size:.75rem}
.state.delivered{color:#188038}.state.failed{color:#c5221f;font-weight:600}
.undelivered{opacity:.7;outline:1px dashed #c5221f}
.copy{margin-top:.35rem;width:100%}
.empty{margin:.75rem;background:#fff8c5;padding:.5rem .75rem;border-radius:8px;font-size:.9rem;text-align:center}
.note{color:#5f6368;font-size:.85rem;padding:0 .75rem .75rem;margin:0}
</style>`);

const SCRIPT = raw(`<script>
(function () {
  var version = document.body.getAttribute("data-version");
  setInterval(function () {
    fetch("/_emulator/version").then(function (r) { return r.json(); }).then(function (body) {
      if (String(body.version) !== version) location.reload();
    }).catch(function () {});
  }, 1000);
  document.addEventListener("click", function (event) {
    var target = event.target.closest && event.target.closest("[data-copy]");
    if (target && navigator.clipboard) navigator.clipboard.writeText(target.getAttribute("data-copy"));
  });
})();
</script>`);

export function inboxPage(deps: { store: MessageStore }) {
  const app = new Hono();
  app.get("/", (c) => {
    const asked = c.req.query("to");
    const only = asked ? readNumber(asked)?.local : undefined;
    const byNumber = new Map<string, SmsRecord[]>();
    // Newest first: the number texted last comes first, and so does each number's latest text.
    for (const record of deps.store.all().reverse()) {
      if (only !== undefined && record.number !== only) continue;
      byNumber.set(record.number, [...(byNumber.get(record.number) ?? []), record]);
    }
    const threads = [...byNumber.entries()].map(
      ([number, records]) => html`<section><h2>${displayNumber(number)}</h2><ol>${records.map(text)}</ol></section>`,
    );
    const empty = asked
      ? html`<p class="empty">No texts to ${asked} yet. What the shop sends to this number appears here.</p>`
      : html`<p class="empty">No texts yet. Ask for a sign-in code by SMS in the shop, and it arrives here.</p>`;
    return c.html(
      html`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>SMS emulator</title>${STYLE}</head>
<body data-version="${deps.store.version}"><div class="phone">
<header><h1>Messages<small>the SMS emulator's phones: every text the shop sends</small></h1></header>
<form class="open" action="/" method="get"><input name="to" inputmode="tel" value="${asked ?? ""}" placeholder="98123 45678" aria-label="Only this number"><button>Show</button></form>
${threads.length > 0 ? threads : empty}
<p class="note">Texts that never reached the phone (DLT refused them, DND…) stay here, dimmed, with the gateway's code.</p>
</div>${SCRIPT}</body></html>`,
    );
  });
  return app;
}
