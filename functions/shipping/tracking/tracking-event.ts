import * as z from "zod";
import type { ReturnPickupStatus } from "@shared/return-pickup.js";
import type { ShipmentScan, ShipmentStatus } from "@shared/shipment.js";
import { SHIPROCKET_RETURN_STATUS_IDS, SHIPROCKET_STATUS_IDS, shiprocketTime } from "../courier/shiprocket-statuses.js";

// Shiprocket's tracking webhook body, read into the shop's words. Only the fields the shop acts
// on are read; Shiprocket adds others at will. The same body tracks a reverse pickup (a return's
// parcel, `is_return: 1`, its `order_id` the shop's return id), whose status ids read otherwise.

const scanSchema = z.object({
  date: z.string(),
  activity: z.string().nullish(),
  status: z.string().nullish(),
  location: z.string().nullish(),
  "sr-status": z.union([z.string(), z.number()]).nullish(),
});

export const trackingWebhookSchema = z.object({
  awb: z.union([z.string(), z.number()]).transform(String).pipe(z.string().min(1)),
  order_id: z.union([z.string(), z.number()]).transform(String).pipe(z.string().min(1)),
  current_status: z.string().nullish(),
  shipment_status_id: z.coerce.number().nullish(),
  current_status_id: z.coerce.number().nullish(),
  current_timestamp: z.string().min(1),
  scans: z.array(scanSchema).nullish(),
  is_return: z.union([z.number(), z.string(), z.boolean()]).nullish(),
});

type WebhookBody = z.output<typeof trackingWebhookSchema>;

/** One courier update in the shop's words; `S` the statuses it can move to. */
export interface CourierEvent<S extends string> {
  awb: string;
  /** The shop's order id (a return's id for a reverse pickup), as the courier's order was created with. */
  orderId: string;
  /** Undefined for a status the shop does not act on (its scans are still kept). */
  status?: S;
  statusId?: number;
  statusText: string;
  /** ISO. */
  at: string;
  scans: Array<Omit<ShipmentScan, "status"> & { status?: S }>;
}

export type TrackingEvent = CourierEvent<ShipmentStatus>;
export type ReturnPickupEvent = CourierEvent<ReturnPickupStatus>;

/** Whether the update is a reverse pickup's. */
export const isReturnUpdate = (body: WebhookBody) => body.is_return === true || Number(body.is_return) === 1;

function eventOf<S extends string>(body: WebhookBody, ids: Readonly<Record<number, S>>): CourierEvent<S> | undefined {
  const at = shiprocketTime(body.current_timestamp);
  if (!at) return undefined;
  const statusOfId = (id: unknown): S | undefined => (id === undefined || id === null || id === "" ? undefined : ids[Number(id)]);
  const statusId = body.shipment_status_id ?? body.current_status_id ?? undefined;
  return {
    awb: body.awb,
    orderId: body.order_id,
    status: statusOfId(statusId),
    statusId,
    statusText: body.current_status ?? "",
    at,
    scans: (body.scans ?? []).flatMap((scan) => {
      const scanAt = shiprocketTime(scan.date);
      if (!scanAt) return [];
      const status = statusOfId(scan["sr-status"]);
      return [{ at: scanAt, activity: scan.activity ?? scan.status ?? "", location: scan.location ?? "", ...(status ? { status } : {}) }];
    }),
  };
}

/** A forward parcel's event, or undefined when its time cannot be read. */
export function trackingEventOf(body: WebhookBody): TrackingEvent | undefined {
  return eventOf(body, SHIPROCKET_STATUS_IDS);
}

/** A reverse pickup's event, or undefined when its time cannot be read. */
export function returnPickupEventOf(body: WebhookBody): ReturnPickupEvent | undefined {
  return eventOf(body, SHIPROCKET_RETURN_STATUS_IDS);
}

/** Clocks differ a little; beyond this a courier's time is not a slip but a claim about the future. */
export const COURIER_CLOCK_SLACK_MS = 10 * 60_000;

/**
 * The first of an event's times (its own and its scans') later than now allows, or undefined (issue
 * 41): a "delivered" dated next month would keep the return window open until then.
 */
export function timeInTheFuture(event: Pick<CourierEvent<string>, "at" | "scans">, now: Date): string | undefined {
  const latest = now.getTime() + COURIER_CLOCK_SLACK_MS;
  return [event.at, ...event.scans.map((scan) => scan.at)].find((at) => new Date(at).getTime() > latest);
}

export const datedInTheFuture = (at: string) => `The courier's update is dated ${at}, which is in the future; it was not applied.`;
