// Product photos in Chromium against the shop as `npm start` runs it (the local S3 included): an
// admin adds a product with photos from disk (real JPEGs made here, one shot as a phone stores a
// portrait), watches them upload on a slow link, sees a disguised file refused, reorders and
// saves; the storefront's product page then shows the photo from its web-sized variants.
// Screenshots at phone and desktop size.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { NOT_A_PHOTO } from "../../functions/media/photo-variants.js";
import { parsePhotoAddress, sharePicture } from "../../shared/media.js";
import type { Product } from "../../shared/schemas/product-record.js";
import { collectPageErrors, launchBrowser, openContext, saveScreenshot, signedInContext } from "../support/browser.js";
import { adminSession, shopCall, type Session } from "../support/shop-api.js";
import { phonePhoto } from "../support/test-photo.js";

const tag = randomBytes(3).toString("hex");
const name = `Chanderi Photo Kurta ${tag}`;

describe.skipIf(!inject("chromium"))("product photos", () => {
  let browser: Browser;
  let session: Session;
  let folder: string;
  const files = { portrait: "", second: "", disguised: "" };
  let saved: Product;

  beforeAll(async () => {
    browser = await launchBrowser();
    session = await adminSession();
    folder = mkdtempSync(join(tmpdir(), "rangrez-photos-"));
    files.portrait = join(folder, "IMG_2041.jpg");
    files.second = join(folder, "IMG_2042.jpg");
    files.disguised = join(folder, "notes.jpg");
    // As a phone stores a portrait: 2000x1500 pixels and EXIF orientation 6, with GPS.
    writeFileSync(files.portrait, await phonePhoto({ width: 2000, height: 1500, orientation: 6 }));
    writeFileSync(files.second, await sharp(await phonePhoto({ width: 1800, height: 2400 })).modulate({ hue: 120 }).jpeg({ quality: 88 }).toBuffer());
    writeFileSync(files.disguised, "Delivery notes for Jaipur, not a picture at all.\n".repeat(40));
  });

  afterAll(async () => {
    const found = await shopCall<{ data: Product[] }>("GET", `/products?limit=1000&search=${tag}`, { token: session.token });
    for (const product of found.body.data ?? []) await shopCall("DELETE", `/products/${product._id}`, { token: session.token });
    await browser?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it("an admin adds photos from disk, sees them upload, a disguised file refused, reorders and saves", async () => {
    const context = await signedInContext(browser, "desktop", session);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto("/admin/products");
    await page.getByRole("button", { name: "Add Product" }).click();
    const form = page.getByRole("dialog", { name: "Add New Product" });
    await form.getByLabel("Name").fill(name);
    await form.getByLabel(/^Price \(₹\)/).fill("2190");
    for (const [size, pieces] of [["XS", "0"], ["S", "1"], ["M", "2"], ["L", "2"], ["XL", "0"]]) await form.getByLabel(`Stock for size ${size}`).fill(pieces!);
    await form.getByLabel("Description").fill("Chanderi silk-cotton kurta, photographed in the boutique.");

    // A slow mobile uplink (about 400 KB/s), so the upload is slow enough to watch.
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 40, downloadThroughput: 4_000_000, uploadThroughput: 400_000 });

    await form.getByLabel("Add photos").setInputFiles([files.portrait, files.second, files.disguised]);
    const tiles = form.getByRole("list", { name: "Photos" }).getByRole("listitem");
    await expect.poll(() => tiles.count()).toBe(3);
    // Progress is shown per photo while it travels.
    const progress = form.getByRole("progressbar", { name: "Uploading IMG_2041.jpg" });
    await progress.waitFor();
    await expect.poll(async () => Number((await progress.getAttribute("value")) ?? 0), { timeout: 20_000 }).toBeGreaterThan(0.05);
    await progress.scrollIntoViewIfNeeded();
    await saveScreenshot(page, "admin-photos-uploading", "desktop");
    // Saving now is refused: the photos are not all there yet.
    await form.getByRole("button", { name: "Add Product" }).click();
    await form.getByText("Wait until every photo has finished uploading, or remove the ones that failed.").waitFor();

    await form.getByRole("img", { name: "Photo 1" }).waitFor({ timeout: 45_000 });
    await form.getByRole("img", { name: "Photo 2" }).waitFor({ timeout: 45_000 });
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    // The text file renamed .jpg travelled, then the shop refused it, saying why, with a retry.
    const refused = tiles.nth(2);
    await refused.getByText(NOT_A_PHOTO).waitFor();
    expect(await refused.getByRole("button", { name: "Retry" }).isVisible()).toBe(true);
    await refused.scrollIntoViewIfNeeded();
    await saveScreenshot(page, "admin-photos-ready", "desktop");

    // The previews are the made variants, not the files from disk.
    const preview = form.getByRole("img", { name: "Photo 1" });
    expect(await preview.getAttribute("src")).toMatch(/^\/media\/new\/[a-f0-9]{24}\/480x640\.webp$/);
    expect(await preview.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([480, 640]);

    await refused.getByRole("button", { name: /^Remove photo 3/ }).click();
    await expect.poll(() => tiles.count()).toBe(2);
    const firstAddress = (await form.getByRole("img", { name: "Photo 1" }).getAttribute("src"))!;
    const secondAddress = (await form.getByRole("img", { name: "Photo 2" }).getAttribute("src"))!;
    await form.getByRole("button", { name: "Move photo 2 earlier" }).click();
    // The second photo is now the main picture.
    expect(await tiles.first().getAttribute("aria-label")).toBe("Main picture: photo 1");
    expect(await form.getByRole("img", { name: "Photo 1" }).getAttribute("src")).toBe(secondAddress);
    await saveScreenshot(page, "admin-photos-reordered", "desktop");

    await form.getByRole("button", { name: "Add Product" }).click();
    await page.getByText("Product added successfully!").waitFor();
    const found = await shopCall<{ data: Product[] }>("GET", `/products?limit=1000&search=${tag}`, { token: session.token });
    expect(found.body.data).toHaveLength(1);
    saved = found.body.data[0]!;
    const mediaIdOf = (address: string) => parsePhotoAddress(address)?.mediaId;
    // Saved in the new order, moved out of media/new/ to where photos stay.
    expect(saved.images.map((url) => parsePhotoAddress(url))).toEqual([
      { mediaId: mediaIdOf(secondAddress), isNew: false, width: 1600, height: 2133 },
      { mediaId: mediaIdOf(firstAddress), isNew: false, width: 1500, height: 2000 },
    ]);
    expect(errors.filter((e) => !/status of 400/.test(e))).toEqual([]);
    await context.close();
  });

  it("shows the saved photos in the edit form on a phone, every control a fingertip wide", async () => {
    expect(saved, "the admin test saved the product").toBeDefined();
    const context = await signedInContext(browser, "phone", session);
    const page = await context.newPage();
    await page.goto("/admin/products");
    await page.getByRole("button", { name: `Edit ${name}` }).click();
    const form = page.getByRole("dialog", { name: /Edit Product/ });
    const list = form.getByRole("list", { name: "Photos" });
    await list.scrollIntoViewIfNeeded();
    await expect.poll(() => list.getByRole("img").evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).naturalWidth === 480))).toBe(true);
    expect(await list.getByRole("listitem").first().getAttribute("aria-label")).toBe("Main picture: photo 1");
    const small = await list.getByRole("button").evaluateAll((buttons) => buttons.map((b) => b.getBoundingClientRect()).filter((box) => box.width < 43.5 || box.height < 43.5).length);
    expect(small).toBe(0);
    const add = await form.getByLabel("Add photos").boundingBox();
    expect(Math.min(add!.width, add!.height)).toBeGreaterThanOrEqual(43.5);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await saveScreenshot(page, "admin-photos-edit", "phone");
    await context.close();
  });

  it("shares the product page with the main photo's 1,200-px JPEG: the page's HTML names it, the shop serves it", async () => {
    expect(saved, "the admin test saved the product").toBeDefined();
    const id = parsePhotoAddress(saved.images[0]!)!.mediaId;
    const meta = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
    // The page is rendered again within moments of the save (docs/pages.md).
    const html = await vi.waitFor(
      async () => {
        const page = await (await fetch(`${inject("shopUrl")}/product/${saved._id}`)).text();
        if (!page.includes(name)) throw new Error(`The product page does not name ${name} yet`);
        return page;
      },
      { timeout: 5000, interval: 100 },
    );
    const shareUrl = `${inject("shopUrl")}/media/${id}/share-1200x1600.jpg`;
    expect(sharePicture(saved.images[0]!)?.url).toBe(`/media/${id}/share-1200x1600.jpg`);
    expect(meta(html, "og:image")).toMatch(new RegExp(`^http://localhost:\\d+/media/${id}/share-1200x1600\\.jpg$`));
    expect([meta(html, "og:image:width"), meta(html, "og:image:height"), meta(html, "og:image:type")]).toEqual(["1200", "1600", "image/jpeg"]);
    expect(meta(html, "twitter:image")).toBe(meta(html, "og:image"));
    const served = await fetch(shareUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    const bytes = Buffer.from(await served.arrayBuffer());
    const metadata = await sharp(bytes).metadata();
    expect([metadata.format, metadata.width, metadata.height, metadata.exif]).toEqual(["jpeg", 1200, 1600, undefined]);
  });

  for (const viewport of ["phone", "desktop"] as const) {
    it(`shows the photo on the product page from its variants (${viewport})`, async () => {
      expect(saved, "the admin test saved the product").toBeDefined();
      const context = await openContext(browser, viewport);
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      await page.goto(`/product/${saved._id}`);
      const main = page.getByRole("img", { name: `${name}, picture 1 of 2` });
      await main.waitFor();
      await expect.poll(() => main.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      const id = parsePhotoAddress(saved.images[0]!)!.mediaId;
      expect(await main.getAttribute("srcset")).toBe(`/media/${id}/480x640.webp 480w, /media/${id}/960x1280.webp 960w, /media/${id}/1600x2133.webp 1600w`);
      expect(await main.getAttribute("sizes")).toBe("(min-width: 560px) 520px, 100vw");
      expect([await main.getAttribute("width"), await main.getAttribute("height")]).toEqual(["1600", "2133"]);
      expect(await main.getAttribute("fetchpriority")).toBe("high");
      // A phone (390 px at 2x) needs 780 pixels: the 960 variant, not the largest; a desktop's 520 px box at 1x takes 960 too.
      expect(await main.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(new RegExp(`/media/${id}/960x1280\\.webp$`));
      const thumb = page.getByRole("button", { name: "Show picture 2 of 2" }).locator("img");
      expect(await thumb.getAttribute("loading")).toBe("lazy");
      await page.evaluate(() => document.fonts.ready);
      await saveScreenshot(page, "product-photo", viewport);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
