import { Resource } from "sst";
import { createDb } from "@functions/data/db.js";
import { createRepositories } from "@functions/data/repositories.js";
import { loadConfig } from "@functions/lambda/load-config.js";
import { s3ClientFor } from "@functions/media/photo-store.js";
import { bucketRenderer, SITE_BUCKET_LINK } from "./bucket-renderer.js";
import { publishOnce, type PublishFigures } from "./publisher.js";
import { readActiveCatalogue, readActiveCollections, readTopReviews } from "./read-catalogue.js";
import { s3PageStore } from "./s3-page-store.js";
import { productsToRender } from "./stream-changes.js";

// The page publisher in the cloud (infra/cloud/page-publisher.ts). The table's stream calls it
// with saved or deleted products and subcategories: it renders those products' pages and the
// catalogue-wide ones into the site's bucket. The deploy calls it once with no records: it renders
// every page, and removes pages of products no longer in the catalogue.

const config = loadConfig([], process.env, ["ShopRouter"]);
const repos = createRepositories(createDb(config));
// The site's bucket is a component inside the StaticSite: SST links it like any other, but its
// generated types (sst-env.d.ts) name top-level components only.
const linked = Resource as unknown as Partial<Record<typeof SITE_BUCKET_LINK, { name: string }>>;
const siteBucket = linked[SITE_BUCKET_LINK];
if (!siteBucket) throw new Error(`${SITE_BUCKET_LINK} is not linked to this function. Link the site's bucket in infra/cloud/page-publisher.ts`);
const bucket = siteBucket.name;
const origin = Resource.ShopRouter.url.replace(/\/+$/, "");
const s3 = s3ClientFor(config.media, config.region);

const PRODUCT_KEYS = /^product\/([^/]+)\/index\.html$/;
const COLLECTION_KEYS = /^collections\/([^/]+)\/index\.html$/;
/** The pages under a folder, by path. */
const pagesUnder = async (store: ReturnType<typeof s3PageStore>, folder: string, keys: RegExp) =>
  (await store.list(`${folder}/`)).flatMap((key) => (keys.test(key) ? [`/${key.slice(0, -"/index.html".length)}`] : []));

export async function handler(event: unknown): Promise<PublishFigures> {
  const client = await s3;
  const store = s3PageStore(client, bucket);
  const products = productsToRender(event);
  const figures = await publishOnce(
    { readCatalogue: () => readActiveCatalogue(repos), readCollections: () => readActiveCollections(repos), readReviews: (id) => readTopReviews(repos, id), render: await bucketRenderer(client, bucket), store, origin },
    products,
    () => pagesUnder(store, "product", PRODUCT_KEYS),
    // Every run: a renamed subcategory's old listing must not outlive the stream batch that renamed it.
    () => pagesUnder(store, "collections", COLLECTION_KEYS),
  );
  console.log(JSON.stringify({ level: "info", message: "pages published", asked: products === "all" ? "all" : products.size, ...figures }));
  return figures;
}
