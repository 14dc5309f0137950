// The storefront's browser entry (web/src/main.tsx loads it after the global styles).
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
/** Taps on buttons that mean something only to the app (a thumbnail, the wishlist heart, a hero dot). */
const tapped: HTMLButtonElement[] = [];
function keepFromApp(event: Event) {
  event.stopPropagation();
  const button = event.type === "click" && event.target instanceof Element ? event.target.closest("button") : null;
  if (button?.type === "button") tapped.push(button);
}
function giveToApp() {
  for (const type of KEPT_FROM_APP) document.removeEventListener(type, keepFromApp, true);
  // Replayed a task after the commit, so what the first effects asked for (a stored cart) goes
  // first; a button the app drew again (an address whose query it reads) is gone, and so is its tap.
  setTimeout(() => tapped.splice(0).forEach((button) => button.isConnected && button.click()), 0);
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
  start();
}
