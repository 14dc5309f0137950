// The product form's "Made to measure" section (issue 26): how the product is bought, its options
// one per line ("Blouse neck | 0 | Round neck, Boat neck | Blouse stitching"), lead time and stock.
import type { BuyAs, CustomOption, CustomStock } from "../../../../shared/made-to-measure/custom-options.js";
import type { Product } from "../../../../shared/types.js";

export interface CustomFitForm {
  buyAs: BuyAs;
  optionsText: string;
  leadMin: string;
  leadMax: string;
  customStock: CustomStock;
}

/** What the form adds to the product request; nothing for a product that was never made to measure. */
export interface CustomFitRequest {
  buyAs?: BuyAs;
  customOptions?: CustomOption[];
  leadTimeDays?: { min: number; max: number };
  customStock?: CustomStock;
}

const optionId = (label: string) => label.toLowerCase().replace(/&/g, " ").replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "").slice(0, 40) || "option";

export function customFitForm(product: Product | null): CustomFitForm {
  const options = product?.customOptions ?? [];
  const labelOf = (id: string) => options.find((option) => option.id === id)?.label ?? id;
  return {
    buyAs: product?.buyAs ?? (product?.customMade ? "custom" : "ready"),
    optionsText: options.map((option) => [option.label, String(option.price), (option.choices ?? []).join(", "), option.under ? labelOf(option.under) : ""].join(" | ").replace(/( \| )+$/, "")).join("\n"),
    leadMin: String(product?.leadTimeDays?.min ?? 10),
    leadMax: String(product?.leadTimeDays?.max ?? 12),
    customStock: product?.customStock ?? "none",
  };
}

/** The options typed one per line, or the first line that cannot be read. */
export function parseOptions(text: string): { options: CustomOption[] } | { error: string } {
  const lines = text.split(/\r?\n/).map((line) => line.trim()).filter((line) => line !== "");
  const labels = lines.map((line) => line.split("|")[0]!.trim());
  const options: CustomOption[] = [];
  for (const [index, line] of lines.entries()) {
    const [label = "", price = "", choices = "", under = ""] = line.split("|").map((part) => part.trim());
    if (!label) return { error: `Option line ${index + 1} needs a name` };
    if (!/^\d+(\.\d{1,2})?$/.test(price)) return { error: `${label}: the price must be rupees, 0 or more, at most 2 decimals` };
    if (under && !labels.includes(under)) return { error: `${label} sits under ${under}, which is not another option` };
    const list = choices.split(",").map((choice) => choice.trim()).filter((choice) => choice !== "");
    options.push({ id: optionId(label), label, price: Number(price), ...(list.length > 0 && { choices: list }), ...(under && { under: optionId(under) }) });
  }
  return { options };
}

export function customFitRequest(form: CustomFitForm, product: Product | null): CustomFitRequest | { error: string } {
  const wasCustom = product?.buyAs !== undefined || product?.customMade === true;
  if (form.buyAs === "ready" && !wasCustom && form.optionsText.trim() === "") return {};
  const parsed = parseOptions(form.optionsText);
  if ("error" in parsed) return parsed;
  const min = Number(form.leadMin);
  const max = Number(form.leadMax);
  if (!Number.isInteger(min) || !Number.isInteger(max) || min < 1 || max < min) return { error: "Lead time must be whole days, the first not more than the second" };
  return { buyAs: form.buyAs, customOptions: parsed.options, leadTimeDays: { min, max }, customStock: form.customStock };
}
