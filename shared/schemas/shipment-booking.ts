import * as z from "zod";
import { knownFieldsOnly, numberInput } from "./known-fields.js";

// The admin's "Ship" form (POST /api/orders/:id/shipments): every field optional, the parcel
// prefilled from the products' weights when left out.

const whole = (label: string, min: number, max: number, unit: string) =>
  z.preprocess(
    numberInput,
    z
      .number({ error: `${label} must be a number` })
      .int(`${label} must be a whole number of ${unit}`)
      .min(min, `${label} must be at least ${min} ${unit}`)
      .max(max, `${label} must be at most ${max} ${unit}`)
      .optional(),
  );

export const shipmentBookingSchema = knownFieldsOnly(
  z.object({
    pickupDate: z.preprocess(
      (value) => (value === null || value === "" ? undefined : value),
      z.string({ error: "Pickup date must be text" }).regex(/^\d{4}-\d{2}-\d{2}$/, "Pickup date must be a date like 2026-11-27").optional(),
    ),
    weightGrams: whole("Weight", 50, 30_000, "grams"),
    lengthCm: whole("Length", 1, 150, "cm"),
    breadthCm: whole("Breadth", 1, 150, "cm"),
    heightCm: whole("Height", 1, 150, "cm"),
  }),
  "shipment",
);
export type ShipmentBooking = z.output<typeof shipmentBookingSchema>;

export const bulkBookingSchema = knownFieldsOnly(
  z.object({
    orderIds: z
      .array(z.string({ error: "Each order id must be text" }).trim().min(1, "An order id is empty"), { error: "orderIds must be a list of order ids" })
      .min(1, "orderIds must name at least one order")
      .max(50, "orderIds may name at most 50 orders at once"),
    pickupDate: z.preprocess(
      (value) => (value === null || value === "" ? undefined : value),
      z.string({ error: "Pickup date must be text" }).regex(/^\d{4}-\d{2}-\d{2}$/, "Pickup date must be a date like 2026-11-27").optional(),
    ),
  }),
  "bulk booking",
);

export const ndrActionSchema = knownFieldsOnly(
  z.object({
    action: z.enum(["re-attempt", "return"], { error: "Action must be re-attempt or return" }),
    comments: z.string({ error: "Comments must be text" }).trim().max(200, "Comments are at most 200 characters").optional(),
  }),
  "instruction",
);

export const confirmationCallSchema = knownFieldsOnly(
  z.object({
    outcome: z.enum(["confirmed", "unreachable"], { error: "Outcome must be confirmed or unreachable" }),
    note: z.string({ error: "Note must be text" }).trim().max(500, "Note is at most 500 characters").optional(),
  }),
  "call",
);
