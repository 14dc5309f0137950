import type { ShipmentStatus } from "@shared/shipment.js";

// The shop's one door to a shipping aggregator (Shiprocket today: shiprocket-client.ts). The
// inputs and answers are in the shop's words (pieces, paise, grams, PIN codes), so another
// aggregator can be put behind the same interface.

/** Can the courier carry a parcel of this weight from the shop's pickup PIN to this PIN? */
export interface ServiceabilityQuery {
  pickupPincode: string;
  deliveryPincode: string;
  weightGrams: number;
}

/** One courier able to deliver, with what it charges the shop and how long it takes. */
export interface CourierOption {
  courierId: number;
  courierName: string;
  /** What the aggregator charges the shop for this parcel, in paise. */
  ratePaise: number;
  /** Days from pickup to delivery, as the courier estimates them. */
  estimatedDays: number;
  /** The courier's own estimated delivery date (YYYY-MM-DD) when it gives one. */
  estimatedDeliveryDate?: string;
}

export interface Serviceability {
  deliveryPincode: string;
  /** No courier at all means the PIN is not served. */
  serviceable: boolean;
  /** Cheapest first. */
  couriers: CourierOption[];
}

/** The parcel as packed: weight in grams, sides in centimetres. */
export interface Parcel {
  weightGrams: number;
  lengthCm: number;
  breadthCm: number;
  heightCm: number;
}

/** Who receives the parcel, and where. */
export interface Recipient {
  name: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
}

export interface ShipmentLine {
  name: string;
  sku: string;
  quantity: number;
  unitPricePaise: number;
  hsn?: string;
}

/** A prepaid order to hand to the courier; `orderId` is the shop's, which the courier keeps for look-ups. */
export interface ShipmentRequest {
  orderId: string;
  /** When the shopper placed it (ISO). */
  orderedAt: string;
  recipient: Recipient;
  lines: ShipmentLine[];
  subtotalPaise: number;
  parcel: Parcel;
}

/** The courier's order for one of the shop's: its own ids, and the AWB once one was assigned. */
export interface CourierOrder {
  /** The shop's order id, as given. */
  orderId: string;
  courierOrderId: string;
  shipmentId: string;
  status: string;
  awb?: string;
  courierName?: string;
}

export interface AssignedAwb {
  awb: string;
  courierName: string;
}

export interface PickupBooking {
  /** The day the courier will collect (YYYY-MM-DD). */
  pickupDate: string;
}

/** A document the courier made (label, manifest): where to download the PDF. */
export interface CourierDocument {
  url: string;
}

/** A step in the parcel's journey, as the courier scanned it. */
export interface TrackingScan {
  /** ISO time of the scan. */
  at: string;
  activity: string;
  location: string;
}

/** Where a parcel is, by its AWB. */
export interface Tracking {
  awb: string;
  status: ShipmentStatus;
  /** The courier's own words for the status. */
  statusText: string;
  scans: TrackingScan[];
  estimatedDeliveryDate?: string;
}

/** The statuses the shop acts on (Shiprocket's status ids in shiprocket-statuses.ts). */
export { SHIPMENT_STATUSES, type ShipmentStatus } from "@shared/shipment.js";

/** What the shop tells the courier after a failed delivery (NDR). */
export interface NdrInstruction {
  action: "re-attempt" | "return";
  comments: string;
  phone?: string;
  address?: string;
  /** For a re-attempt: not before this day (YYYY-MM-DD). */
  deferredDate?: string;
}

/** A reverse pickup: the shopper sends pieces back; quality checks per piece. */
export interface ReturnRequest {
  /** The shop's return id, unique like an order id: the courier keeps it for look-ups and names it in tracking. */
  returnId: string;
  orderId: string;
  orderedAt: string;
  /** Where the courier collects: the shopper. */
  pickupFrom: Recipient;
  /** Where it goes: the shop. */
  deliverTo: Recipient;
  lines: Array<ShipmentLine & { qualityChecks?: { size?: string; color?: string } }>;
  subtotalPaise: number;
  parcel: Parcel;
}

/** The aggregator's name as orders and shipments show it. */
export const SHIPROCKET = "Shiprocket";

export interface Courier {
  /** The aggregator's name as the order shows it ("Shiprocket"). */
  readonly name: string;
  serviceability(query: ServiceabilityQuery): Promise<Serviceability>;
  /** Creates the courier's order (no AWB yet). Not idempotent: look it up with findOrder before retrying. */
  createOrder(request: ShipmentRequest): Promise<CourierOrder>;
  /** The courier's order for the shop's order id, if one was ever created. */
  findOrder(orderId: string): Promise<CourierOrder | undefined>;
  /** Picks the courier (the cheapest recommended one unless told) and gives the AWB; a reverse pickup's says so. */
  assignAwb(shipmentId: string, courierId?: number, kind?: "forward" | "return"): Promise<AssignedAwb>;
  generatePickup(shipmentIds: string[], pickupDate?: string): Promise<PickupBooking>;
  label(shipmentIds: string[]): Promise<CourierDocument>;
  manifest(shipmentIds: string[]): Promise<CourierDocument>;
  trackByAwb(awb: string): Promise<Tracking>;
  cancel(courierOrderIds: string[]): Promise<void>;
  ndrAction(awb: string, instruction: NdrInstruction): Promise<void>;
  /** Creates the reverse pickup's return order (no AWB yet). Not idempotent: look it up with findReturn before retrying. */
  createReturn(request: ReturnRequest): Promise<CourierOrder>;
  /** The courier's return order for the shop's return id, if one was ever created. */
  findReturn(returnId: string): Promise<CourierOrder | undefined>;
}
