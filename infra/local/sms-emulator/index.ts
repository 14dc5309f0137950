import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { Hono } from "hono";
import { SIGN_IN_CODE_TEMPLATE } from "@shared/sms/sign-in-code-sms.js";
import { isLoopbackUrl } from "../callback-poster.js";
import { CallbackDispatcher, type CallbackDelivery } from "./callback-dispatcher.js";
import { controlRoutes } from "./control-routes.js";
import { Controls, DEFAULT_TIMING, type CallbackMode, type Timing } from "./controls.js";
import { gatewayRoutes } from "./gateway-routes.js";
import { inboxPage } from "./inbox-page.js";
import { MessageStore, type SmsRecord } from "./message-store.js";
import { readNumber } from "./phone-numbers.js";
import { notFound, SmsApiError } from "./rest-errors.js";

// A stand-in for a DLT SMS gateway with Exotel's API on this machine (issue 44): the send and the
// message lookup the shop makes, with the gateway's answers and errors; DLT scrubbing against one
// registered business (entity, sender id, the sign-in code's template); the delivery reports that
// follow, to each send's StatusCallback; a control API under /_emulator for tests; and an inbox
// page at / for people. State is in memory.

export type { SmsRecord, StatusChange } from "./message-store.js";
export type { CallbackDelivery } from "./callback-dispatcher.js";
export type { CallbackMode, Timing } from "./controls.js";
export type { SmsStatus } from "./delivery-codes.js";

export interface SmsEmulatorOptions {
  /** 0 or omitted: any free port. */
  port?: number;
  accountSid: string;
  /** What the shop sends as HTTP Basic: the API key and token. */
  apiKey: string;
  apiToken: string;
  /** The DLT registration: the header texts come from, the principal entity, the sign-in template's id. */
  senderId: string;
  dltEntityId: string;
  signInTemplateId: string;
  /** The sign-in template's text as registered; SIGN_IN_CODE_TEMPLATE unless a test registers another wording. */
  signInTemplateText?: string;
  /** Where reports go for sends that name no StatusCallback; none are sent until one is set. */
  statusCallbackUrl?: string;
  /** How quickly things happen (tests make it quick). */
  timing?: Partial<Timing>;
}

export interface SmsEmulator {
  /** The API base: the shop's SMS_API_URL (requests go to `${url}/v1/Accounts/...`). */
  readonly url: string;
  /** The inbox page: every text the shop sent, by number. */
  readonly inboxUrl: string;
  /** The test controls: `${controlUrl}/messages?to=`, `/next-send`, `/next-delivery`, `/callbacks`, `/reset`. */
  readonly controlUrl: string;
  /** Every delivery report attempt, oldest first. */
  readonly callbacks: readonly CallbackDelivery[];
  readonly statusCallbackUrl: string | undefined;
  /** Loopback URLs only; undefined: sends without their own StatusCallback are not reported. */
  setStatusCallbackUrl(url?: string): void;
  /** Every message taken, oldest first; to one number when given (its ten digits, or any spelling). */
  messages(to?: string): SmsRecord[];
  failNextSend(status: 429 | 500 | 503): void;
  /** The next message taken fails on the network with this code (23005 DND, 23010, 23082…). */
  failNextDelivery(code: number): void;
  setCallbackMode(mode: CallbackMode, lateByMs?: number): void;
  /** Forgets the messages and the reports, and clears every fault and mode. */
  reset(): void;
  /** Resolves once every status still to come has happened and every report was delivered or given up. */
  waitForCallbacks(): Promise<void>;
  stop(): Promise<void>;
}

export class SmsPortTakenError extends Error {
  constructor(port: number) {
    super(`Port ${port} for the SMS emulator is taken. Start on another one with SMS_PORT=8107 npm start.`);
    this.name = "SmsPortTakenError";
  }
}

function listen(app: Hono, port: number): Promise<{ server: ServerType; port: number }> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port, hostname: "127.0.0.1" }, (info: AddressInfo) => resolve({ server, port: info.port }));
    server.once("error", (error: NodeJS.ErrnoException) => reject(error.code === "EADDRINUSE" && port !== 0 ? new SmsPortTakenError(port) : error));
  });
}

function close(server: ServerType): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    if ("closeAllConnections" in server) server.closeAllConnections();
  });
}

export async function startSmsEmulator(options: SmsEmulatorOptions): Promise<SmsEmulator> {
  let defaultCallbackUrl: string | undefined;
  const setStatusCallbackUrl = (url?: string) => {
    if (url !== undefined && !isLoopbackUrl(url)) throw new Error(`The SMS emulator only reports to http(s) URLs on this machine, not ${url}`);
    defaultCallbackUrl = url;
  };
  setStatusCallbackUrl(options.statusCallbackUrl);
  const controls = new Controls({ ...DEFAULT_TIMING, ...options.timing });
  const dispatcher = new CallbackDispatcher(() => controls.timing.retryDelayMs);
  const store = new MessageStore({
    accountSid: options.accountSid,
    dlt: {
      entityId: options.dltEntityId,
      senderId: options.senderId,
      templates: new Map([[options.signInTemplateId, options.signInTemplateText ?? SIGN_IN_CODE_TEMPLATE]]),
    },
    controls,
    dispatcher,
    defaultCallbackUrl: () => defaultCallbackUrl,
  });
  const reset = () => {
    store.reset();
    dispatcher.clear();
    controls.reset();
  };

  const app = new Hono();
  app.route("/", inboxPage({ store }));
  app.route("/_emulator", controlRoutes({ controls, store, dispatcher, reset }));
  app.route("/", gatewayRoutes({ accountSid: options.accountSid, apiKey: options.apiKey, apiToken: options.apiToken, controls, store }));
  app.notFound((c) => c.json(notFound(`The resource ${new URL(c.req.url).pathname}`).toJSON(), 404));
  app.onError((error, c) => {
    if (error instanceof SmsApiError) return c.json(error.toJSON(), error.status);
    console.error("sms emulator: unexpected error", error);
    return c.json(new SmsApiError(500, "The emulator failed on this request (see its log).").toJSON(), 500);
  });

  const { server, port } = await listen(app, options.port ?? 0);
  const url = `http://127.0.0.1:${port}`;
  let stopped: Promise<void> | undefined;

  return {
    url,
    inboxUrl: `http://localhost:${port}/`,
    controlUrl: `${url}/_emulator`,
    get callbacks() {
      return dispatcher.deliveries;
    },
    get statusCallbackUrl() {
      return defaultCallbackUrl;
    },
    setStatusCallbackUrl,
    messages(to) {
      if (to === undefined) return store.all();
      const number = readNumber(to);
      return number ? store.all(number.local) : [];
    },
    failNextSend: (status) => controls.failNextSend(status),
    failNextDelivery: (code) => controls.failNextDelivery(code),
    setCallbackMode: (mode, lateByMs) => controls.setCallbackMode(mode, lateByMs),
    reset,
    async waitForCallbacks() {
      await store.settled();
      await dispatcher.settled();
    },
    stop() {
      stopped ??= (async () => {
        store.stop();
        dispatcher.stop();
        await Promise.all([close(server), store.settled(), dispatcher.settled()]);
      })();
      return stopped;
    },
  };
}
