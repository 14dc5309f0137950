import { PUBLISHER_TIMEOUT_S } from "./publisher-work.js";

/** Issue 29's targets at 100,000 products, beside each key's figure. */
export const SCALE_TARGETS: Record<string, { target: string; met: (figure: number | string | boolean, all: Record<string, unknown>) => boolean }> = {
  firstVisitKbGz: { target: "<= 250", met: (v) => typeof v === "number" && v <= 250 },
  listingFirstPageMs: { target: "<= 150", met: (v) => typeof v === "number" && v <= 150 },
  searchFirstResultMs: { target: "<= 300", met: (v) => typeof v === "number" && v <= 300 },
  searchHeapMb: { target: "<= 40", met: (v) => typeof v === "number" && v <= 40 },
  publisherPerSaleMs: { target: "<= 200", met: (v) => typeof v === "number" && v <= 200 },
  deployRenderS: { target: `<= ${PUBLISHER_TIMEOUT_S / 2} (2x margin on the ${PUBLISHER_TIMEOUT_S} s timeout)`, met: (v, all) => typeof v === "number" && all.deployRenderFits === true },
  adminStatsMs: { target: "<= 300, any catalogue", met: (v) => typeof v === "number" && v <= 300 },
  ordersListFilteredMs: { target: "<= 500", met: (v) => typeof v === "number" && v <= 500 },
  gstExportYearS: { target: "completes", met: (v) => typeof v === "number" },
  productsExportS: { target: "completes (not an issue target: the products CSV, any catalogue)", met: (v) => typeof v === "number" },
};

/** One row per key: the figure at each size and whether it meets the target. */
export function targetTable(scale: Record<string, Record<string, unknown>>) {
  return Object.fromEntries(
    Object.entries(SCALE_TARGETS).map(([key, { target, met }]) => [
      key,
      {
        target,
        ...Object.fromEntries(
          Object.entries(scale).flatMap(([size, figures]) => {
            const figure = figures[key];
            if (figure === undefined) return [];
            const shown = typeof figure === "string" && figure.length > 60 ? `${figure.slice(0, 57)}...` : figure;
            // Named, not bare numbers: a bare number key would be listed before the target.
            return [[`${size} products`, shown], [`${size}`.concat(" met?"), met(figure as number | string, figures) ? "met" : "missed"]];
          }),
        ),
      },
    ]),
  );
}
