// Global styles first, so each screen's own CSS comes after them and wins where it must.
import "./styles/tokens.css";
import "./styles/base.css";
import "./styles/components.css";
import { PAGE_DATA_ID } from "./prerender/page-data.js";

// A pre-rendered page is on screen before any script runs. The app (React and the shop, nearly
// all of the page's script) is fetched and run once the browser has painted that page, so it
// never holds back the first paint or shares the connection with the page's pictures
// (web/src/prerender/app-scripts.ts). Any other page shows its loading screen, with the app's
// files already coming (preloaded in its head), and starts at once.
const start = () =>
  void import("./start.js")
    .then((app) => app.started)
    .finally(giveHeldActions);
if (document.getElementById(PAGE_DATA_ID) && document.visibilityState === "visible") {
  // The frame's callback runs before it paints; the timeout after.
  requestAnimationFrame(() => setTimeout(start, 0));
} else {
  start();
}

// Until the app has the page, its buttons, fields and forms do nothing: a size chosen, a word
// typed in the search box, a tap on Add to Cart would be lost (or a form sent the old way). They
// are held instead, in order, and given to the app once it has the page (React hydrates at once
// what an event lands on).
const held: Array<() => void> = [];
type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
const isField = (element: Element | null): element is Field =>
  element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement || (element instanceof HTMLInputElement && element.type !== "checkbox" && element.type !== "radio");

function hold(event: Event) {
  const target = event.target instanceof Element ? event.target : null;
  if (event.type === "input" || event.type === "change") {
    if (isField(target)) {
      const value = target.value;
      held.push(() => target.isConnected && enter(target, value, event.type));
    }
    return;
  }
  if (event.type === "submit" && target instanceof HTMLFormElement) {
    event.preventDefault();
    held.push(() => target.isConnected && target.requestSubmit());
    return;
  }
  const button = target?.closest("button");
  if (button) {
    event.preventDefault();
    held.push(() => button.isConnected && button.click());
  }
}

/**
 * Gives a field's value to the app as if just entered. React notices a change by comparing the
 * field with the value it last saw through the element's own `value` property, so that property is
 * first given something else, then the element's type's setter (which React does not watch) the value.
 */
function enter(field: Field, value: string, type: string) {
  field.value = `${value}\u0000`;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, "value")?.set?.call(field, value);
  field.dispatchEvent(new Event(type, { bubbles: true }));
}

const HELD_EVENTS = ["click", "submit", "input", "change"] as const;
for (const type of HELD_EVENTS) document.addEventListener(type, hold, true);
function giveHeldActions() {
  for (const type of HELD_EVENTS) document.removeEventListener(type, hold, true);
  for (const action of held.splice(0)) action();
}
