import { Hono } from "hono";
import { html, raw } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";
import type { InboundMessage, MessageCenter, SentMessage, StatusRecord } from "./message-center.js";
import { waIdOf } from "./phone-numbers.js";

// The phone page, for a person trying the shop locally (as the mailbox page is for e-mails):
// /phone lists the numbers the shop wrote to, /phone/:number shows that chat as the shopper's
// phone would, the shop's messages with their ticks and buttons, and a box to answer (STOP...),
// which reaches the shop as the signed inbound-message webhook. Plain HTML; a little script
// redraws the chat when something changes and sends replies without reloading.

type Page = HtmlEscapedString | Promise<HtmlEscapedString>;

/** +91 98123 45678 for an Indian mobile, +<digits> otherwise. */
export function displayNumber(waId: string): string {
  const indian = /^91(\d{5})(\d{5})$/.exec(waId);
  return indian ? `+91 ${indian[1]} ${indian[2]}` : `+${waId}`;
}

const clock = (iso: string) => new Date(iso).toLocaleTimeString("en-IN", { hour: "2-digit", minute: "2-digit", hour12: false, timeZone: "Asia/Kolkata" });

const RANK: Record<StatusRecord["status"], number> = { sent: 1, delivered: 2, read: 3, failed: 4 };

/** The furthest status a message reached (failed beats all), whatever order they came in. */
function furthest(statuses: StatusRecord[]): StatusRecord | undefined {
  return [...statuses].sort((a, b) => RANK[b.status] - RANK[a.status])[0];
}

function ticks(message: SentMessage) {
  const status = furthest(message.statuses);
  if (!status) return html`<span class="ticks" title="accepted, not sent yet">🕓</span>`;
  if (status.status === "failed") return html`<span class="ticks failed" title="${status.error?.title ?? "failed"}">⚠ not delivered (${status.error?.code ?? "?"})</span>`;
  const label = { sent: "✓", delivered: "✓✓", read: "✓✓" }[status.status];
  return html`<span class="ticks ${status.status}" title="${status.status}" aria-label="${status.status}">${label}</span>`;
}

function shopBubble(message: SentMessage) {
  const { button } = message;
  const safeUrl = button?.url && /^https?:\/\//i.test(button.url) ? button.url : undefined;
  // A message that never reached the phone stays in the chat for the developer, dimmed.
  const undelivered = furthest(message.statuses)?.status === "failed";
  return html`<li class="bubble shop${undelivered ? " undelivered" : ""}">
    <small class="template">${message.template.name} · ${message.template.language} · ${message.category.toLowerCase()}</small>
    <p>${message.text}</p>
    <span class="meta">${clock(message.at)} ${ticks(message)}</span>
    ${button && safeUrl ? html`<a class="button" href="${safeUrl}" target="_blank" rel="noopener">↗ ${button.label}</a>` : ""}
    ${button?.copyCode ? html`<button type="button" class="button" data-copy="${button.copyCode}">⧉ ${button.label}: ${button.copyCode}</button>` : ""}
  </li>`;
}

function personBubble(message: InboundMessage) {
  return html`<li class="bubble person"><p>${message.text}</p><span class="meta">${clock(message.at)}</span></li>`;
}

const STYLE = raw(`<style>
*{box-sizing:border-box}
body{margin:0;font:16px/1.4 system-ui,sans-serif;background:#d1d7db;color:#111b21}
.phone{max-width:480px;min-height:100vh;margin:0 auto;background:#efeae2;display:flex;flex-direction:column}
header{background:#008069;color:#fff;padding:.5rem .75rem;display:flex;align-items:center;gap:.5rem;min-height:56px;position:sticky;top:0}
header a{color:#fff;text-decoration:none;font-size:1.6rem;min-width:44px;min-height:44px;display:flex;align-items:center;justify-content:center}
header h1{font-size:1.05rem;margin:0;font-weight:600}
header small{display:block;font-size:.8rem;opacity:.85;font-weight:400}
ol{list-style:none;margin:0;padding:.75rem;display:flex;flex-direction:column;gap:.5rem;flex:1}
.bubble{max-width:85%;padding:.4rem .6rem .3rem;border-radius:8px;box-shadow:0 1px .5px rgba(11,20,26,.13);overflow-wrap:anywhere}
.bubble p{margin:0;white-space:pre-wrap}
.shop{align-self:flex-start;background:#fff;border-top-left-radius:0}
.person{align-self:flex-end;background:#d9fdd3;border-top-right-radius:0}
.template{display:block;color:#667781;font-size:.72rem}
.meta{display:block;text-align:right;color:#667781;font-size:.75rem;margin-top:.15rem}
.undelivered{opacity:.7;outline:1px dashed #c62828}
.ticks.read{color:#53bdeb}.ticks.failed{color:#c62828;font-weight:600}
.button{display:flex;align-items:center;justify-content:center;min-height:44px;margin:.35rem -.6rem -.3rem;border:0;border-top:1px solid #e9edef;background:none;color:#027eb5;font:inherit;text-decoration:none;width:calc(100% + 1.2rem);cursor:pointer}
.empty{align-self:center;background:#fff8c5;padding:.5rem .75rem;border-radius:8px;font-size:.9rem;text-align:center}
form.reply{position:sticky;bottom:0;display:flex;gap:.5rem;padding:.5rem;background:#f0f2f5}
form input{flex:1;min-height:44px;border:0;border-radius:22px;padding:0 1rem;font:inherit;min-width:0}
form button{min-width:44px;min-height:44px;border:0;border-radius:22px;background:#008069;color:#fff;font:inherit;font-weight:600;padding:0 1rem;cursor:pointer}
.chats{padding:0;gap:0;background:#fff}
.chats li a{display:block;padding:.75rem;border-bottom:1px solid #e9edef;color:inherit;text-decoration:none;min-height:44px}
.chats strong{display:flex;justify-content:space-between;gap:.5rem}.chats time{color:#667781;font-weight:400;font-size:.8rem}
.chats span{display:block;color:#667781;font-size:.9rem;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.open{display:flex;gap:.5rem;padding:.75rem;background:#f0f2f5}
.note{color:#54656f;font-size:.85rem;padding:0 .75rem .75rem;margin:0}
</style>`);

const SCRIPT = raw(`<script>
(function () {
  var chat = document.getElementById("chat");
  var version = document.body.getAttribute("data-version");
  function bottom() { window.scrollTo(0, document.body.scrollHeight); }
  function redraw() {
    return fetch(location.href).then(function (r) { return r.text(); }).then(function (text) {
      var next = new DOMParser().parseFromString(text, "text/html");
      var fresh = next.getElementById("chat");
      if (chat && fresh) { chat.innerHTML = fresh.innerHTML; bottom(); }
      else if (!chat) { document.body.innerHTML = next.body.innerHTML; }
    });
  }
  setInterval(function () {
    fetch("/_emulator/version").then(function (r) { return r.json(); }).then(function (body) {
      if (String(body.version) !== version) { version = String(body.version); return redraw(); }
    }).catch(function () {});
  }, 1000);
  var form = document.querySelector("form.reply");
  if (form) form.addEventListener("submit", function (event) {
    event.preventDefault();
    var input = form.querySelector("input[name=text]");
    if (!input.value.trim()) return;
    var body = new URLSearchParams({ text: input.value });
    input.value = "";
    fetch(form.action, { method: "POST", body: body, headers: { "Accept": "application/json" } }).then(redraw);
  });
  document.addEventListener("click", function (event) {
    var target = event.target.closest && event.target.closest("[data-copy]");
    if (target && navigator.clipboard) navigator.clipboard.writeText(target.getAttribute("data-copy"));
  });
  bottom();
})();
</script>`);

function layout(title: string, version: number, header: Page, body: Page): Page {
  return html`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title>${STYLE}</head>
<body data-version="${version}"><div class="phone">${header}${body}</div>${SCRIPT}</body></html>`;
}

export function phonePage(deps: { center: MessageCenter; businessName: string }) {
  const app = new Hono();

  app.get("/", (c) => {
    const chats = deps.center.chats();
    const list = chats.length
      ? chats.map(
          (chat) => html`<li><a href="/phone/${chat.number}"><strong>${chat.name} · ${displayNumber(chat.number)}<time>${clock(chat.at)}</time></strong><span>${chat.last}</span></a></li>`,
        )
      : html`<li class="empty">No WhatsApp messages yet. Order something in the shop with a mobile number that gets WhatsApp updates.</li>`;
    return c.html(
      layout(
        "WhatsApp emulator",
        deps.center.version,
        html`<header><h1>WhatsApp<small>the emulator's phones: every message the shop sends</small></h1></header>`,
        html`<form class="open" action="/phone/open" method="get"><input name="number" inputmode="tel" placeholder="+91 98123 45678" aria-label="A number"><button>Open</button></form>
          <ol class="chats" id="chat">${list}</ol>
          <p class="note">Sent as ${deps.businessName}. A reply here reaches the shop as Meta's signed webhook.</p>`,
      ),
    );
  });

  app.get("/open", (c) => {
    const number = waIdOf(c.req.query("number") ?? "");
    return c.redirect(number ? `/phone/${number}` : "/phone");
  });

  app.get("/:number", (c) => {
    const number = waIdOf(c.req.param("number"));
    if (number === "") return c.redirect("/phone");
    type Item = { at: string; bubble: ReturnType<typeof shopBubble> };
    const items: Item[] = [
      ...deps.center.sent.filter((message) => message.to === number).map((message) => ({ at: message.at, bubble: shopBubble(message) })),
      ...deps.center.inbound.filter((message) => message.from === number).map((message) => ({ at: message.at, bubble: personBubble(message) })),
    ].sort((a, b) => a.at.localeCompare(b.at));
    const bubbles = items.length
      ? items.map((item) => item.bubble)
      : html`<li class="empty">No messages to ${displayNumber(number)} yet. What the shop sends to this number appears here.</li>`;
    return c.html(
      layout(
        `${displayNumber(number)}: WhatsApp emulator`,
        deps.center.version,
        html`<header><a href="/phone" aria-label="All chats">‹</a><h1>${deps.businessName}<small>${deps.center.nameOf(number)}'s phone · ${displayNumber(number)}</small></h1></header>`,
        html`<ol id="chat">${bubbles}</ol>
          <form class="reply" action="/phone/${number}/reply" method="post"><input name="text" autocomplete="off" placeholder="Message (try STOP)" aria-label="Message"><button>Send</button></form>`,
      ),
    );
  });

  app.post("/:number/reply", async (c) => {
    const number = waIdOf(c.req.param("number"));
    const form = await c.req.parseBody();
    const text = typeof form.text === "string" ? form.text.trim() : "";
    if (number !== "" && text !== "") await deps.center.reply(number, text);
    if ((c.req.header("Accept") ?? "").includes("application/json")) return c.json({ ok: text !== "" });
    return c.redirect(`/phone/${number}`, 303);
  });
  return app;
}
