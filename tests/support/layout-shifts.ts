// Layout shifts as CLS counts them (those not caused by the shopper's own input), with what moved,
// so a test that expects none says which element jumped and from where, not only a number.
import type { BrowserContext, Page } from "playwright-core";

export type LayoutShifts = { total: number; moved: string[] };

/** Starts recording in every page the context opens from now on, from the first paint. */
export async function recordLayoutShifts(target: BrowserContext | Page): Promise<void> {
  await target.addInitScript(() => {
    type Source = { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Source[] };
    const record = { total: 0, moved: [] as string[] };
    (window as unknown as { layoutShifts: typeof record }).layoutShifts = record;
    const describe = (node: Node | null | undefined): string => {
      if (!(node instanceof Element)) return node?.nodeName ?? "(gone)";
      const classes = [...node.classList].slice(0, 2).map((name) => `.${name}`).join("");
      const text = (node.textContent ?? "").trim().slice(0, 30);
      return `${node.tagName.toLowerCase()}${classes}${text ? ` "${text}"` : ""}`;
    };
    const rect = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        record.total += entry.value;
        for (const source of entry.sources ?? []) {
          record.moved.push(`${describe(source.node)} at ${Math.round(entry.startTime)} ms: ${rect(source.previousRect)} -> ${rect(source.currentRect)}`);
        }
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** What was recorded in this page so far. */
export async function layoutShifts(page: Page): Promise<LayoutShifts> {
  return page.evaluate(() => (window as unknown as { layoutShifts: LayoutShifts }).layoutShifts);
}
