import { GetCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { courierReference, courierReferenceLengths } from "../../shared/order-number.js";
import type { Shipment } from "../../shared/shipment.js";
import type { Db } from "./db.js";
import { withoutLayout } from "./items.js";
import { queryPage } from "./query-page.js";
import { ConditionsFailed, isConditionFailure, labelled, transactWrite, type TransactItem } from "./transact.js";
import { isPlausibleId } from "../../shared/schemas/record-id.js";

// One shipment per order, keyed on the order (ORDER#<id> / SHIPMENT), so booking twice finds the
// first. While booking, the item records each step the courier took (its order, shipment, AWB)
// under a lease, so a retry resumes instead of asking the courier for a second parcel. A parcel
// the courier could not deliver (NDR) and nobody has answered sits in gsi1 under SHIPMENT_NDR.
// The courier knows the order by its courier reference ("3F9A2C", on the label), claimed once
// under COURIERREF#<reference> so two orders never share one; its tracking names that.

export const UNDELIVERED_PARCELS = "SHIPMENT_NDR";

export interface ShipmentRecord extends Shipment {
  /** Booking until the label is made; booked after. */
  state: "booking" | "booked";
  /** The order's name at the courier; absent on shipments booked before it (they used the order id). */
  courierReference?: string;
  courierOrderId?: string;
  courierShipmentId?: string;
  lease?: string;
  leaseUntil?: string;
  createdAt: string;
  updatedAt: string;
}

const key = (orderId: string) => ({ pk: `ORDER#${orderId}`, sk: "SHIPMENT" });
const referenceKey = (reference: string) => ({ pk: `COURIERREF#${reference}`, sk: "COURIERREF" });

function layout(record: ShipmentRecord) {
  const waiting = record.undelivered && !record.undelivered.action && record.status === "undelivered";
  return {
    ...key(record.orderId),
    entity: "shipment",
    ...(waiting ? { gsi1pk: UNDELIVERED_PARCELS, gsi1sk: `${record.undelivered!.at}#${record.orderId}` } : {}),
    ...record,
  };
}

const toRecord = (item: Record<string, unknown>) => withoutLayout<ShipmentRecord>(item);

export function shipmentRepository(db: Db) {
  return {
    async get(orderId: string): Promise<ShipmentRecord | undefined> {
      // An id no order can have (too long for a key, stray characters) has no shipment.
      if (!isPlausibleId(orderId)) return undefined;
      const result = await db.doc.send(new GetCommand({ TableName: db.tableName, Key: key(orderId), ConsistentRead: true }));
      return result.Item ? toRecord(result.Item) : undefined;
    },

    /**
     * The first booking of an order, with its courier reference claimed in the same write (the
     * shortest one no other order holds); false when the order has a shipment already.
     */
    async start(record: Omit<ShipmentRecord, "courierReference">): Promise<boolean> {
      for (const length of courierReferenceLengths(record.orderId)) {
        const reference = courierReference(record.orderId, length);
        try {
          await transactWrite(db, [
            ...labelled("shipment", { Put: { TableName: db.tableName, Item: layout({ ...record, courierReference: reference }), ConditionExpression: "attribute_not_exists(pk)" } }),
            ...labelled("reference", {
              Put: { TableName: db.tableName, Item: { ...referenceKey(reference), entity: "courierReference", orderId: record.orderId }, ConditionExpression: "attribute_not_exists(pk)" },
            }),
          ]);
          return true;
        } catch (error) {
          if (!(error instanceof ConditionsFailed)) throw error;
          if (error.refused("shipment")) return false;
          // Another order ends the same way: a longer reference.
        }
      }
      return false;
    },

    /** The order a courier reference names (the order id itself for shipments booked before references). */
    async orderOfReference(reference: string): Promise<string | undefined> {
      if (!/^[A-Za-z0-9-]{1,64}$/.test(reference)) return undefined;
      const result = await db.doc.send(new GetCommand({ TableName: db.tableName, Key: referenceKey(reference), ConsistentRead: true }));
      return typeof result.Item?.orderId === "string" ? result.Item.orderId : undefined;
    },

    /** Takes the booking's lease unless another attempt holds one that has not run out. */
    async takeLease(orderId: string, lease: string, seconds: number): Promise<boolean> {
      const now = db.now();
      try {
        await db.doc.send(
          new UpdateCommand({
            TableName: db.tableName,
            Key: key(orderId),
            UpdateExpression: "SET lease = :lease, leaseUntil = :until",
            ConditionExpression: "#state = :booking AND (attribute_not_exists(leaseUntil) OR leaseUntil < :now)",
            ExpressionAttributeNames: { "#state": "state" },
            ExpressionAttributeValues: { ":lease": lease, ":until": new Date(now.getTime() + seconds * 1000).toISOString(), ":now": now.toISOString(), ":booking": "booking" },
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    /** Gives the lease back after a failed attempt, so the admin may retry at once. */
    async releaseLease(orderId: string, lease: string): Promise<void> {
      try {
        await db.doc.send(
          new UpdateCommand({
            TableName: db.tableName,
            Key: key(orderId),
            UpdateExpression: "REMOVE lease, leaseUntil",
            ConditionExpression: "lease = :lease",
            ExpressionAttributeValues: { ":lease": lease },
          }),
        );
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    },

    /** Records a step of the booking; refused (false) if the lease was lost. */
    async record(
      orderId: string,
      lease: string,
      fields: Partial<Pick<ShipmentRecord, "courierOrderId" | "courierShipmentId" | "awb" | "courierName" | "pickupDate" | "labelUrl" | "parcel">>,
    ): Promise<boolean> {
      const entries = Object.entries(fields).filter(([, value]) => value !== undefined);
      if (entries.length === 0) return true;
      const names: Record<string, string> = {};
      const values: Record<string, unknown> = { ":lease": lease, ":at": db.now().toISOString() };
      const sets = entries.map(([field, value], i) => {
        names[`#f${i}`] = field;
        values[`:v${i}`] = value;
        return `#f${i} = :v${i}`;
      });
      try {
        await db.doc.send(
          new UpdateCommand({
            TableName: db.tableName,
            Key: key(orderId),
            UpdateExpression: `SET ${sets.join(", ")}, updatedAt = :at`,
            ConditionExpression: "lease = :lease",
            ExpressionAttributeNames: names,
            ExpressionAttributeValues: values,
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    /** Transaction action: replace the shipment if nobody changed it since `seen` was read. */
    replaceAction(next: ShipmentRecord, seen: Pick<ShipmentRecord, "updatedAt">): TransactItem {
      return {
        Put: { TableName: db.tableName, Item: layout(next), ConditionExpression: "updatedAt = :seen", ExpressionAttributeValues: { ":seen": seen.updatedAt } },
      };
    },

    /** Parcels the courier could not deliver and the shop has not answered, oldest first. */
    async undelivered(limit = 100): Promise<ShipmentRecord[]> {
      const page = await queryPage(db, { index: "gsi1", partition: UNDELIVERED_PARCELS, limit });
      return page.items.map(toRecord);
    },
  };
}

export type ShipmentRepository = ReturnType<typeof shipmentRepository>;
