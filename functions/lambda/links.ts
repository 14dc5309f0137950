import { API_LINKS, MAILER_COMPONENTS, MAILER_LINKS, WEBHOOK_SECRETS } from "./load-config.js";

/**
 * What each Lambda entry reads from SST's `Resource` when it starts, by the handler the SST config
 * names: its function in infra/cloud/ links exactly these, no more (tests/infra checks both ways:
 * the config's `link` lists, and each bundle started with only these and refusing without any
 * one). A new entry (a scheduled job, a mailer) adds its line here.
 */
export const LINKS_READ: Readonly<Record<string, readonly string[]>> = {
  "functions/lambda/api.handler": ["ShopTable", ...API_LINKS],
  "functions/lambda/webhook.handler": ["ShopTable", ...WEBHOOK_SECRETS],
  "functions/lambda/release-holds.handler": ["ShopTable"],
  // SES's bounces and complaints: it writes the suppressed addresses to the table alone.
  "functions/lambda/mail-feedback.handler": ["ShopTable"],
  "functions/lambda/mailer.handler": ["ShopTable", ...MAILER_LINKS, ...MAILER_COMPONENTS],
  // The page publisher (pages/publish/lambda.ts): the catalogue, the site's bucket, the shop's address.
  "pages/publish/lambda.handler": ["ShopTable", "StorefrontAssets", "ShopRouter"],
  // Share pictures of photos saved before they were made: the photo bucket alone.
  "functions/lambda/share-pictures.handler": ["ShopMedia"],
};
