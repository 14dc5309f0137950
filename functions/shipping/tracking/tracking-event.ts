import * as z from "zod";
import type { ShipmentScan, ShipmentStatus } from "@shared/shipment.js";
import { SHIPROCKET_STATUS_IDS, shiprocketTime } from "../courier/shiprocket-statuses.js";

// Shiprocket's tracking webhook body, read into the shop's words. Only the fields the shop acts
// on are read; Shiprocket adds others at will.

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
});

export interface TrackingEvent {
  awb: string;
  /** The shop's order id, as the shipment was created with. */
  orderId: string;
  /** Undefined for a status the shop does not act on (its scans are still kept). */
  status?: ShipmentStatus;
  statusId?: number;
  statusText: string;
  /** ISO. */
  at: string;
  scans: ShipmentScan[];
}

const statusOfId = (id: unknown): ShipmentStatus | undefined => (id === undefined || id === null || id === "" ? undefined : SHIPROCKET_STATUS_IDS[Number(id)]);

/** The event, or undefined when its time cannot be read. */
export function trackingEventOf(body: z.output<typeof trackingWebhookSchema>): TrackingEvent | undefined {
  const at = shiprocketTime(body.current_timestamp);
  if (!at) return undefined;
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
