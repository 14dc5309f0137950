import { PAGE_STREAM_FILTERS } from "../../pages/publish/stream-changes.js";
import { router } from "./router.js";
import { sharePicturesAfterDeploy } from "./share-pictures.js";
import { shopFunction } from "./shop-function.js";
import { site } from "./site.js";
import { table } from "./table.js";

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
  // It hands its jobs (chunks of pages) to async invocations of itself. Its own ARN cannot be named
  // in its own arguments, so by SST's naming of this app's and stage's function.
  permissions: [{ actions: ["lambda:InvokeFunction"], resources: [`arn:aws:lambda:*:*:function:${$app.name}-${$app.stage}-PagePublisher*`] }],
});

// Each saved or deleted product or subcategory... Every checkout writes its products too (the
// stock it holds), so records are gathered for up to 5 s into one run: a sale's checkouts cost one
// render of the listings every few seconds, not one each, and a saved product still shows within seconds.
table.subscribe("PagePublisher", pagePublisher.arn, {
  filters: PAGE_STREAM_FILTERS,
  transform: { eventSourceMapping: { maximumBatchingWindowInSeconds: 5 } },
});

// ...and every page once each deploy has uploaded the build: the upload replaced index.html with
// the unrendered SPA, and a product saved or removed while the deploy ran is put right. The
// trigger changes on every deploy, so the invocation runs every time. After the share pictures'
// run, so the old photos' share pictures that product pages name (og:image) exist when they appear.
export const publishAfterDeploy = new aws.lambda.Invocation(
  "PagePublisherAfterDeploy",
  { functionName: pagePublisher.name, input: JSON.stringify({ reason: "deploy" }), triggers: { deployedAt: String(Date.now()) } },
  { dependsOn: [site, sharePicturesAfterDeploy] },
);

// ...and the shopping feeds every hour: a sale renders no page (stock shows from the API), so the
// feeds' availability follows the stock on this schedule. Merchant Center fetches a feed daily at
// most, and reads a product page's JSON-LD between fetches, which a size selling out re-renders.
export const feedsSchedule = new sst.aws.Cron("PageFeedsSchedule", { function: pagePublisher, schedule: "rate(1 hour)" });
