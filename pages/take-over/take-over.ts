// The storefront's browser entry (web/src/main.tsx loads it after the global styles).
import { giveHeldActions, holdActions } from "./held-actions.js";
import { PAGE_DATA_ID } from "../render/page-data.js";

// A pre-rendered page is on screen before any script runs. The app (React and the shop, nearly
// all of the page's script) is fetched and run once the browser has painted that page, so it
// never holds back the first paint or shares the connection with the page's pictures
// (pages/render/app-scripts.ts). Any other page shows its loading screen, with the app's
// files already coming (preloaded in its head), and starts at once.
// A task after React's first commit, so what its first effects asked for (a stored cart's lines)
// goes first. Not a frame: a requestAnimationFrame there added to the home page's total blocking
// time (docs/pages.md, Figures).
const giveSoon = () => void setTimeout(() => void giveHeldActions(), 0);
const start = () =>
  void import("./start.js")
    .then((app) => app.started)
    .then(giveSoon, giveSoon);
if (document.getElementById(PAGE_DATA_ID) && document.visibilityState === "visible") {
  // What the shopper does on the page meanwhile with what needs the app is kept for it (held-actions.ts).
  holdActions();
  // The frame's callback runs before it paints; the timeout after.
  requestAnimationFrame(() => setTimeout(start, 0));
} else {
  start();
}
