import { media } from "./media.js";
import { NODE_FUNCTION } from "./lambda-defaults.js";
import { LAMBDA_INSTALL } from "./nodejs-bundling.js";
import { shopFunction } from "./shop-function.js";

// Makes the share pictures (docs/decisions.md section 2) of photos saved before they existed:
// functions/lambda/share-pictures.ts, run once after every deploy. Linked to the photo bucket
// alone (functions/lambda/links.ts). 1024 MB: sharp decodes and encodes on the CPU that memory
// brings. 50 s, like the page publisher; a run stops starting photos 15 s before it and the next
// deploy's run does the rest.
const HANDLER = "functions/lambda/share-pictures.handler";

export const sharePictures = shopFunction("SharePictures", {
  handler: HANDLER,
  memory: "1024 MB",
  timeout: "50 seconds",
  link: [media],
  // sharp is installed beside the bundle by SST, as the API's is (LAMBDA_INSTALL).
  nodejs: { ...NODE_FUNCTION.nodejs, install: [...LAMBDA_INSTALL[HANDLER]!] },
});

// Once each deploy, as the page publisher's run (infra/cloud/page-publisher.ts): the trigger
// changes every deploy, so Pulumi invokes it every time. Nothing to do is a listing and no write.
export const sharePicturesAfterDeploy = new aws.lambda.Invocation("SharePicturesAfterDeploy", {
  functionName: sharePictures.name,
  input: JSON.stringify({ reason: "deploy" }),
  triggers: { deployedAt: String(Date.now()) },
});
