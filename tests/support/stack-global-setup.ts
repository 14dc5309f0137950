// Global setup of the e2e project (docs/decisions.md section 8): builds the storefront, starts the whole
// shop as `npm start` does (DynamoDB Local in memory, seeded demo catalogue and admin, the
// Razorpay, courier, WhatsApp and SMS emulators, API and SPA on one port), and hands the tests its
// address and admin login.
//
// In a test file:
//   import { inject } from "vitest";
//   describe.skipIf(!inject("chromium"))("...", () => { ... inject("shopUrl") ... });
// and drive the browser with tests/support/browser.ts.
import { existsSync, rmSync } from "node:fs";
import type { TestProject } from "vitest/node";
import { rendererDirOf } from "../../pages/build/build-storefront.js";
import { buildStorefront, copyStorefront } from "./build-storefront.js";
import { TEST_EXEMPT_SOURCES } from "./exempt-sources.js";

declare module "vitest" {
  export interface ProvidedContext {
    /** False when no Chromium is installed: the e2e files skip (CI=true fails instead). */
    chromium: boolean;
    chromiumPath: string;
    /** Where the shop answers, e.g. http://127.0.0.1:41234 (no trailing slash). */
    shopUrl: string;
    admin: { email: string; password: string };
    /** The local SES (aws-ses-v2-local): its mailbox page, and GET store for what was sent. */
    mailboxUrl: string;
    /** The courier emulator's control (POST <url>/shipments/:awb/statuses moves a parcel along). */
    courierControlUrl: string;
    /** The WhatsApp emulator's Graph API base; its control is <url>/_emulator (GET messages?to=, POST reply), its phone page <url>/phone. */
    whatsappUrl: string;
    /** The SMS emulator's API base; its control is <url>/_emulator (GET messages?to=<10 digits>, POST next-send, next-delivery, callbacks, reset), its inbox page <url>/. */
    smsUrl: string;
    /** The shop's table in DynamoDB Local, for fixtures no API makes yet (custom lines, issue 26). */
    shopTable: { dynamoEndpoint: string; tableName: string; region: string };
  }
}

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

function shout(message: string): void {
  const line = "!".repeat(78);
  console.warn(`\n${line}\n${message}\n${line}\n`);
}

export default async function setup(project: TestProject) {
  project.provide("chromiumPath", CHROMIUM_PATH);
  if (!existsSync(CHROMIUM_PATH)) {
    const install = "Install it with\n  sudo apt-get install -y chromium\n(or point CHROMIUM_PATH at another Chromium).";
    if (process.env.CI === "true") throw new Error(`No Chromium at ${CHROMIUM_PATH}, and under CI=true the end-to-end tests must run. ${install}`);
    shout(`No Chromium at ${CHROMIUM_PATH}: the end-to-end tests are SKIPPED. ${install}`);
    project.provide("chromium", false);
    project.provide("shopUrl", "");
    project.provide("admin", { email: "", password: "" });
    project.provide("mailboxUrl", "");
    project.provide("courierControlUrl", "");
    project.provide("whatsappUrl", "");
    project.provide("smsUrl", "");
    project.provide("shopTable", { dynamoEndpoint: "", tableName: "", region: "" });
    return;
  }

  // `npm run test:e2e` builds once for all its lanes, and each lane's shop renders its pages into
  // a copy of its own; a plain `vitest run` builds its own.
  const built = process.env.E2E_STATIC_DIR;
  const staticDir = built ? copyStorefront(built) : await buildStorefront();

  const { startLocalStack } = await import("../../infra/local/stack.js");
  const { freePort } = await import("../../infra/local/free-port.js");
  // No dataDir: DynamoDB Local keeps this run's data in memory.
  const stack = await startLocalStack({ port: await freePort(), staticDir, env: { ...process.env, THROTTLE_EXEMPT_SOURCES: TEST_EXEMPT_SOURCES } });
  // The shop ships free for the e2e files about other things, so their totals stay the pieces';
  // tests/e2e/shipping-charges.test.ts turns the default rates on through the admin and back off.
  const { DEFAULT_SETTINGS } = await import("../../functions/settings/shop-settings.js");
  await stack.repos.settings.save({ shipping: { ...DEFAULT_SETTINGS.shipping, freeAbovePaise: 0 } }, 0, "e2e");

  project.provide("chromium", true);
  project.provide("shopUrl", `http://127.0.0.1:${stack.server.port}`);
  project.provide("admin", stack.admin);
  project.provide("mailboxUrl", stack.mail.endpoint);
  project.provide("courierControlUrl", stack.courier?.controlUrl ?? "");
  project.provide("whatsappUrl", stack.whatsapp?.url ?? "");
  project.provide("smsUrl", stack.sms?.url ?? "");
  project.provide("shopTable", { dynamoEndpoint: stack.config.dynamoEndpoint ?? "", tableName: stack.config.tableName, region: stack.config.region });

  return async () => {
    await stack.stop();
    rmSync(staticDir, { recursive: true, force: true });
    rmSync(rendererDirOf(staticDir), { recursive: true, force: true });
  };
}
