import type { ShipmentStatus } from "@functions/shipping/courier/courier.js";
import type { ReturnPickupStatus } from "@shared/return-pickup.js";

// What the emulator keeps, in memory: orders the shop created (adhoc and return), their
// shipments with AWBs, pickups, cancellations, NDR instructions and every scan.

/** A forward parcel's statuses, or a reverse pickup's (from the shopper's door to the shop). */
export type EmulatedStatus = ShipmentStatus | ReturnPickupStatus;

export interface EmulatedScan {
  /** Shiprocket's "YYYY-MM-DD HH:mm:ss", India's time. */
  date: string;
  status: EmulatedStatus;
  activity: string;
  location: string;
}

export interface EmulatedAddress {
  name: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
  phone: string;
}

export interface EmulatedShipment {
  orderId: number;
  /** The shop's order id (or return id). */
  channelOrderId: string;
  shipmentId: number;
  isReturn: boolean;
  /** Who the courier deals with at the other end: the shopper it delivers to, or, for a return, collects from. */
  recipient: EmulatedAddress;
  /** A return's destination: the shop. */
  deliverTo?: EmulatedAddress;
  items: Array<{ name: string; sku: string; units: number }>;
  weightKg: number;
  dimensionsCm: [number, number, number];
  awb?: string;
  courierName?: string;
  pickupDate?: string;
  status: EmulatedStatus | "new" | "awb-assigned" | "pickup-scheduled";
  cancelled: boolean;
  scans: EmulatedScan[];
  createdAt: string;
}

export interface NdrRecord {
  awb: string;
  action: string;
  comments: string;
  phone?: string;
  address?: string;
  deferredDate?: string;
  at: string;
}

export class CourierLedger {
  private nextOrder = 410_000_000;
  private nextShipment = 610_000_000;
  private nextAwb = 1_411_000_000_000;
  readonly shipments = new Map<number, EmulatedShipment>();
  readonly ndrActions: NdrRecord[] = [];
  /** How many times each of the shop's order ids was created: a second is the bug booking must avoid. */
  readonly creations = new Map<string, number>();

  create(input: Omit<EmulatedShipment, "orderId" | "shipmentId" | "status" | "cancelled" | "scans" | "createdAt">): EmulatedShipment {
    const shipment: EmulatedShipment = {
      ...input,
      orderId: this.nextOrder++,
      shipmentId: this.nextShipment++,
      status: "new",
      cancelled: false,
      scans: [],
      createdAt: new Date().toISOString(),
    };
    this.shipments.set(shipment.shipmentId, shipment);
    this.creations.set(input.channelOrderId, (this.creations.get(input.channelOrderId) ?? 0) + 1);
    return shipment;
  }

  newAwb(): string {
    return String(this.nextAwb++);
  }

  byOrderId(orderId: number): EmulatedShipment | undefined {
    return [...this.shipments.values()].find((s) => s.orderId === orderId);
  }

  byChannelOrderId(channelOrderId: string): EmulatedShipment[] {
    return [...this.shipments.values()].filter((s) => s.channelOrderId === channelOrderId);
  }

  /** Forward orders or return orders only, as Shiprocket lists them apart. */
  listed(isReturn: boolean, search: string): EmulatedShipment[] {
    return [...this.shipments.values()].filter((s) => s.isReturn === isReturn && (!search || s.channelOrderId === search));
  }

  byAwb(awb: string): EmulatedShipment | undefined {
    return [...this.shipments.values()].find((s) => s.awb === awb);
  }
}
