/* Types for SST's runtime `Resource`, in the exact form the sst CLI generates them
   (pkg/types/typescript/typescript.go); its first run rewrites this file with the same body
   under its own header. tests/infra/sst-config.test.ts renders the body from sst.config.ts and
   compares, so keep the two in step when a component is added. */

declare module "sst" {
  export interface Resource {
    "AlarmEmail": {
      "type": "sst.sst.Secret"
      "value": string
    }
    "CourierWebhookKey": {
      "type": "sst.sst.Secret"
      "value": string
    }
    "HoldSweep": {
      "name": string
      "type": "sst.aws.Function"
    }
    "JwtSecret": {
      "type": "sst.sst.Secret"
      "value": string
    }
    "MailFeedback": {
      "name": string
      "type": "sst.aws.Function"
    }
    "Mailer": {
      "name": string
      "type": "sst.aws.Function"
    }
    "OriginSecret": {
      "type": "sst.sst.Secret"
      "value": string
    }
    "OriginSecretPrevious": {
      "type": "sst.sst.Secret"
      "value": string
    }
    "PagePublisher": {
      "name": string
      "type": "sst.aws.Function"
    }
    "RazorpayKeyId": {
      "type": "sst.sst.Secret"
      "value": string
    }
    "RazorpayKeySecret": {
      "type": "sst.sst.Secret"
      "value": string
    }
    "RazorpayWebhook": {
      "name": string
      "type": "sst.aws.Function"
      "url": string
    }
    "RazorpayWebhookSecret": {
      "type": "sst.sst.Secret"
      "value": string
    }
    "SellerGstin": {
      "type": "sst.sst.Secret"
      "value": string
    }
    "SharePictures": {
      "name": string
      "type": "sst.aws.Function"
    }
    "ShiprocketEmail": {
      "type": "sst.sst.Secret"
      "value": string
    }
    "ShiprocketPassword": {
      "type": "sst.sst.Secret"
      "value": string
    }
    "ShopApi": {
      "name": string
      "type": "sst.aws.Function"
      "url": string
    }
    "ShopDocuments": {
      "name": string
      "type": "sst.aws.Bucket"
    }
    "ShopEmail": {
      "configSet": string
      "sender": string
      "type": "sst.aws.Email"
    }
    "ShopMedia": {
      "name": string
      "type": "sst.aws.Bucket"
    }
    "ShopRouter": {
      "type": "sst.aws.Router"
      "url": string
    }
    "ShopTable": {
      "name": string
      "type": "sst.aws.Dynamo"
    }
    "SignInCodeKey": {
      "type": "sst.sst.Secret"
      "value": string
    }
    "SmsApiKey": {
      "type": "sst.sst.Secret"
      "value": string
    }
    "SmsApiToken": {
      "type": "sst.sst.Secret"
      "value": string
    }
    "Storefront": {
      "type": "sst.aws.StaticSite"
      "url": string
    }
    "WhatsAppAccessToken": {
      "type": "sst.sst.Secret"
      "value": string
    }
    "WhatsAppAppSecret": {
      "type": "sst.sst.Secret"
      "value": string
    }
    "WhatsAppVerifyToken": {
      "type": "sst.sst.Secret"
      "value": string
    }
  }
}

import "sst"
export {}