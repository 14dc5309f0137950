// Made to measure (issue 26): the measurements a tailor needs, their words and sensible ranges.
// A value outside its range is asked about ("Are you sure?"), never refused: bodies vary more
// than any table. Ranges are in inches; centimetres are the same range times 2.54.

export const MEASUREMENT_UNITS = ["in", "cm"] as const;
export type MeasurementUnit = (typeof MEASUREMENT_UNITS)[number];

export const CM_PER_INCH = 2.54;

export const MEASUREMENT_FIELDS = [
  "blouseLength",
  "upperChest",
  "chest",
  "waist",
  "shoulder",
  "armhole",
  "sleeveLength",
  "sleeveRound",
  "frontNeckDepth",
  "backNeckDepth",
  "hip",
  "garmentLength",
] as const;
export type MeasurementField = (typeof MEASUREMENT_FIELDS)[number];

export interface MeasurementGuide {
  label: string;
  /** How to take it, in a sentence the shopper can follow with a tape. */
  howTo: string;
  /** Sensible range in inches. */
  min: number;
  max: number;
}

export const MEASUREMENT_GUIDES: Record<MeasurementField, MeasurementGuide> = {
  blouseLength: { label: "Blouse length", howTo: "From the highest point of the shoulder, by the neck, down to where the blouse should end.", min: 11, max: 22 },
  upperChest: { label: "Upper chest", howTo: "Around the body just under the arms, above the bust, tape level.", min: 26, max: 54 },
  chest: { label: "Chest", howTo: "Around the fullest part of the bust, tape level and not tight.", min: 28, max: 60 },
  waist: { label: "Waist", howTo: "Around the natural waist, the narrowest part, with a finger under the tape.", min: 22, max: 56 },
  shoulder: { label: "Shoulder", howTo: "Across the back from one shoulder tip to the other.", min: 12, max: 20 },
  armhole: { label: "Armhole", howTo: "Around the arm where it joins the shoulder, through the armpit.", min: 12, max: 24 },
  sleeveLength: { label: "Sleeve length", howTo: "From the shoulder tip down the arm to where the sleeve should end.", min: 3, max: 25 },
  sleeveRound: { label: "Sleeve round", howTo: "Around the arm where the sleeve will end.", min: 8, max: 20 },
  frontNeckDepth: { label: "Front neck depth", howTo: "From the base of the neck at the shoulder straight down to how low the front neck should be.", min: 4, max: 12 },
  backNeckDepth: { label: "Back neck depth", howTo: "From the base of the neck at the shoulder straight down the back to how low the back neck should be.", min: 4, max: 14 },
  hip: { label: "Hip", howTo: "Around the fullest part of the hips, feet together.", min: 28, max: 64 },
  garmentLength: { label: "Garment length", howTo: "From the highest point of the shoulder down to where the dress or kurta should end.", min: 24, max: 60 },
};

/** The fields a blouse needs; dresses and kurtas add hip and garment length. */
export const BLOUSE_FIELDS: readonly MeasurementField[] = MEASUREMENT_FIELDS.filter((f) => f !== "hip" && f !== "garmentLength");
export const DRESS_FIELDS: readonly MeasurementField[] = MEASUREMENT_FIELDS;

/** The range of a field in the profile's unit. */
export function measurementRange(field: MeasurementField, unit: MeasurementUnit): { min: number; max: number } {
  const g = MEASUREMENT_GUIDES[field];
  const k = unit === "cm" ? CM_PER_INCH : 1;
  return { min: Math.round(g.min * k * 10) / 10, max: Math.round(g.max * k * 10) / 10 };
}

/** True when a value is outside the sensible range: the form asks "Are you sure?". */
export function isUnusualMeasurement(field: MeasurementField, value: number, unit: MeasurementUnit): boolean {
  const { min, max } = measurementRange(field, unit);
  return value < min || value > max;
}

/**
 * A profile's measurements as people read them (issue 40): in the form's order, each with its unit,
 * "Bust 36 in · Waist 30 in". Stored values come back in any order; fields not measured are left out.
 */
export function measurementsText(values: Partial<Record<string, number>>, unit: MeasurementUnit): string {
  return MEASUREMENT_FIELDS.filter((field) => values[field] !== undefined)
    .map((field) => `${MEASUREMENT_GUIDES[field].label} ${values[field]} ${unit}`)
    .join(" · ");
}
