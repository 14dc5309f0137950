import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { Hono } from "hono";
import type { WhatsAppCategory } from "@shared/whatsapp/templates.js";
import { controlRoutes } from "./control-routes.js";
import { GraphApiError, serverError, unknownPath } from "./graph-errors.js";
import { graphRoutes } from "./graph-routes.js";
import { MessageCenter, type InboundMessage, type SentMessage } from "./message-center.js";
import { phonePage } from "./phone-page.js";
import { SettingsStore, type EmulatorSettings, type SettingsPatch } from "./settings.js";
import { changeTemplateCategory, changeTemplateStatus } from "./template-changes.js";
import { TemplateRegistry, type RegisteredTemplate, type TemplateStatus } from "./template-registry.js";
import { WebhookDispatcher, type WebhookDelivery, type WebhookVerification } from "./webhook-dispatcher.js";
import type { BusinessPhone } from "./webhook-payloads.js";

// A stand-in for Meta's WhatsApp Business Cloud API on this machine (issue 44): the Graph API
// calls the shop makes (send a template message, list the templates) with Meta's answers and
// errors, the signed webhooks that follow (statuses, replies, template reviews), a control API
// under /_emulator for tests, and a phone page at /phone for people. State is in memory.

export type { SentMessage, InboundMessage, StatusRecord } from "./message-center.js";
export type { EmulatorSettings, SettingsPatch, FailNext, WebhookRetryPolicy } from "./settings.js";
export type { TemplateStatus, RegisteredTemplate } from "./template-registry.js";
export type { WebhookDelivery, WebhookField, WebhookVerification } from "./webhook-dispatcher.js";
export type { MessageStatus } from "./webhook-payloads.js";
export { GraphApiError, type GraphErrorBody } from "./graph-errors.js";
export { webhookSignature } from "./webhook-dispatcher.js";

export interface WhatsAppEmulatorOptions {
  /** 0 or omitted: any free port. */
  port?: number;
  /** The system user's token the shop sends as `Authorization: Bearer …`. */
  accessToken: string;
  /** The Meta app's secret: webhooks are signed with it (X-Hub-Signature-256). */
  appSecret: string;
  phoneNumberId: string;
  businessAccountId: string;
  /** Where webhooks go; none are sent until one is set. */
  webhookUrl?: string;
  /** What the shop expects in Meta's GET check of its webhook (`verifyWebhook()`). */
  verifyToken: string;
  /** Where the URL buttons' registered links start; a send's button parameter completes them. Default https://rangrez.in */
  buttonUrlBase?: string;
  /** The business number in webhooks' metadata: digits with the country code. */
  displayPhoneNumber?: string;
  /** The business's name at the top of the phone page's chats. */
  businessName?: string;
}

export interface WhatsAppEmulator {
  /** The Graph API's base: requests go to `${url}/v21.0/...` (any vN.N). */
  readonly url: string;
  /** The phone page: every number the shop wrote to. */
  readonly phoneUrl: string;
  /** The test controls: `${controlUrl}/messages`, `/reply`, `/settings`… */
  readonly controlUrl: string;
  readonly settings: Readonly<EmulatorSettings>;
  /** Every webhook delivery attempt, oldest first. */
  readonly deliveries: readonly WebhookDelivery[];
  readonly webhookUrl: string | undefined;
  /** Loopback URLs only; undefined stops sending webhooks. */
  setWebhookUrl(url?: string): void;
  updateSettings(patch: SettingsPatch): EmulatorSettings;
  resetSettings(): EmulatorSettings;
  /** Every accepted message, oldest first (to one number when given: any spelling of it). */
  messages(to?: string): SentMessage[];
  /** Every message people sent the business, oldest first. */
  inbound(from?: string): InboundMessage[];
  /** A text from that number, sent as the signed messages webhook; resolves once delivered or given up. */
  reply(from: string, text: string, name?: string): Promise<void>;
  /** Changes the template (every language unless one is given) and sends message_template_status_update; resolves once delivered. */
  setTemplateStatus(name: string, status: TemplateStatus, language?: string): Promise<void>;
  /** Changes the category and sends template_category_update; resolves once delivered. */
  setTemplateCategory(name: string, category: WhatsAppCategory, language?: string): Promise<void>;
  templates(): RegisteredTemplate[];
  /** Meta's check of the webhook URL: GET with hub.mode=subscribe, the verify token and a challenge to echo. */
  verifyWebhook(): Promise<WebhookVerification>;
  /** Resolves once every status still to come has been sent and every webhook delivered or given up. */
  waitForWebhooks(): Promise<void>;
  stop(): Promise<void>;
}

export class WhatsAppPortTakenError extends Error {
  constructor(port: number) {
    super(`Port ${port} for the WhatsApp emulator is taken. Start on another one with WHATSAPP_PORT=8106 npm start.`);
    this.name = "WhatsAppPortTakenError";
  }
}

function listen(app: Hono, port: number): Promise<{ server: ServerType; port: number }> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port, hostname: "127.0.0.1" }, (info: AddressInfo) => resolve({ server, port: info.port }));
    server.once("error", (error: NodeJS.ErrnoException) => reject(error.code === "EADDRINUSE" && port !== 0 ? new WhatsAppPortTakenError(port) : error));
  });
}

function close(server: ServerType): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    if ("closeAllConnections" in server) server.closeAllConnections();
  });
}

export async function startWhatsAppEmulator(options: WhatsAppEmulatorOptions): Promise<WhatsAppEmulator> {
  const settings = new SettingsStore();
  const business: BusinessPhone = {
    businessAccountId: options.businessAccountId,
    phoneNumberId: options.phoneNumberId,
    displayPhoneNumber: options.displayPhoneNumber ?? "911414567800",
  };
  const registry = new TemplateRegistry(options.buttonUrlBase ?? "https://rangrez.in");
  const dispatcher = new WebhookDispatcher({ appSecret: options.appSecret, retry: () => settings.current.webhookRetry });
  dispatcher.setUrl(options.webhookUrl);
  const center = new MessageCenter({ business, settings, registry, dispatcher });
  const changes = { business, registry, dispatcher };

  const app = new Hono();
  app.get("/", (c) => c.redirect("/phone"));
  app.route("/phone", phonePage({ center, businessName: options.businessName ?? "Rangrez" }));
  app.route("/_emulator", controlRoutes({ ...changes, settings, center, verifyToken: options.verifyToken }));
  app.route(
    "/",
    graphRoutes({ accessToken: options.accessToken, phoneNumberId: options.phoneNumberId, businessAccountId: options.businessAccountId, settings, registry, center }),
  );
  app.notFound((c) => c.json(unknownPath(new URL(c.req.url).pathname).toJSON(), 400));
  app.onError((error, c) => {
    if (error instanceof GraphApiError) return c.json(error.toJSON(), error.status);
    console.error("whatsapp emulator: unexpected error", error);
    return c.json(serverError().toJSON(), 500);
  });

  const { server, port } = await listen(app, options.port ?? 0);
  const url = `http://127.0.0.1:${port}`;
  let stopped: Promise<void> | undefined;

  return {
    url,
    phoneUrl: `http://localhost:${port}/phone`,
    controlUrl: `${url}/_emulator`,
    get settings() {
      return settings.current;
    },
    get deliveries() {
      return dispatcher.deliveries;
    },
    get webhookUrl() {
      return dispatcher.webhookUrl;
    },
    setWebhookUrl: (webhookUrl) => dispatcher.setUrl(webhookUrl),
    updateSettings: (patch) => settings.update(patch),
    resetSettings: () => settings.reset(),
    messages: (to) => (to === undefined ? [...center.sent] : center.sent.filter((message) => message.to === to.replace(/\D+/g, ""))),
    inbound: (from) => (from === undefined ? [...center.inbound] : center.inbound.filter((message) => message.from === from.replace(/\D+/g, ""))),
    async reply(from, text, name) {
      await center.reply(from, text, name);
    },
    async setTemplateStatus(name, status, language) {
      await changeTemplateStatus(changes, name, status, language);
    },
    async setTemplateCategory(name, category, language) {
      await changeTemplateCategory(changes, name, category, language);
    },
    templates: () => registry.all(),
    verifyWebhook: () => dispatcher.verify(options.verifyToken),
    async waitForWebhooks() {
      await center.settled();
      await dispatcher.settled();
    },
    stop() {
      stopped ??= (async () => {
        center.stop();
        dispatcher.stop();
        await Promise.all([close(server), center.settled(), dispatcher.settled()]);
      })();
      return stopped;
    },
  };
}
