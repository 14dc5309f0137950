import { Resource } from "sst";
import { tableSearchIndex } from "@functions/catalogue/search-index-store.js";
import { createDb } from "@functions/data/db.js";
import { createRepositories } from "@functions/data/repositories.js";
import { loadConfig } from "@functions/lambda/load-config.js";
import { s3ClientFor } from "@functions/media/photo-store.js";
import { bucketRenderer, SITE_BUCKET_LINK } from "./bucket-renderer.js";
import { publishChanges } from "./changes-run.js";
import { planDeploy, publishJob } from "./deploy-run.js";
import { selfHandOff } from "./lambda-hand-off.js";
import { publisherRunOf } from "./publisher-event.js";
import type { PublishDeps } from "./publish-deps.js";
import type { RenderPage } from "./renderer.js";
import { readActiveCatalogue, readActiveCataloguePage, readActiveCollections, readActiveProducts, readTopReviews } from "./read-catalogue.js";
import { s3PageStore } from "./s3-page-store.js";

// The page publisher in the cloud (infra/cloud/page-publisher.ts). Four kinds of invocation, each
// named by its event (publisher-event.ts); any other event is refused and renders nothing:
// - a batch of the table's stream (saved or deleted products and subcategories): the changes-run,
//   which reads those products only and renders what shows differently;
// - a job handed off by another invocation (`{ job }`): a chunk of product pages, the
//   catalogue-wide pages, the feeds or pages to hand back;
// - the hourly schedule (`{ job: "feeds" }`): the shopping feeds, whose availability sales change
//   without a run of their own;
// - the deploy's (`{ reason: "deploy" }`, after each upload): reads the catalogue, writes the
//   snapshot and hands the jobs off to async invocations of this function, without waiting.

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

export async function handler(event: unknown, context?: { invokedFunctionArn?: string }) {
  // Before anything is read or rendered: an event nobody named is an error, not a full render.
  const asked = publisherRunOf(event);
  const client = await s3;
  // Loaded on the first page to render: a sale renders none, so it costs no look at the build.
  let renderer: Promise<RenderPage> | undefined;
  const deps: PublishDeps = {
    readCatalogue: () => readActiveCatalogue(repos),
    readCataloguePage: (cursor) => readActiveCataloguePage(repos, cursor),
    readProducts: (ids) => readActiveProducts(repos, ids),
    readCollections: () => readActiveCollections(repos),
    readReviews: (id) => readTopReviews(repos, id),
    render: async (page) => (await (renderer ??= bucketRenderer(client, bucket)))(page),
    store: s3PageStore(client, bucket),
    searchIndex: tableSearchIndex(repos.db),
    origin,
    // Jobs go to async invocations of this function, by its own ARN; against the local emulators
    // (tests, the benchmark) they run in this process, unless a stand-in for Lambda's API is named.
    handOff: selfHandOff(context, config.region),
  };
  const figures = asked.run === "changes" ? await publishChanges(deps, asked.changes) : asked.run === "job" ? await publishJob(deps, asked.job) : await planDeploy(deps);
  console.log(JSON.stringify({ level: "info", message: "pages published", run: asked.run, asked: asked.run === "changes" ? asked.changes.products.size : undefined, ...figures }));
  return figures;
}
