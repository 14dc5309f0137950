// Made to measure (issue 26): what an order line keeps of a custom piece. It is a copy taken when
// the order is placed (and corrected only through the 24-hour correction), so later edits to the
// shopper's profile or the product's options never change what was paid for and what is stitched.

import type { MeasurementField, MeasurementUnit } from "./measurements.js";

/** A stitching option as sold on this line: its price in rupees per piece, part of the line's price. */
export interface CustomOptionSold {
  id: string;
  label: string;
  /** Rupees per piece, as priced at checkout. */
  price: number;
  /** The choice within the option, when it has choices ("Boat neck", "Hooks at the back"). */
  choice?: string;
}

export interface MeasurementSnapshot {
  profileId: string;
  profileName: string;
  unit: MeasurementUnit;
  values: Partial<Record<MeasurementField, number>>;
  /** Key of a reference photo of a garment that fits, private in the media bucket. */
  referencePhoto?: string;
  notes?: string;
  /** When these values were copied onto the line (or last corrected). */
  takenAt: string;
}

/** Present on an order line made to the shopper's measure; absent on ready-to-wear lines. */
export interface CustomLine {
  options: CustomOptionSold[];
  measurements: MeasurementSnapshot;
  /** The lead time stated on the product when it was bought, in days. */
  leadTimeDays: { min: number; max: number };
}
