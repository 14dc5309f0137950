import type { MeasurementField } from "@shared/made-to-measure/measurements.js";

/**
 * Where the tape goes, on a plain outline of a blouse front (issue 26: "a drawing where it
 * helps"): one line per measurement that is easier seen than read. Fields without a line get none.
 */
const TAPE: Partial<Record<MeasurementField, { x1: number; y1: number; x2: number; y2: number }>> = {
  upperChest: { x1: 22, y1: 34, x2: 78, y2: 34 },
  chest: { x1: 24, y1: 46, x2: 76, y2: 46 },
  waist: { x1: 30, y1: 72, x2: 70, y2: 72 },
  shoulder: { x1: 16, y1: 16, x2: 84, y2: 16 },
  blouseLength: { x1: 40, y1: 10, x2: 40, y2: 78 },
  frontNeckDepth: { x1: 50, y1: 10, x2: 50, y2: 30 },
  sleeveLength: { x1: 86, y1: 18, x2: 96, y2: 46 },
  hip: { x1: 24, y1: 90, x2: 76, y2: 90 },
};

export function MeasureDrawing({ field }: { field: MeasurementField }) {
  const tape = TAPE[field];
  if (!tape) return null;
  return (
    <svg className="measure-drawing" viewBox="0 0 100 100" width="56" height="56" aria-hidden="true" focusable="false">
      <path d="M36 8 Q50 20 64 8 L84 14 L98 48 L86 52 L76 30 L74 96 L26 96 L24 30 L14 52 L2 48 L16 14 Z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      <line {...tape} stroke="#c0392b" strokeWidth="3.5" strokeDasharray="5 3" strokeLinecap="round" />
    </svg>
  );
}
