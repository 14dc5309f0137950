import { TAX_DOCUMENTS_PREFIX } from "../../shared/tax/document-files.js";
import { DOCUMENTS_RULE_ID, INFREQUENT_ACCESS_AFTER_DAYS, withInfrequentAccessAfter, type LifecycleRule } from "./document-lifecycle.js";
import { isKeptStage } from "./kept-stages.js";

// The tax invoices' and credit notes' PDFs (functions/documents/pdf-files.ts), as they were sent.
// A private bucket of its own: no public access, no CloudFront route, no CORS (browsers only
// follow the API's presigned GETs, plain navigations); only the API (links) and the mailer (PDFs)
// are linked to it. GST keeps the documents 8 years (docs/accounts.md), so nothing here expires
// an object: after 90 days they move to Standard-IA, read rarely, and stay.
const kept = isKeptStage($app.stage);

export const documents = new sst.aws.Bucket("ShopDocuments", {
  cors: false,
  // SST's entry needs an expiry; this placeholder (a century) never reaches S3: transform.lifecycle
  // replaces it with the move to Standard-IA (document-lifecycle.ts), and refuses if the rule is gone.
  lifecycle: [{ id: DOCUMENTS_RULE_ID, prefix: TAX_DOCUMENTS_PREFIX, expiresIn: "36500 days" }],
  transform: {
    // Production's and staging's documents outlive a removal of the stage, and it never empties them.
    bucket: { forceDestroy: !kept },
    lifecycle: (args) => {
      args.rules = withInfrequentAccessAfter(args.rules as unknown as LifecycleRule[], DOCUMENTS_RULE_ID, INFREQUENT_ACCESS_AFTER_DAYS);
    },
  },
});
