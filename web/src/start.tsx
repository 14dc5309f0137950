// The app: takes over a pre-rendered page, or renders the address from scratch (main.tsx loads it).
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/App.js";
import { loadScreenFor } from "./app/AppRoutes.js";
import { startFromPrerenderedPage } from "./lib/prerendered-start.js";
import { loadCatalogue, primeCatalogue } from "./stores/catalogue-store.js";
import { readPageData, setStartingPage } from "./prerender/page-data.js";

const root = document.getElementById("root")!;

function afterLoadWhenIdle(run: () => void) {
  const idle = () => (typeof requestIdleCallback === "function" ? requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 0));
  if (document.readyState === "complete") idle();
  else window.addEventListener("load", idle, { once: true });
}
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
/**
 * Hands the page to React; settles once React has it, saying whether it took over the page's
 * elements or is drawing the page again (main.tsx then gives it the taps it held).
 * A page rendered ahead (web/src/prerender) for this very address is taken over as it stands,
 * with the products it was rendered with; any other address (or a search, a filter) renders here.
 */
function start(): Promise<"taken over" | "drawn again"> {
  const page = readPageData(document, window.location);
  if (!page) {
    // The catalogue request leaves before React renders; the admin area fetches what it needs itself.
    if (!window.location.pathname.startsWith("/admin")) void loadCatalogue();
    void loadScreenFor(window.location.pathname).catch(() => undefined);
    createRoot(root).render(app);
    return Promise.resolve("drawn again");
  }
  primeCatalogue(page.products);
  setStartingPage(page);
  startFromPrerenderedPage();
  // The page's screen first (its script is preloaded in the page's head): a screen still
  // loading when the first update arrives would be drawn again from scratch.
  return loadScreenFor(page.path)
    .catch(() => undefined)
    .then(() => {
      // As a transition, the takeover renders in slices between which the browser can paint and
      // answer a tap, instead of one long task (the page is already on screen; nothing waits on it).
      startTransition(() => {
        hydrateRoot(root, app);
      });
      // The whole catalogue (search, filters, the rest of a listing) loads behind the page, once
      // the page and its pictures are in and the browser is idle: it is not needed to show it.
      afterLoadWhenIdle(() => void loadCatalogue());
      return "taken over" as const;
    });
}

export const started = start();
