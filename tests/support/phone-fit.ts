// Does a screen fit a phone: nothing wider than the screen, every control a fingertip wide.
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { saveScreenshot, type ViewportName } from "./browser.js";

/** How far the page runs off the side of the screen (0 when it fits). */
export const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Visible buttons, inputs, selects and links-as-buttons inside `scope` smaller than a 44 px finger. */
export function smallTargets(page: Page, scope: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const root = document.querySelector(selector);
    if (!root) return [`nothing matches ${selector}`];
    return Array.from(root.querySelectorAll<HTMLElement>("button, input, select, a.btn"))
      .filter((element) => element.getClientRects().length > 0 && !element.closest("[inert]") && !element.classList.contains("visually-hidden"))
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width < 43.5 || box.height < 43.5)
      .map(({ element, box }) => `${element.tagName.toLowerCase()} "${(element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 30)}" ${Math.round(box.width)}x${Math.round(box.height)}`);
  }, scope);
}

/** Visible controls of an admin screen or its open dialog (not the shell's) smaller than a 44 px fingertip. */
export function adminSmallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const scope = document.querySelector('[role="dialog"]') ?? document.querySelector("#admin-main");
    const controls = Array.from(scope?.querySelectorAll<HTMLElement>('button, select, input:not([type="checkbox"]), textarea') ?? []);
    return controls
      .filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden")
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.height < 43.5 || box.width < 43.5;
      })
      .map((el) => `${el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40)}" ${Math.round(el.getBoundingClientRect().width)}x${Math.round(el.getBoundingClientRect().height)}`);
  });
}

/**
 * An admin screen once it settled, checked to fit (and, with `fingertips`, on a phone, every
 * control a fingertip wide), then saved as test-results/screenshots/admin-<screen>-<viewport>.png.
 */
export async function photographAdminScreen(page: Page, screen: string, viewport: ViewportName, options: { fingertips?: boolean } = {}) {
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => document.fonts.ready);
  expect(await sidewaysOverflow(page), `${screen} scrolls sideways`).toBeLessThanOrEqual(0);
  if (options.fingertips && viewport === "phone") expect(await adminSmallTargets(page), `${screen} has small touch targets`).toEqual([]);
  await saveScreenshot(page, `admin-${screen}`, viewport);
}
