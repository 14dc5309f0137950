// A product's stitching options as text, one per line: "Name | price | choices, comma separated |
// the option it sits under". The admin form's box and the products CSV's cell read and write the
// same text, so an option copied from one to the other means the same.
import type { CustomOption } from "./custom-options.js";

/** An id made from the option's name ("Fall & pico" → "fall-pico"). */
export const optionId = (label: string) =>
  label.toLowerCase().replace(/&/g, " ").replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "").slice(0, 40) || "option";

/** The options one per line, trailing blank parts left off. */
export function optionsText(options: readonly CustomOption[]): string {
  const labelOf = (id: string) => options.find((option) => option.id === id)?.label ?? id;
  return options
    .map((option) => [option.label, String(option.price), (option.choices ?? []).join(", "), option.under ? labelOf(option.under) : ""].join(" | ").replace(/( \| )+$/, ""))
    .join("\n");
}

/**
 * The options typed one per line, or the first line that cannot be read. An option named as one
 * of `existing` keeps that one's id (cart lines and orders name options by id, and an id set
 * another way than from the name survives an edit).
 */
export function parseOptionsText(text: string, existing: readonly CustomOption[] = []): { options: CustomOption[] } | { error: string } {
  const lines = text.split(/\r?\n/).map((line) => line.trim()).filter((line) => line !== "");
  const labels = lines.map((line) => line.split("|")[0]!.trim());
  const idOf = (label: string) => existing.find((option) => option.label === label)?.id ?? optionId(label);
  const options: CustomOption[] = [];
  for (const [index, line] of lines.entries()) {
    const [label = "", price = "", choices = "", under = ""] = line.split("|").map((part) => part.trim());
    if (!label) return { error: `Option line ${index + 1} needs a name` };
    if (!/^\d+(\.\d{1,2})?$/.test(price)) return { error: `${label}: the price must be rupees, 0 or more, at most 2 decimals` };
    if (under && !labels.includes(under)) return { error: `${label} sits under ${under}, which is not another option` };
    const list = choices.split(",").map((choice) => choice.trim()).filter((choice) => choice !== "");
    options.push({ id: idOf(label), label, price: Number(price), ...(list.length > 0 && { choices: list }), ...(under && { under: idOf(under) }) });
  }
  return { options };
}
