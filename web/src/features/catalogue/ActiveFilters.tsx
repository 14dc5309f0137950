import { X } from "lucide-react";
import { formatRupees } from "@shared/money.js";
import { capitalise } from "./browse-route.js";
import { NO_FILTERS, type CatalogueFilters } from "./listing-query.js";

/** The filters in force as chips, each removable on its own. */
export function ActiveFilters({ filters, onChange }: { filters: CatalogueFilters; onChange(filters: CatalogueFilters): void }) {
  const chips: Array<{ label: string; next: CatalogueFilters }> = [];
  const { min, max } = filters.priceRange;
  if (min !== NO_FILTERS.priceRange.min || max !== NO_FILTERS.priceRange.max) {
    chips.push({ label: `${formatRupees(min)} – ${formatRupees(max)}`, next: { ...filters, priceRange: { ...NO_FILTERS.priceRange } } });
  }
  for (const material of filters.selectedMaterials) {
    chips.push({ label: capitalise(material), next: { ...filters, selectedMaterials: filters.selectedMaterials.filter((m) => m !== material) } });
  }
  for (const size of filters.selectedSizes) {
    chips.push({ label: `Size ${size}`, next: { ...filters, selectedSizes: filters.selectedSizes.filter((s) => s !== size) } });
  }
  if (filters.inStockOnly) chips.push({ label: "In stock", next: { ...filters, inStockOnly: false } });
  return (
    <ul className="chips" aria-label="Filters in use">
      {chips.map((chip) => (
        <li key={chip.label}>
          <button type="button" className="chip" onClick={() => onChange(chip.next)} aria-label={`Remove filter ${chip.label}`}>
            {chip.label}
            <X size={14} aria-hidden="true" />
          </button>
        </li>
      ))}
      <li>
        <button type="button" className="chip chip--plain" onClick={() => onChange(NO_FILTERS)}>
          Clear all
        </button>
      </li>
    </ul>
  );
}
