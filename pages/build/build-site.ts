import { cp, copyFile, rm } from "node:fs/promises";
import { join, resolve } from "node:path";
import { RENDERER_KEY_PREFIX } from "../publish/bucket-renderer.js";
import { SPA_FALLBACK_KEY } from "../publish/page-store.js";
import { buildStorefront, rendererDirOf } from "./build-storefront.js";

// The storefront's build for the cloud (StaticSite's build command, infra/cloud/site.ts): the SPA,
// its untouched index.html again as spa.html (the page for addresses with no rendered page), and
// the page renderer inside the upload, where the page publisher reads it
// (pages/publish/bucket-renderer.ts). The pages themselves are rendered by the publisher once the upload
// is done (infra/cloud/page-publisher.ts).
const staticDir = resolve(process.argv[2] ?? "dist/web");
await buildStorefront(staticDir);
await copyFile(join(staticDir, "index.html"), join(staticDir, SPA_FALLBACK_KEY));
const inUpload = join(staticDir, RENDERER_KEY_PREFIX);
await rm(inUpload, { recursive: true, force: true });
await cp(rendererDirOf(staticDir), inUpload, { recursive: true });
