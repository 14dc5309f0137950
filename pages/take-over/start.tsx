// The app: takes over a pre-rendered page, or renders the address from scratch (take-over.ts loads it).
// Before anything that builds a schema: zod must not probe for eval under the shop's policy.
import "@/zod-without-eval.js";
import { StrictMode, startTransition, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "@/app/App.js";
import { loadScreenFor } from "@/app/AppRoutes.js";
import { startFromPrerenderedPage } from "./prerendered-start.js";
import { loadCatalogue, primeCatalogue } from "@/stores/catalogue-store.js";
import { primeCollections } from "@/stores/collections-store.js";
import { readPageData, setStartingPage } from "../render/page-data.js";

const root = document.getElementById("root")!;

function afterLoadWhenIdle(run: () => void) {
  const idle = () => (typeof requestIdleCallback === "function" ? requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 0));
  if (document.readyState === "complete") idle();
  else window.addEventListener("load", idle, { once: true });
}
/** Says when React has committed the page for the first time (an effect runs only after a commit). */
function Committed({ then }: { then(): void }) {
  useEffect(then, [then]);
  return null;
}
let committed: () => void = () => undefined;
const firstCommit = new Promise<void>((resolve) => (committed = resolve));
const app = (
  <StrictMode>
    <App />
    <Committed then={() => committed()} />
  </StrictMode>
);
/**
 * Hands the page to React; settles once React has committed it (hydrated, or drawn), so that
 * take-over.ts lets the shopper's events reach it only then: a tap on an element React has not
 * hydrated yet would run its handler with the rendered state (a size chosen on a rendered page
 * went back to the first one, once in CI).
 * A page rendered ahead (pages/render) for this very address is taken over as it stands,
 * with the products it was rendered with; any other address (or a search, a filter) renders here.
 */
function start(): Promise<void> {
  const page = readPageData(document, window.location);
  if (!page) {
    // The catalogue request leaves before React renders; the admin area fetches what it needs itself.
    if (!window.location.pathname.startsWith("/admin")) void loadCatalogue();
    void loadScreenFor(window.location.pathname).catch(() => undefined);
    createRoot(root).render(app);
    return firstCommit;
  }
  primeCatalogue(page.products);
  if (page.collections) primeCollections(page.collections);
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
      return firstCommit;
    });
}

export const started = start();
