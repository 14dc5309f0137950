import * as z from "zod";
import { MEASUREMENT_FIELDS, MEASUREMENT_GUIDES, type MeasurementField } from "../made-to-measure/measurements.js";
import { knownFieldsOnly } from "./known-fields.js";

/** Nobody measures more than this in either unit: a value above is a typo, not a body. */
const MAX_MEASURE = 250;

const measure = (field: MeasurementField) =>
  z
    .number({ error: `${MEASUREMENT_GUIDES[field].label} must be a number` })
    .positive(`${MEASUREMENT_GUIDES[field].label} must be more than 0`)
    .max(MAX_MEASURE, `${MEASUREMENT_GUIDES[field].label} must be at most ${MAX_MEASURE}`);

/**
 * The shopper's correction of a custom line's measurements (issue 26), in the line's own unit.
 * Only the fields sent change; unusual values are asked about in the form, not refused here.
 */
export const measurementCorrectionSchema = knownFieldsOnly(
  z.object({
    values: knownFieldsOnly(z.object(Object.fromEntries(MEASUREMENT_FIELDS.map((field) => [field, measure(field).optional()])) as Record<MeasurementField, z.ZodOptional<z.ZodNumber>>), "measurements").refine(
      (values) => Object.values(values).some((value) => value !== undefined),
      "Measurements: send at least one value",
    ),
    notes: z.string({ error: "Notes must be text" }).trim().max(500, "Notes is at most 500 characters").optional(),
  }),
  "measurement correction",
);

export type MeasurementCorrection = z.infer<typeof measurementCorrectionSchema>;
