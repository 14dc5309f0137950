import { DEPLOY_EVENT, FEEDS_SCHEDULE_EVENT } from "../../pages/publish/event-names.js";
import { router } from "./router.js";
import { allowSelfInvoke } from "./self-invoke.js";
import { sharePicturesAfterDeploy } from "./share-pictures.js";
import { shopFunction } from "./shop-function.js";
import { site } from "./site.js";
import { streamConsumer } from "./stream-consumer.js";
import { STREAM_SUBSCRIPTIONS } from "./stream-subscriptions.js";
import { table } from "./table.js";

// Saved products and subcategories reach it on the table's stream, as stream-subscriptions.ts declares.
const catalogueStream = streamConsumer(STREAM_SUBSCRIPTIONS.PagePublisher);

// Renders the shop's pages into the site's bucket (pages/publish/lambda.ts, docs/pages.md). It reads the
// catalogue (the table), writes pages and reads the build's renderer (the site's bucket) and names
// the shop's address in every page (the Router's URL). 1024 MB: React renders faster with the CPU
// that memory brings. 50 s, within the minute every background job here keeps: no invocation's
// work grows with the catalogue but the deploy's reading of it (docs/pages.md has the figures).
export const pagePublisher = shopFunction("PagePublisher", {
  handler: "pages/publish/lambda.handler",
  memory: "1024 MB",
  timeout: "50 seconds",
  // Exactly what it reads (functions/lambda/links.ts).
  link: [table, site.nodes.assets, router],
  permissions: catalogueStream.permissions,
});
// It hands its jobs (chunks of pages) to async invocations of itself, by the ARN in its context.
allowSelfInvoke(pagePublisher, "PagePublisher");

// Each saved or deleted product or subcategory, gathered for up to 5 s into one run...
catalogueStream.subscribe(pagePublisher);

// ...and every page once each deploy has uploaded the build: the upload replaced index.html with
// the unrendered SPA, and a product saved or removed while the deploy ran is put right. The
// trigger changes on every deploy, so the invocation runs every time. After the share pictures'
// run, so the old photos' share pictures that product pages name (og:image) exist when they appear.
export const publishAfterDeploy = new aws.lambda.Invocation(
  "PagePublisherAfterDeploy",
  { functionName: pagePublisher.name, input: JSON.stringify(DEPLOY_EVENT), triggers: { deployedAt: String(Date.now()) } },
  { dependsOn: [site, sharePicturesAfterDeploy] },
);

// ...and the shopping feeds every hour: a sale renders no page (stock shows from the API), so the
// feeds' availability follows the stock on this schedule. Merchant Center fetches a feed daily at
// most, and reads a product page's JSON-LD between fetches, which a size selling out re-renders.
// The Cron says which job it is: an event the publisher does not know renders nothing.
export const feedsSchedule = new sst.aws.Cron("PageFeedsSchedule", { function: pagePublisher, schedule: "rate(1 hour)", event: FEEDS_SCHEDULE_EVENT });
