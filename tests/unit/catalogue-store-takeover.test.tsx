// @vitest-environment jsdom
// A rendered page taken over while the catalogue moves on: every part, however late React hydrates
// it, first renders from the cards the page was rendered with, so React finds the page's own HTML
// (no recoverable hydration error) and then shows what arrived.
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { CatalogueCard } from "../../shared/catalogue-cards.js";
import { primeCatalogue, reloadCatalogue, useCatalogue } from "../../web/src/stores/catalogue-store.js";

function CardCount() {
  const { status, products } = useCatalogue();
  return (
    <p>
      {products.length} cards, {status}
    </p>
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("the catalogue store when a rendered page is taken over", () => {
  it("hydrates a part from the page's cards even when the catalogue moved on before it hydrated", async () => {
    const cards = [{ id: "a1", name: "Chanderi Kurta" }, { id: "b2", name: "Kota Doria Saree" }] as unknown as CatalogueCard[];
    primeCatalogue(cards);
    const container = document.createElement("div");
    container.innerHTML = renderToString(<CardCount />);
    expect(container.textContent).toBe("2 cards, ready");

    // The whole catalogue is asked for again before this part hydrates: the store moves on.
    vi.stubGlobal("fetch", () => new Promise(() => undefined));
    void reloadCatalogue();

    const recovered: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <CardCount />, { onRecoverableError: (error) => recovered.push(error) });
    });
    expect(recovered).toEqual([]);
    // Once it has the page, the part shows where the store is now.
    expect(container.textContent).toBe("2 cards, loading");
  });
});
