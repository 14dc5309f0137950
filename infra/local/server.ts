import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { serve, type ServerType } from "@hono/node-server";
import { getConnInfo } from "@hono/node-server/conninfo";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { createApp } from "../../functions/app.js";
import type { AppDeps } from "../../functions/deps.js";
import { pageSecurityHeaders } from "../../functions/http/content-security-policy.js";
import { handleError, handleNotFound } from "../../functions/http/errors.js";
import { CLOUD_PHOTO_UPLOAD_ORIGIN } from "../../functions/media/upload-origin.js";
import { movedTo } from "../../shared/moved-pages.js";
import { VIEWER_ADDRESS_HEADER } from "../../shared/viewer-address.js";
import { PAGE_CACHE_CONTROL, pageKey, SPA_FALLBACK_KEY } from "../../pages/publish/page-store.js";
import { serveMediaFiles } from "./media-files.js";

/** API writes after which pre-rendered pages may be out of date. */
// Reviews too: a moderation moves the product's rating (issue 27).
const CATALOGUE_WRITES = /^\/api\/(products|subcategories|admin|payments|webhooks|reviews)(\/|$)/;

export interface LocalServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/**
 * The API and the built SPA on one origin, as the cloud Router puts them: /api/* to the app,
 * files from the build, and index.html for every other path so client routes work on reload.
 */
export function createLocalApp(deps: AppDeps, staticDir: string, extend?: (app: Hono) => void, onCatalogueWrite?: () => void) {
  const app = new Hono();
  // The shopper's address for the throttles, as the CDN's viewer-request function sets it in the
  // cloud: from the socket, replacing whatever the client sent.
  app.use("*", async (c, next) => {
    // Requests handed to app.request() in tests come without a socket: they stay unknown.
    const socket = (c.env as { incoming?: unknown } | undefined)?.incoming ? getConnInfo(c).remote.address : undefined;
    if (socket) c.req.raw.headers.set(VIEWER_ADDRESS_HEADER, socket);
    else c.req.raw.headers.delete(VIEWER_ADDRESS_HEADER);
    await next();
  });
  // Extra routes before everything else (the benchmark's bare "hello" ceiling).
  extend?.(app);
  // What may change a pre-rendered page (a product, a subcategory, an import, stock sold or put
  // back) asks the page publisher for a run: locally the stand-in for the table's stream.
  if (onCatalogueWrite) {
    app.use("/api/*", async (c, next) => {
      await next();
      if (c.req.method !== "GET" && c.req.method !== "HEAD" && c.res.status < 400 && CATALOGUE_WRITES.test(c.req.path)) onCatalogueWrite();
    });
  }
  // CloudFront compresses what it serves in the cloud; the local server does the same, so
  // phones on a slow link get the same bytes (scripts and catalogue JSON shrink ~4x).
  app.use("*", compress());
  const api = createApp(deps);
  app.route("/", api);
  // An unknown API path is a JSON 404, never the SPA's page.
  app.all("/api/*", handleNotFound);
  app.onError(handleError);
  app.use(
    "/assets/*",
    async (c, next) => {
      await next();
      // Vite names built assets by content hash: they never change under a name.
      if (c.res.status === 200) c.header("Cache-Control", "public, max-age=31536000, immutable");
    },
  );
  // The admin's browser uploads photos straight to the bucket, another origin: the local S3, or
  // without one the region's S3 as in the cloud.
  const pageHeaders = pageSecurityHeaders(deps.config.razorpay.checkoutScriptUrl, deps.config.media.endpoint ?? CLOUD_PHOTO_UPLOAD_ORIGIN);
  app.use("/*", async (c, next) => {
    await next();
    if (!c.req.path.startsWith("/api/")) for (const [name, value] of Object.entries(pageHeaders)) c.header(name, value);
  });
  // Product photos from the local S3, as the Router serves /media/ from the bucket in the cloud,
  // with the same security headers as pages (the CDN's viewer-response function adds them there).
  app.get("/media/*", serveMediaFiles(deps.config));
  // A moved address (shared/moved-pages.ts): a permanent redirect, as the CDN answers it.
  app.get("*", async (c, next) => {
    const to = movedTo(c.req.path);
    return to ? c.redirect(to, 301) : next();
  });
  // A pre-rendered page (pages/): /saree from saree/index.html, /product/abc from product/abc/index.html.
  app.get("*", async (c, next) => {
    const file = join(staticDir, pageKey(c.req.path));
    if (c.req.path.includes("..") || !existsSync(file)) return next();
    c.header("Cache-Control", PAGE_CACHE_CONTROL);
    return c.html(readFileSync(file, "utf8"));
  });
  app.use("/*", serveStatic({ root: staticDir }));
  app.get("*", (c) => {
    // The SPA's own page for client routes (/profile, /admin, an unknown product): its pristine
    // copy once the home page has been rendered over index.html.
    const spa = join(staticDir, SPA_FALLBACK_KEY);
    const index = existsSync(spa) ? spa : join(staticDir, "index.html");
    if (!existsSync(index)) return c.text("The storefront is not built yet: run npm run build.", 503);
    c.header("Cache-Control", "no-cache");
    return c.html(readFileSync(index, "utf8"));
  });
  return app;
}

export function startLocalServer(
  deps: AppDeps,
  options: { port: number; staticDir: string; hostname?: string; extend?: (app: Hono) => void; onCatalogueWrite?: () => void },
): Promise<LocalServer> {
  const app = createLocalApp(deps, options.staticDir, options.extend, options.onCatalogueWrite);
  return new Promise((resolve, reject) => {
    let server: ServerType;
    try {
      server = serve({ fetch: app.fetch, port: options.port, hostname: options.hostname ?? process.env.HOST ?? "127.0.0.1" }, (info) => {
        resolve({
          url: `http://localhost:${info.port}`,
          port: info.port,
          close: () => new Promise<void>((done) => server.close(() => done())),
        });
      });
      server.on("error", reject);
    } catch (error) {
      reject(error);
    }
  });
}
