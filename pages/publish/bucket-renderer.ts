import { GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, type ListObjectsV2CommandOutput, type S3Client } from "@aws-sdk/client-s3";
import { mkdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { SPA_FALLBACK_KEY } from "./page-store.js";
import { loadPageRenderer, type RenderPage } from "./renderer.js";

// The renderer in the cloud, taken from the site's bucket: the deploy uploads the SPA build with
// its template (spa.html), its manifest and the page renderer built from the same sources
// (pages/build/build-site.ts), so pages always name the scripts the bucket serves, whatever order
// the deploy built the function and the site in. Kept per build: a warm function picks up a new
// deploy by the manifest's ETag.

/** The site's bucket as SST links it: the StaticSite "Storefront"'s assets (infra/cloud/site.ts). */
export const SITE_BUCKET_LINK = "StorefrontAssets";

/** Where the site's build keeps the page renderer (Vite's SSR build, self-contained). */
export const RENDERER_KEY_PREFIX = ".renderer/";
export const MANIFEST_KEY = ".vite/manifest.json";

let loaded: { version: string; render: Promise<RenderPage> } | undefined;

async function download(s3: S3Client, bucket: string, key: string, file: string) {
  const object = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  if (!object.Body) throw new Error(`s3://${bucket}/${key} is empty`);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, await object.Body.transformToByteArray());
}

async function fetchBuild(s3: S3Client, bucket: string, version: string): Promise<RenderPage> {
  const root = join(tmpdir(), `pages-${version.replace(/[^A-Za-z0-9]/g, "")}`);
  const staticDir = join(root, "web");
  const rendererDir = join(root, "web-renderer");
  await download(s3, bucket, SPA_FALLBACK_KEY, join(staticDir, SPA_FALLBACK_KEY));
  await download(s3, bucket, MANIFEST_KEY, join(staticDir, MANIFEST_KEY));
  let token: string | undefined;
  do {
    const page = await s3.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: RENDERER_KEY_PREFIX, ContinuationToken: token }));
    const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : []));
    await Promise.all(keys.map((key) => download(s3, bucket, key, join(rendererDir, key.slice(RENDERER_KEY_PREFIX.length)))));
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  // The stylesheets a rendered page carries inline (inline-styles.ts).
  token = undefined;
  do {
    const assets: ListObjectsV2CommandOutput = await s3.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: "assets/", ContinuationToken: token }));
    const stylesheets = (assets.Contents ?? []).flatMap((object) => (object.Key?.endsWith(".css") ? [object.Key] : []));
    await Promise.all(stylesheets.map((key) => download(s3, bucket, key, join(staticDir, key))));
    token = assets.IsTruncated ? assets.NextContinuationToken : undefined;
  } while (token);
  return loadPageRenderer(staticDir, rendererDir);
}

/** The renderer of the build now in the bucket. */
export async function bucketRenderer(s3: S3Client, bucket: string): Promise<RenderPage> {
  const head = await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: MANIFEST_KEY }));
  const version = head.ETag ?? "unversioned";
  if (loaded?.version !== version) {
    const render = fetchBuild(s3, bucket, version);
    loaded = { version, render };
    render.catch(() => {
      if (loaded?.render === render) loaded = undefined;
    });
  }
  return loaded.render;
}
