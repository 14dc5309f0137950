import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { Hono } from "hono";
import { controlRoutes } from "./control-routes.js";
import { isMovableStatus, moveShipment, movableStatuses, type JourneyOptions } from "./journey.js";
import { EmulatorDataFolder } from "./data-folder.js";
import { CourierLedger, type EmulatedShipment, type EmulatedStatus, type NdrRecord } from "./ledger.js";
import { PRIMARY_PICKUP, PickupLocations, type PickupLocation } from "./pickup-locations.js";
import { restRoutes } from "./rest-routes.js";
import { TrackingPusher, type TrackingDelivery } from "./tracking-pusher.js";

// A stand-in for Shiprocket on this machine (docs/shipping.md, "The courier emulator"): its REST subset under
// /v1/external, tracking webhooks pushed to the shop, and a control at /_emulator. In memory,
// or kept in a data folder across restarts (data-folder.ts).

export { TEST_COURIERS, zoneOf } from "./test-pins.js";
export type { EmulatedShipment, EmulatedStatus, NdrRecord, TrackingDelivery, JourneyOptions, PickupLocation };
export { PRIMARY_PICKUP };

export interface CourierEmulatorOptions {
  port?: number;
  email: string;
  password: string;
  /** The x-api-key sent with every tracking webhook. */
  webhookKey: string;
  webhookUrl?: string;
  /** The account's pickup locations; a new account's "Primary" (Jaipur) when none are given. */
  pickupLocations?: PickupLocation[];
  /** Keeps labels, manifests and the ledger here across restarts; in memory without one. */
  dataDir?: string;
}

export interface CourierEmulator {
  /** The API base to give the client (…/v1/external). */
  readonly apiUrl: string;
  /** The control page. */
  readonly controlUrl: string;
  readonly shipments: ReadonlyMap<number, EmulatedShipment>;
  readonly ndrActions: readonly NdrRecord[];
  readonly deliveries: readonly TrackingDelivery[];
  /** How many times the shop created a courier order for each of its order ids. */
  readonly creations: ReadonlyMap<string, number>;
  readonly logins: number;
  setWebhookUrl(url: string | undefined): void;
  /** Adds a pickup location, or changes the one of that name, as the owner does in the panel. */
  setPickupLocation(location: PickupLocation): void;
  /** Every sign-in token stops working, as when Shiprocket's 10 days run out. */
  expireTokens(): void;
  shipmentByAwb(awb: string): EmulatedShipment | undefined;
  /** Records scans for these statuses and pushes their webhooks (see JourneyOptions); a return moves by its own statuses. */
  move(awb: string, statuses: EmulatedStatus[], options?: JourneyOptions): number;
  waitForWebhooks(): Promise<void>;
  stop(): Promise<void>;
}

export async function startCourierEmulator(options: CourierEmulatorOptions): Promise<CourierEmulator> {
  const folder = new EmulatorDataFolder(options.dataDir);
  const ledger = new CourierLedger(folder.loadLedger());
  const pickups = new PickupLocations(options.pickupLocations ?? [PRIMARY_PICKUP]);
  const pusher = new TrackingPusher(options.webhookKey);
  pusher.url = options.webhookUrl;
  const logins = { count: 0 };
  const tokens = new Set<string>();
  let base = "";
  const app = new Hono({ strict: false });
  // Whatever a request changed is on disk before its answer leaves.
  app.use(async (c, next) => {
    await next();
    if (c.req.method !== "GET") folder.saveLedger(ledger);
  });
  app.route(
    "/v1/external",
    restRoutes({
      ledger,
      account: { email: options.email, password: options.password },
      baseUrl: () => `${base}/v1/external`,
      pickups,
      logins,
      folder,
      tokens,
    }),
  );
  app.route("/_emulator", controlRoutes({ ledger, pusher }));
  app.notFound((c) => c.json({ message: "Not found", status_code: 404 }, 404));
  app.onError((error, c) => {
    console.error("courier emulator: unexpected error", error);
    return c.json({ message: "Server error", status_code: 500 }, 500);
  });

  const { server, port } = await new Promise<{ server: ServerType; port: number }>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: options.port ?? 0, hostname: "127.0.0.1" }, (info: AddressInfo) => resolve({ server: s, port: info.port }));
    s.once("error", reject);
  });
  base = `http://127.0.0.1:${port}`;

  return {
    apiUrl: `${base}/v1/external`,
    controlUrl: `${base}/_emulator`,
    shipments: ledger.shipments,
    ndrActions: ledger.ndrActions,
    deliveries: pusher.deliveries,
    creations: ledger.creations,
    get logins() {
      return logins.count;
    },
    setWebhookUrl: (url) => (pusher.url = url),
    setPickupLocation: (location) => pickups.set(location),
    expireTokens: () => tokens.clear(),
    shipmentByAwb: (awb) => ledger.byAwb(awb),
    move(awb, statuses, journey) {
      const shipment = ledger.byAwb(awb);
      if (!shipment) throw new Error(`No shipment has AWB ${awb}`);
      const wrong = statuses.find((status) => !isMovableStatus(shipment, status));
      if (wrong) throw new Error(`${shipment.isReturn ? "A return" : "A parcel"} moves by ${movableStatuses(shipment).join(", ")}, not ${wrong}`);
      const queued = moveShipment(shipment, statuses, pusher, journey);
      folder.saveLedger(ledger);
      return queued;
    },
    waitForWebhooks: () => pusher.settled(),
    async stop() {
      await pusher.settled();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        if ("closeAllConnections" in server) server.closeAllConnections();
      });
    },
  };
}
