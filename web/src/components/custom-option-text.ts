import type { CustomOptionSold } from "@shared/made-to-measure/custom-line.js";

/** A custom option as a line of text: its label, then the choice made within it ("Neck: Boat neck"). */
export function customOptionText(option: Pick<CustomOptionSold, "label" | "choice">): string {
  return option.choice ? `${option.label}: ${option.choice}` : option.label;
}
