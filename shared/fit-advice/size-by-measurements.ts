// A size from her saved measurements (issue 46): the smallest row of the piece's size guide whose
// bust and waist take hers. Guides are written by people ("36", "36-38", "36 in"): a cell's
// largest number is what the size takes. Measurements in centimetres are read in inches.

const CM_PER_INCH = 2.54;

export interface SavedMeasurements {
  unit: "in" | "cm";
  values: Partial<Record<"chest" | "waist", number>>;
}

const largest = (cell: string): number | undefined => {
  const numbers = (cell.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  return numbers.length > 0 ? Math.max(...numbers) : undefined;
};

/** The guide's size for her, or undefined when she gave neither chest nor waist or no row takes her. */
export function sizeByGuide(guide: ReadonlyArray<{ size: string; bust: string; waist: string }>, measured: SavedMeasurements): string | undefined {
  const inches = (value: number | undefined) => (value === undefined ? undefined : measured.unit === "cm" ? value / CM_PER_INCH : value);
  const chest = inches(measured.values.chest);
  const waist = inches(measured.values.waist);
  if (chest === undefined && waist === undefined) return undefined;
  const takes = (need: number | undefined, cell: string) => need === undefined || (largest(cell) ?? -1) >= need;
  return guide.find((row) => takes(chest, row.bust) && takes(waist, row.waist))?.size;
}
