/// <reference path="./.sst/platform/config.d.ts" />

// The shop on AWS (Mumbai), one stack per stage. Components live in infra/cloud/, one file
// each; tests/infra/sst-config.test.ts evaluates this file with recording stand-ins for SST.
export default $config({
  app(input) {
    // The kept stages: infra/cloud/kept-stages.ts's list, written here as SST reads app() before any import.
    const kept = ["production", "staging"].includes(input?.stage ?? "");
    return {
      name: "rangrez",
      home: "aws",
      // SST refuses to remove a kept stage at all; lifted, "retain" still keeps its table (and
      // deletion protection guards it too). Not the storefront's bucket: SST's StaticSite makes it
      // with retainOnDelete: false whatever the policy (platform/src/components/aws/static-site.ts),
      // which loses nothing, as every deploy uploads the build again. Every other stage cleans up
      // after itself.
      removal: kept ? "retain" : "remove",
      protect: kept,
      providers: { aws: { region: "ap-south-1" } },
    };
  },
  async run() {
    const { router } = await import("./infra/cloud/router");
    const { table } = await import("./infra/cloud/table");
    const { media } = await import("./infra/cloud/media");
    const { documents } = await import("./infra/cloud/documents");
    await import("./infra/cloud/secrets");
    const { api } = await import("./infra/cloud/api");
    const { webhook } = await import("./infra/cloud/webhook");
    const { site } = await import("./infra/cloud/site");
    await import("./infra/cloud/mail-feedback");
    await import("./infra/cloud/mailer");
    await import("./infra/cloud/share-pictures");
    await import("./infra/cloud/page-publisher");
    await import("./infra/cloud/hold-sweep");
    await import("./infra/cloud/monitoring");
    await import("./infra/cloud/budget");
    return {
      url: router.url,
      api: api.url,
      razorpayWebhookUrl: webhook.url,
      storefront: site.url,
      table: table.name,
      photos: media.name,
      documents: documents.name,
    };
  },
});
