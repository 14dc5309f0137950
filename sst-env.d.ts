/* Types for SST's runtime `Resource`. The sst CLI would generate this file from sst.config.ts,
   but it cannot run here, so it is written by hand: keep it in step with infra/cloud/
   (tests/infra/sst-config.test.ts checks the names and what each one carries). */
import "sst";
export {};

declare module "sst" {
  export interface Resource {
    JwtSecret: { type: "sst.sst.Secret"; value: string };
    RazorpayKeyId: { type: "sst.sst.Secret"; value: string };
    RazorpayKeySecret: { type: "sst.sst.Secret"; value: string };
    RazorpayWebhookSecret: { type: "sst.sst.Secret"; value: string };
    ShopTable: { type: "sst.aws.Dynamo"; name: string };
    ShopMedia: { type: "sst.aws.Bucket"; name: string };
    ShopApi: { type: "sst.aws.Function"; name: string; url: string };
    RazorpayWebhook: { type: "sst.aws.Function"; name: string; url: string };
    ShopRouter: { type: "sst.aws.Router"; url: string };
    Storefront: { type: "sst.aws.StaticSite"; url: string };
  }
}
