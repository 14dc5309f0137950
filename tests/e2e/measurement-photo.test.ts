// Made to measure (issue 26), the reference photo, in Chromium at phone size against the shop as
// `npm start` runs it: a shopper adds a profile with "Add a photo of a garment that fits", sees
// the preview, saves; on editing she sees her saved (private) photo again, removes it and saves.
// The screens are photographed.
import type { Browser, BrowserContext } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { MeasurementProfile } from "../../shared/schemas/measurement-profile.js";
import { collectPageErrors, launchBrowser, openContext, saveScreenshot, signInBrowser } from "../support/browser.js";
import { newShopper, shopCall, type Shopper } from "../support/shop-api.js";
import { phonePhoto } from "../support/test-photo.js";

describe.skipIf(!inject("chromium"))("a reference photo on a measurement profile", () => {
  let browser: Browser;
  let context: BrowserContext;
  let shopper: Shopper;

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await openContext(browser, "phone");
    shopper = await newShopper("Radha Menon");
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  const profiles = async () => (await shopCall<{ data: MeasurementProfile[] }>("GET", "/measurements", { token: shopper.token })).body.data;

  it("attaches a photo of a garment that fits, sees it, and removes it", async () => {
    const page = await signInBrowser(context, shopper);
    const errors = collectPageErrors(page);
    await page.goto("/profile?measurements=new");
    const form = page.getByRole("form", { name: "New measurements" });
    await form.getByLabel("Profile name").fill("Me");
    await form.getByLabel("Chest (in)", { exact: true }).fill("36");
    await form.getByLabel("Waist (in)").fill("30");

    // A PDF is refused in the form before anything is sent.
    await form.getByLabel("Photo of a garment that fits (optional)").setInputFiles({ name: "bill.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4") });
    await form.getByText("Choose a JPEG, PNG or WebP photo.").waitFor();

    const photo = await sharp(await phonePhoto({ width: 600, height: 800 })).jpeg().toBuffer();
    await form.getByLabel("Photo of a garment that fits (optional)").setInputFiles({ name: "blouse.jpg", mimeType: "image/jpeg", buffer: photo });
    const preview = form.getByRole("img", { name: "Your photo of a garment that fits" });
    await preview.waitFor();
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(600);
    await form.getByRole("button", { name: "Remove photo" }).waitFor();
    await preview.scrollIntoViewIfNeeded();
    await saveScreenshot(page, "measurements-reference-photo", "phone");
    await form.getByRole("button", { name: "Save measurements" }).click();
    await page.getByText('Measurements "Me" saved.').waitFor();
    await page.getByText("With a photo of a garment that fits").waitFor();

    const [saved] = await profiles();
    expect(saved!.referencePhoto).toMatch(new RegExp(`^measurements/${shopper.user.id}/[0-9a-f]{24}\\.jpg$`));

    // Editing: her saved photo is fetched with her session and shown again.
    await page.getByRole("button", { name: "Edit measurements Me" }).click();
    const edit = page.getByRole("form", { name: "Edit Me" });
    const again = edit.getByRole("img", { name: "Your photo of a garment that fits" });
    await expect.poll(() => again.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(600);
    await again.scrollIntoViewIfNeeded();
    await saveScreenshot(page, "measurements-reference-photo-saved", "phone");
    await edit.getByRole("button", { name: "Remove photo" }).click();
    await edit.getByText("Add a photo of a garment that fits", { exact: true }).waitFor();
    expect(await edit.getByRole("img", { name: "Your photo of a garment that fits" }).count()).toBe(0);
    await edit.getByRole("button", { name: "Save measurements" }).click();
    await page.getByText("Measurements updated.").waitFor();
    expect((await profiles())[0]!.referencePhoto).toBeUndefined();
    expect(errors).toEqual([]);
  });
});
