// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import FilterModal from "../../web/src/features/catalogue/FilterModal.js";
import { NO_FILTERS, type CatalogueFilters } from "../../web/src/features/catalogue/listing-query.js";

afterEach(cleanup);

function renderFilter(filters: CatalogueFilters = NO_FILTERS) {
  const onApply = vi.fn<(filters: CatalogueFilters) => void>();
  const onClear = vi.fn();
  const onClose = vi.fn();
  render(<FilterModal filters={filters} countFor={() => 7} onApply={onApply} onClear={onClear} onClose={onClose} />);
  return { onApply, onClear, onClose };
}

describe("Filter modal", () => {
  it("applies a price range, materials and sizes", async () => {
    const user = userEvent.setup();
    const { onApply } = renderFilter();
    await user.type(screen.getByLabelText("Minimum"), "1500");
    await user.type(screen.getByLabelText("Maximum"), "4999.50");
    await user.click(screen.getByLabelText("Silk"));
    await user.click(screen.getByLabelText("Cotton"));
    await user.click(screen.getByLabelText("XL"));
    await user.click(screen.getByRole("button", { name: /^Apply/ }));
    // Materials and sizes keep the shop's order, whatever order they were ticked in.
    expect(onApply).toHaveBeenCalledWith({ priceRange: { min: 1500, max: 4999.5 }, selectedMaterials: ["cotton", "silk"], selectedSizes: ["XL"], inStockOnly: false });
  });

  it("falls back to 0 and 100000 for blank or invalid prices", async () => {
    const user = userEvent.setup();
    const { onApply } = renderFilter({ ...NO_FILTERS, priceRange: { min: 500, max: 900 } });
    expect((screen.getByLabelText("Minimum") as HTMLInputElement).value).toBe("500");
    await user.clear(screen.getByLabelText("Minimum"));
    await user.type(screen.getByLabelText("Minimum"), "cheap");
    await user.clear(screen.getByLabelText("Maximum"));
    await user.click(screen.getByRole("button", { name: /^Apply/ }));
    expect(onApply).toHaveBeenCalledWith({ priceRange: { min: 0, max: 100000 }, selectedMaterials: [], selectedSizes: [], inStockOnly: false });
  });

  it("applies In stock only", async () => {
    const user = userEvent.setup();
    const { onApply } = renderFilter();
    await user.click(screen.getByRole("checkbox", { name: "In stock only" }));
    await user.click(screen.getByRole("button", { name: /^Apply/ }));
    expect(onApply).toHaveBeenCalledWith({ ...NO_FILTERS, inStockOnly: true });
  });

  it("shows how many products the choice would show", () => {
    renderFilter();
    expect(screen.getByRole("button", { name: /^Apply/ }).textContent).toContain("7 items");
  });

  it("Clear resets the form and the filters in force", async () => {
    const user = userEvent.setup();
    const { onClear, onApply } = renderFilter({ priceRange: { min: 100, max: 2000 }, selectedMaterials: ["rayon"], selectedSizes: ["S"], inStockOnly: true });
    expect((screen.getByLabelText("In stock only") as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText("Rayon") as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole("button", { name: "Clear" }));
    expect(onClear).toHaveBeenCalled();
    expect((screen.getByLabelText("Rayon") as HTMLInputElement).checked).toBe(false);
    expect((screen.getByLabelText("S") as HTMLInputElement).checked).toBe(false);
    expect((screen.getByLabelText("Minimum") as HTMLInputElement).value).toBe("");
    expect((screen.getByLabelText("In stock only") as HTMLInputElement).checked).toBe(false);
    await user.click(screen.getByRole("button", { name: /^Apply/ }));
    expect(onApply).toHaveBeenCalledWith(NO_FILTERS);
  });
});
