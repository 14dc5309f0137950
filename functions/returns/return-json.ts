import { RETURN_PICKUP_STATUS_LABELS, type ReturnPickup } from "../../shared/return-pickup.js";
import type { ReturnRecord } from "../data/returns.js";
import { rupees } from "../http/rupees-edge.js";

/** A return as the API answers it: rupees at the edge, as orders; the internal tax shares and the booking's lease left out. */
export function returnJson(record: ReturnRecord) {
  const { valuePaise, creditPaise, refundPaise, items, creditLines: _lines, creditedBeforePaise: _before, exchangeHold: _hold, pickupLease: _lease, ...rest } = record;
  void [_lines, _before, _hold, _lease];
  return {
    ...rest,
    items: items.map(({ valuePaise: itemPaise, ...item }) => ({ ...item, value: rupees(itemPaise) })),
    value: rupees(valuePaise),
    ...(creditPaise !== undefined ? { credit: rupees(creditPaise) } : {}),
    ...(refundPaise !== undefined ? { refunded: rupees(refundPaise) } : {}),
  };
}

export type ReturnJson = ReturnType<typeof returnJson>;

/**
 * The shopper's own return: her pickup's AWB, day, courier, tracking link and where it is, with
 * the status in words; not the shop's label or the courier's ids.
 */
export function shopperReturnJson(record: ReturnRecord) {
  const { pickup, ...rest } = returnJson(record);
  return { ...rest, ...(pickup ? { pickup: herPickup(pickup) } : {}) };
}

function herPickup(pickup: ReturnPickup) {
  const { labelUrl: _label, courierOrderId: _order, courierShipmentId: _shipment, ...shown } = pickup;
  void [_label, _order, _shipment];
  return { ...shown, ...(shown.status ? { statusLabel: RETURN_PICKUP_STATUS_LABELS[shown.status] } : {}) };
}
