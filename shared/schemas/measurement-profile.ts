import * as z from "zod";
import { MEASUREMENT_FIELDS, MEASUREMENT_UNITS, type MeasurementField, type MeasurementUnit } from "../made-to-measure/measurements.js";
import { knownFieldsOnly } from "./known-fields.js";

// A shopper's measurement profiles (issue 26): "Me", "Mother", kept under her account. Values
// outside the sensible ranges are allowed (the form asks "Are you sure?"); only what no body
// could measure (0, negative, absurd) is refused.

export const MAX_MEASUREMENT_PROFILES = 10;
export const TOO_MANY_PROFILES = `You can keep up to ${MAX_MEASUREMENT_PROFILES} measurement profiles. Remove one to add another.`;
export const PROFILE_NOT_FOUND = "Measurement profile not found";

export interface MeasurementProfile {
  id: string;
  name: string;
  unit: MeasurementUnit;
  values: Partial<Record<MeasurementField, number>>;
  /** Key of a private photo of a garment that fits. */
  referencePhoto?: string;
  notes?: string;
  createdAt: string;
  updatedAt: string;
}

const measurement = (field: string) =>
  z
    .number({ error: `values.${field} must be a number` })
    .gt(0, `values.${field} must be more than 0`)
    .max(200, `values.${field} must be at most 200`)
    .refine((value) => Math.abs(Math.round(value * 10) - value * 10) < 1e-6, `values.${field} can have at most 1 decimal`);

const valuesShape = Object.fromEntries(MEASUREMENT_FIELDS.map((field) => [field, measurement(field).optional()])) as Record<MeasurementField, z.ZodOptional<ReturnType<typeof measurement>>>;

/** POST /api/measurements and PUT /api/measurements/:id: the whole profile. */
export const measurementProfileBodySchema = knownFieldsOnly(
  z.object({
    name: z.string({ error: "name is required" }).trim().min(1, "name is required").max(40, "name is at most 40 characters"),
    unit: z.enum(MEASUREMENT_UNITS, { error: "unit must be in or cm" }),
    values: z
      .strictObject(valuesShape, { error: "values must map each measurement to a number" })
      .refine((values) => Object.values(values).some((value) => value !== undefined), "values: enter at least one measurement"),
    referencePhoto: z
      .string({ error: "referencePhoto must be a photo key" })
      .regex(/^measurements\/[0-9a-f]{24}\/[0-9a-f]{24}\.(jpg|png|webp)$/, "referencePhoto is not one of your photos")
      .optional(),
    notes: z.string({ error: "notes must be text" }).trim().max(500, "notes is at most 500 characters").optional(),
  }),
  "measurement profile",
);
export type MeasurementProfileBody = z.output<typeof measurementProfileBodySchema>;
