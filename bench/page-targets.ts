import type { LighthouseFigures } from "./lighthouse.js";

/** Issue 17's targets for the shop's pages (mobile Lighthouse, as bench/lighthouse.ts runs it), met or missed. */
export function pageTargets(homeInitialJsGzipKb: number, pages: readonly LighthouseFigures[]) {
  const all = (check: (figures: LighthouseFigures) => boolean) => (pages.length > 0 ? pages.every(check) : null);
  return {
    homeInitialJsAtMost90KbGzip: homeInitialJsGzipKb <= 90,
    lighthousePerformanceAtLeast98: all((l) => l.performance >= 98),
    lighthouseAccessibility100: all((l) => l.accessibility === 100),
    lighthouseBestPractices100: all((l) => l.bestPractices === 100),
    lighthouseSeo100: all((l) => l.seo === 100),
    lcpAtMost1500Ms: all((l) => l.lcpMs <= 1500),
    tbtAtMost100Ms: all((l) => l.tbtMs <= 100),
    clsZero: all((l) => l.cls === 0),
  };
}
