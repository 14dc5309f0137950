import { UpdateCommand } from "@aws-sdk/lib-dynamodb";
import type { ReturnPickup } from "../../shared/return-pickup.js";
import type { Db } from "./db.js";
import { returnKey } from "./returns.js";
import { isConditionFailure } from "./transact.js";

// The lease an approval holds on a return while it books the reverse pickup (issue 39), and the
// courier's steps it records under it, as a shipment's booking does: each write moves the
// return's version on, so a retry resumes and nothing else writes over the steps. Apart from the
// returns' repository, which every Lambda's table loads: only the approval needs these.

export function returnPickupLease(db: Db) {
  return {
    /**
     * Takes the lease on a requested return, unless another approval holds one that has not run
     * out. Moves the version on: a step read before it is refused.
     */
    async take(id: string, lease: string, seconds: number): Promise<boolean> {
      const now = db.now();
      try {
        await db.doc.send(
          new UpdateCommand({
            TableName: db.tableName,
            Key: returnKey(id),
            UpdateExpression: "SET pickupLease = :lease, updatedAt = :now",
            ConditionExpression: "#state = :requested AND (attribute_not_exists(pickupLease) OR pickupLease.#until < :now)",
            ExpressionAttributeNames: { "#state": "state", "#until": "until" },
            ExpressionAttributeValues: { ":lease": { id: lease, until: new Date(now.getTime() + seconds * 1000).toISOString() }, ":now": now.toISOString(), ":requested": "requested" },
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    /** Records the reverse pickup as the courier steps succeed; refused (false) once the lease is lost or the return moved on. */
    async record(id: string, lease: string, pickup: ReturnPickup): Promise<boolean> {
      try {
        await db.doc.send(
          new UpdateCommand({
            TableName: db.tableName,
            Key: returnKey(id),
            UpdateExpression: "SET pickup = :pickup, updatedAt = :now",
            ConditionExpression: "#state = :requested AND pickupLease.id = :lease",
            ExpressionAttributeNames: { "#state": "state" },
            ExpressionAttributeValues: { ":pickup": pickup, ":lease": lease, ":now": db.now().toISOString(), ":requested": "requested" },
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    /** Gives the lease back after a failed attempt, so the admin may retry at once. */
    async release(id: string, lease: string): Promise<void> {
      try {
        await db.doc.send(
          new UpdateCommand({
            TableName: db.tableName,
            Key: returnKey(id),
            UpdateExpression: "REMOVE pickupLease SET updatedAt = :now",
            ConditionExpression: "pickupLease.id = :lease",
            ExpressionAttributeValues: { ":lease": lease, ":now": db.now().toISOString() },
          }),
        );
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    },
  };
}
