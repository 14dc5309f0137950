import type { ReturnPickupStatus } from "@shared/return-pickup.js";
import type { ShipmentStatus } from "./courier.js";

// Shiprocket's shipment status ids (its tracking webhook's `shipment_status_id`, track-by-AWB's
// `shipment_status`) for the statuses the shop acts on; others (manifested, pickup queued...)
// are scans worth showing but move nothing.
export const SHIPROCKET_STATUS_IDS: Readonly<Record<number, ShipmentStatus>> = {
  6: "shipped",
  18: "in-transit",
  17: "out-for-delivery",
  7: "delivered",
  21: "undelivered",
  9: "rto-initiated",
  10: "rto-delivered",
  8: "cancelled",
};

/** The id Shiprocket sends for a status (the emulator pushes these). */
export function shiprocketStatusId(status: ShipmentStatus): number | undefined {
  const found = Object.entries(SHIPROCKET_STATUS_IDS).find(([, s]) => s === status);
  return found ? Number(found[0]) : undefined;
}

/**
 * The same status ids on a reverse pickup (the webhook's `is_return: 1`): the courier goes out
 * for the pickup (19), fails it (13 pickup error, 20 pickup exception), picks up (42; some
 * couriers say 6 shipped), carries it (18, 17) and delivers it to the shop (7).
 */
export const SHIPROCKET_RETURN_STATUS_IDS: Readonly<Record<number, ReturnPickupStatus>> = {
  19: "out-for-pickup",
  13: "pickup-failed",
  20: "pickup-failed",
  42: "picked-up",
  6: "picked-up",
  18: "in-transit",
  17: "out-for-delivery",
  7: "delivered",
};

/** The id Shiprocket sends for a reverse pickup's status (the emulator pushes these). */
export const SHIPROCKET_RETURN_STATUS_ID: Readonly<Record<Exclude<ReturnPickupStatus, "booked">, number>> = {
  "out-for-pickup": 19,
  "pickup-failed": 20,
  "picked-up": 42,
  "in-transit": 18,
  "out-for-delivery": 17,
  delivered: 7,
};

/** Shiprocket writes times as "2026-11-26 14:05:00" in India's time; anything Date parses is taken too. */
export function shiprocketTime(text: string): string | undefined {
  const local = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2})?)$/.exec(text.trim());
  const time = local?.[2];
  const parsed = new Date(local && time ? `${local[1]}T${time.length === 5 ? `${time}:00` : time}+05:30` : text);
  return Number.isNaN(parsed.getTime()) ? undefined : parsed.toISOString();
}

/** An ISO time as Shiprocket writes it, in India's time. */
export function toShiprocketTime(iso: string): string {
  const ist = new Date(new Date(iso).getTime() + 330 * 60_000).toISOString();
  return `${ist.slice(0, 10)} ${ist.slice(11, 19)}`;
}
