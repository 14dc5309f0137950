import type { ShipmentStatus } from "@functions/shipping/courier/courier.js";
import type { ReturnPickupStatus } from "@shared/return-pickup.js";
import type { PickupLocation } from "./pickup-locations.js";

// What the emulator keeps (in memory, and in its data folder when it has one): orders the shop created (adhoc and return), their
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
  /** A forward parcel's pickup location: collected there, sent back there if undelivered. */
  pickup?: PickupLocation;
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

/** The ledger as its data folder keeps it (data-folder.ts). */
export interface LedgerState {
  next: { order: number; shipment: number; awb: number };
  shipments: EmulatedShipment[];
  ndrActions: NdrRecord[];
  creations: Array<[string, number]>;
}

export class CourierLedger {
  private nextOrder = 410_000_000;
  private nextShipment = 610_000_000;
  private nextAwb = 1_411_000_000_000;
  readonly shipments = new Map<number, EmulatedShipment>();
  readonly ndrActions: NdrRecord[] = [];
  /** How many times each of the shop's order ids was created: a second is the bug booking must avoid. */
  readonly creations = new Map<string, number>();

  constructor(saved?: LedgerState) {
    if (!saved) return;
    ({ order: this.nextOrder, shipment: this.nextShipment, awb: this.nextAwb } = saved.next);
    for (const shipment of saved.shipments) this.shipments.set(shipment.shipmentId, shipment);
    this.ndrActions.push(...saved.ndrActions);
    for (const [id, count] of saved.creations) this.creations.set(id, count);
  }

  state(): LedgerState {
    return {
      next: { order: this.nextOrder, shipment: this.nextShipment, awb: this.nextAwb },
      shipments: [...this.shipments.values()],
      ndrActions: this.ndrActions,
      creations: [...this.creations],
    };
  }

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
