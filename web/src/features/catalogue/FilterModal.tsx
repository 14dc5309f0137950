import { useState, type FormEvent } from "react";
import { DEFAULT_PRICE_RANGE, FILTER_MATERIALS, FILTER_SIZES } from "@shared/catalogue.js";
import { parsePriceInput } from "@shared/catalogue-filter.js";
import { Modal } from "@/components/ui/dialog/Modal.js";
import { capitalise } from "./browse-route.js";
import { FilterChecks } from "./FilterChecks.js";
import type { CatalogueFilters } from "./listing-query.js";

interface FilterModalProps {
  filters: CatalogueFilters;
  /** How many products the filters would show, for the Apply button; undefined while a large catalogue's server has not said. */
  countFor(filters: CatalogueFilters): number | undefined;
  onApply(filters: CatalogueFilters): void;
  onClear(): void;
  onClose(): void;
  /** The sizes this listing offers (shared/filter-sizes.ts): a saree listing's is Free size. Body sizes when not said. */
  sizeChoices?: readonly string[];
}

const priceText = (value: number, fallback: number) => (value === fallback ? "" : String(value));

/** Price range, materials, sizes and availability. Apply sets them and closes; Clear resets them. */
export default function FilterModal({ filters, countFor, onApply, onClear, onClose, sizeChoices = FILTER_SIZES }: FilterModalProps) {
  const [minText, setMinText] = useState(priceText(filters.priceRange.min, DEFAULT_PRICE_RANGE.min));
  const [maxText, setMaxText] = useState(priceText(filters.priceRange.max, DEFAULT_PRICE_RANGE.max));
  const [materials, setMaterials] = useState<string[]>(filters.selectedMaterials);
  const [sizes, setSizes] = useState<string[]>(filters.selectedSizes);
  const [inStockOnly, setInStockOnly] = useState(filters.inStockOnly);

  // Blank or invalid inputs fall back to 0 and 100000 (docs/product.md section 5); a reversed range is put right.
  const min = parsePriceInput(minText, "min");
  const max = parsePriceInput(maxText, "max");
  const draft: CatalogueFilters = {
    priceRange: { min: Math.min(min, max), max: Math.max(min, max) },
    selectedMaterials: FILTER_MATERIALS.filter((m) => materials.includes(m)),
    selectedSizes: sizeChoices.filter((s) => sizes.includes(s)),
    inStockOnly,
  };
  const matching = countFor(draft);

  function apply(event: FormEvent) {
    event.preventDefault();
    onApply(draft);
  }

  function clear() {
    setMinText("");
    setMaxText("");
    setMaterials([]);
    setSizes([]);
    setInStockOnly(false);
    onClear();
  }

  return (
    <Modal
      open
      onClose={onClose}
      title="Filter"
      footer={
        <div className="filter__actions">
          <button type="button" className="btn btn--outline" onClick={clear}>
            Clear
          </button>
          <button type="submit" form="filter-form" className="btn btn--primary">
            Apply
            {matching === undefined ? null : <span className="filter__matching">({matching} {matching === 1 ? "item" : "items"})</span>}
          </button>
        </div>
      }
    >
      <form id="filter-form" className="filter" onSubmit={apply} noValidate>
        <fieldset className="filter__group">
          <legend>Price range (₹)</legend>
          <div className="filter__prices">
            <label className="field">
              <span className="field__label">Minimum</span>
              <input className="input" name="minPrice" inputMode="decimal" autoComplete="off" placeholder="0" value={minText} onChange={(e) => setMinText(e.target.value)} />
            </label>
            <span aria-hidden="true" className="filter__to">
              to
            </span>
            <label className="field">
              <span className="field__label">Maximum</span>
              <input className="input" name="maxPrice" inputMode="decimal" autoComplete="off" placeholder="100000" value={maxText} onChange={(e) => setMaxText(e.target.value)} />
            </label>
          </div>
          <p className="filter__hint">Leave blank for any price.</p>
        </fieldset>

        <FilterChecks legend="Material" values={FILTER_MATERIALS} chosen={materials} onChange={setMaterials} label={capitalise} />

        <FilterChecks legend="Size" values={sizeChoices} chosen={sizes} onChange={setSizes} compact />

        <fieldset className="filter__group">
          <legend>Availability</legend>
          <label className="option">
            <input type="checkbox" checked={inStockOnly} onChange={(event) => setInStockOnly(event.target.checked)} />
            <span>In stock only</span>
          </label>
          <p className="filter__hint">With sizes chosen: in stock in one of them.</p>
        </fieldset>
      </form>
    </Modal>
  );
}
