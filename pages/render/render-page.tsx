// The page renderer (the server-side build's entry, built by Vite with --ssr): renders the SAME
// app the browser runs, at one address with the products given, into the built index.html.
// No I/O: the caller reads the catalogue and writes the files.
import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import { StaticRouter } from "react-router-dom";
import { ShopApp } from "@/app/App.js";
import { primeCatalogue } from "@/stores/catalogue-store.js";
import { primeCollections } from "@/stores/collections-store.js";
import { headTags, scriptJson, type PageHead } from "./head.js";
import { APP_SCRIPTS } from "./app-scripts.js";
import { PAGE_DATA_ID, setStartingPage, type PageData } from "./page-data.js";

export interface PageToRender extends PageData {
  head: PageHead;
  /** Stylesheets and scripts of the page's own screen (a lazy route), fetched with the page, not after it. */
  styles: string[];
  scripts: string[];
}

/** Marks in web/index.html around what a rendered page replaces. */
const HEAD = /<!--page-head-->[\s\S]*?<!--\/page-head-->/;
const BODY = /<!--page-->[\s\S]*?<!--\/page-->/;

async function renderApp(page: PageToRender): Promise<string> {
  // One page at a time: the store is a module-wide singleton, primed for this page.
  primeCatalogue(page.products);
  primeCollections(page.collections ?? []);
  setStartingPage(page);
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={page.path}>
        <ShopApp />
      </StaticRouter>
    </StrictMode>,
    {
      // Every boundary inline and complete: a page served as a file has no later chunk, and the
      // shop's Content-Security-Policy would refuse React's inline scripts that fill one in.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onError(error) {
        throw error;
      },
    },
  );
  return new Response(prelude).text();
}

export async function renderPage(template: string, page: PageToRender): Promise<string> {
  if (!HEAD.test(template) || !BODY.test(template)) throw new Error("index.html lacks the <!--page-head--> and <!--page--> marks the page renderer fills.");
  const rendered = await renderApp(page);
  // React puts its resource hints (the main picture's preload) first; they belong in the head,
  // where the browser finds them before the page's body and the app never looks for them.
  const hints = /^(?:<link [^>]*\/>)+/.exec(rendered)?.[0] ?? "";
  const app = rendered.slice(hints.length);
  const data: PageData = {
    path: page.path,
    products: page.products,
    ...(page.product ? { product: page.product } : {}),
    ...(page.total === undefined ? {} : { total: page.total }),
    ...(page.collections ? { collections: page.collections } : {}),
  };
  const assets = [
    ...page.styles.map((href) => `<link rel="stylesheet" crossorigin href="${href}" />`),
    ...page.scripts.map((href) => `<link rel="modulepreload" crossorigin href="${href}" />`),
  ];
  // The first paint waits until the whole page is parsed (its data script comes last): a busy
  // phone otherwise paints a half-read header, the wishlist without the cart beside it, and the
  // rest of the row then moves (a layout shift). Browsers without `rel=expect` paint as before.
  const wholePage = `<link rel="expect" href="#${PAGE_DATA_ID}" blocking="render" />`;
  const head = [headTags(page.head), wholePage, hints, ...assets].filter(Boolean).join("\n    ");
  const dataScript = `<script type="application/json" id="${PAGE_DATA_ID}">${scriptJson(data)}</script>\n  </body>`;
  return template
    .replace(APP_SCRIPTS, "")
    .replace(HEAD, () => head)
    .replace(BODY, () => app)
    .replace("</body>", () => dataScript);
}
