// The storefront's browser entry (web/src/main.tsx loads it after the global styles).
import { screenAt, screenFiles } from "@/app/screen-files.js";
import { PAGE_DATA_ID } from "../render/page-data.js";

// A pre-rendered page is on screen before any script runs. The app (React and the shop, nearly
// all of the page's script) is fetched and run once the browser has painted that page, so it
// never holds back the first paint or shares the connection with the page's pictures
// (pages/render/app-scripts.ts). Any other page shows its loading screen, with the app's
// files already coming (preloaded in its head), and starts at once.
// Until then the page works as the web does without script (links, plain GET forms the app
// reads when it takes the page over: docs/pages.md).

/**
 * Until React has committed the page, it does not see the shopper's events: the browser does
 * what it does without script. A tap React saw on a part it had not hydrated yet would run the
 * app's handler with the rendered state (Add to Cart with the first size, not the one chosen).
 */
const KEPT_FROM_APP = ["click", "submit", "input", "change"] as const;
type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
/** Taps on buttons that mean something only to the app (a thumbnail, a dropdown, a hero dot). */
const tapped: HTMLButtonElement[] = [];
/** Fields changed meanwhile (a listing's sort): the app is told their value as found. */
const changed = new Set<Field>();
function keepFromApp(event: Event) {
  event.stopPropagation();
  const target = event.target instanceof Element ? event.target : null;
  const entered = event.type === "input" || event.type === "change";
  if (entered && (target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement)) changed.add(target);
  if (event instanceof SubmitEvent && target?.id === "shop-frame-form") keepQuery(target as HTMLFormElement, event.submitter);
  const button = event.type === "click" ? target?.closest("button") : null;
  if (button?.type === "button") tapped.push(button);
}
/**
 * React notices a change by comparing a field with the value it last saw through the element's
 * own `value` property: that is given something else, then the type's setter the value shown.
 */
function tellApp(field: Field) {
  const value = field.value;
  field.value = `${value}\u0000`;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, "value")?.set?.call(field, value);
  field.dispatchEvent(new Event("change", { bubbles: true }));
}
function giveToApp() {
  for (const type of KEPT_FROM_APP) document.removeEventListener(type, keepFromApp, true);
  // From here the shopper's events reach the app (tests and styles can tell: <html data-app="on">).
  document.documentElement.dataset.app = "on";
  // A task after the commit, so what the first effects asked for (a stored cart) goes first; what
  // the app drew again (an address whose query it reads) is gone, and so is what was done to it.
  setTimeout(() => {
    for (const field of changed) if (field.isConnected) tellApp(field);
    changed.clear();
    for (const button of tapped.splice(0)) if (button.isConnected) button.click();
  }, 0);
}
/**
 * The header's plain form (FRAME_FORM in web/src/components/shop-frame.tsx; not imported, so this
 * entry carries no React) keeps the address's query when sent: ?sort=newest&debug=1.
 */
function keepQuery(form: HTMLFormElement, submitter: HTMLElement | null) {
  const sent = submitter?.getAttribute("name");
  for (const [name, value] of new URLSearchParams(window.location.search)) {
    if (name !== sent) form.append(Object.assign(document.createElement("input"), { type: "hidden", name, value }));
  }
}
const start = () =>
  void import("./start.js")
    .then((app) => app.started)
    .then(giveToApp, giveToApp);
if (document.getElementById(PAGE_DATA_ID) && document.visibilityState === "visible") {
  for (const type of KEPT_FROM_APP) document.addEventListener(type, keepFromApp, true);
  // The frame's callback runs before it paints; the timeout after.
  requestAnimationFrame(() => setTimeout(start, 0));
} else {
  // The screen for this address comes beside the app, not after it has started and drawn its frame.
  const screen = screenAt(window.location.pathname);
  if (screen) void screenFiles[screen]().catch(() => undefined);
  start();
}
