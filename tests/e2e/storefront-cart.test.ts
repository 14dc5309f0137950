// The cart and the wishlist in Chromium: adding from the product page in two sizes, quantities,
// removing, clearing, the keyboard, and both surviving a reload through localStorage.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { formatRupees } from "../../shared/money.js";
import type { Product } from "../../shared/schemas/product-record.js";
import { browserPerFile } from "../support/browser-per-file.js";

async function fetchCatalogue(): Promise<Product[]> {
  const response = await fetch(`${inject("shopUrl")}/api/products?limit=1000`);
  return ((await response.json()) as { data: Product[] }).data;
}

const badge = (page: Page, which: "cart" | "wishlist") => page.getByTestId(`${which}-count`);
const stored = (page: Page, key: string) => page.evaluate((name) => JSON.parse(localStorage.getItem(name) ?? "null") as unknown, key);

describe.skipIf(!inject("chromium"))("cart and wishlist", () => {
  const browsing = browserPerFile();
  let catalogue: Product[];

  beforeAll(async () => {
    catalogue = await fetchCatalogue();
  });

  it("adds one product in two sizes, changes quantities (minus stops at 1), removes and clears", async () => {
    const product = catalogue.find((p) => p.sizes.includes("S") && p.sizes.includes("L") && p.stock > 3)!;
    const { page, errors } = await browsing.open("phone", `/product/${product._id}`);
    await page.getByRole("heading", { level: 1, name: product.name }).waitFor();
    const size = page.getByRole("combobox", { name: "Size" });

    await size.selectOption("S");
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await page.getByText(`${product.name} added to cart!`).waitFor();
    await size.selectOption("L");
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect.poll(() => badge(page, "cart").textContent()).toBe("3");

    await page.getByRole("button", { name: /^Cart,/ }).click();
    const cart = page.getByRole("dialog", { name: "Your Cart" });
    await cart.waitFor(); // the panel's code loads on first use
    const lines = cart.getByRole("listitem");
    expect(await lines.count()).toBe(2);
    expect(await cart.locator(".bag-line__meta").allTextContents()).toEqual([formatRupees(product.price), formatRupees(product.price)]);
    expect(await cart.locator(".bag-line__size-select").evaluateAll((selects) => selects.map((select) => (select as HTMLSelectElement).value))).toEqual(["S", "L"]);
    const quantity = (i: number) => lines.nth(i).locator("output").textContent();
    expect([await quantity(0), await quantity(1)]).toEqual(["1", "2"]);
    expect(await cart.getByTestId("cart-total").textContent()).toBe(formatRupees(product.price * 3));

    // Minus stops at 1; plus stops only at the pieces left in that size (plenty here; the stock tests cover the limit).
    const minusS = lines.nth(0).getByRole("button", { name: "Decrease quantity" });
    expect(await minusS.isDisabled()).toBe(true);
    await lines.nth(0).getByRole("button", { name: "Increase quantity" }).click();
    await lines.nth(0).getByRole("button", { name: "Increase quantity" }).click();
    expect(await quantity(0)).toBe("3");
    await minusS.click();
    await minusS.click();
    expect(await quantity(0)).toBe("1");
    expect(await minusS.isDisabled()).toBe(true);
    await lines.nth(1).getByRole("button", { name: "Decrease quantity" }).click();
    expect(await quantity(1)).toBe("1");
    expect(await cart.getByTestId("cart-total").textContent()).toBe(formatRupees(product.price * 2));
    expect(await badge(page, "cart").textContent()).toBe("2");

    await cart.getByRole("button", { name: `Remove ${product.name}, size S` }).click();
    expect(await lines.count()).toBe(1);
    expect(await stored(page, "cart")).toMatchObject([{ product: { _id: product._id, name: product.name, price: product.price }, size: "L", quantity: 1 }]);
    await cart.getByRole("button", { name: "Clear Cart" }).click();
    await cart.getByText("Your cart is empty").waitFor();
    expect(await badge(page, "cart").count()).toBe(0);
    expect(await stored(page, "cart")).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("adds the size the field shows, even one the app has not been told of yet (chosen before it took the page over)", async () => {
    const product = catalogue.find((p) => p.sizes.includes("S") && p.sizes.includes("L") && p.stock > 3)!;
    const { page } = await browsing.open("phone", `/product/${product._id}`);
    await page.getByRole("heading", { level: 1, name: product.name }).waitFor();
    const size = page.getByRole("combobox", { name: "Size" });
    await page.locator("html[data-app=on]").waitFor({ state: "attached" });
    await expect.poll(() => size.inputValue()).not.toBe("L");
    // As the browser leaves a choice made on the rendered page: the field shows L, no event said
    // so, and the tap comes before anything else can happen (in the same task: a render of the
    // page in between, say for fresher stock, would show the state's size again).
    await size.evaluate((select: HTMLSelectElement) => {
      Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, "value")!.set!.call(select, "L");
      [...document.querySelectorAll<HTMLButtonElement>("button[type=submit]")].find((button) => button.textContent?.trim() === "Add to Cart")!.click();
    });
    await expect.poll(() => badge(page, "cart").textContent()).toBe("1");
    expect(new URL(page.url()).search).toBe(""); // the app added it, not the plain form
    expect(await stored(page, "cart")).toMatchObject([{ product: { _id: product._id }, size: "L", quantity: 1 }]);
  });

  it("keeps the cart and the wishlist across a reload", async () => {
    const [first, second] = catalogue.filter((p) => p.stock > 0);
    const { page } = await browsing.open("desktop", `/product/${first!._id}`);
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await page.getByRole("button", { name: "Add to Wishlist" }).click();
    await page.getByText(`${first!.name} added to wishlist!`).waitFor();
    await page.goto(`/product/${second!._id}`);
    await page.getByRole("combobox", { name: "Size" }).selectOption("M");
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await page.getByRole("button", { name: "Add to Wishlist" }).click();
    await expect.poll(() => badge(page, "cart").textContent()).toBe("2");
    expect(await badge(page, "wishlist").textContent()).toBe("2");

    await page.reload();
    await page.getByRole("heading", { level: 1, name: second!.name }).waitFor();
    expect(await badge(page, "cart").textContent()).toBe("2");
    expect(await badge(page, "wishlist").textContent()).toBe("2");
    // The wishlist button remembers the product is wished for.
    await page.getByRole("button", { name: "Remove from Wishlist" }).waitFor();

    await page.getByRole("button", { name: /^Cart,/ }).click();
    const cart = page.getByRole("dialog", { name: "Your Cart" });
    await cart.waitFor(); // the panel's code loads on first use
    expect(await cart.locator(".bag-line__name").allTextContents()).toEqual([first!.name, second!.name]);
    expect(await cart.locator(".bag-line__meta").allTextContents()).toEqual([formatRupees(first!.price), formatRupees(second!.price)]);
    expect(await cart.locator(".bag-line__size-select").evaluateAll((selects) => selects.map((select) => (select as HTMLSelectElement).value))).toEqual([first!.sizes[0], "M"]);
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: /^Wishlist,/ }).click();
    const wishlist = page.getByRole("dialog", { name: "Your Wishlist" });
    await wishlist.waitFor();
    expect(await wishlist.locator(".bag-line__name").allTextContents()).toEqual([first!.name, second!.name]);
    await wishlist.getByText("2 items").waitFor();
    await wishlist.getByRole("button", { name: "Checkout All Items" }).waitFor();
  });

  it("toggles the wishlist from the product page and manages it in its panel", async () => {
    const [first, second] = catalogue;
    const { page, errors } = await browsing.open("phone", `/product/${first!._id}`);
    await page.getByRole("button", { name: "Add to Wishlist" }).click();
    await page.getByText(`${first!.name} added to wishlist!`).waitFor();
    expect(await badge(page, "wishlist").textContent()).toBe("1");
    await page.getByRole("button", { name: "Remove from Wishlist" }).click();
    await page.getByText(`${first!.name} removed from wishlist!`).waitFor();
    expect(await badge(page, "wishlist").count()).toBe(0);

    // Adding the same product twice keeps one entry.
    await page.getByRole("button", { name: "Add to Wishlist" }).click();
    await page.goto(`/product/${second!._id}`);
    await page.getByRole("button", { name: "Add to Wishlist" }).click();
    expect(await stored(page, "wishlist")).toMatchObject([{ _id: first!._id, material: first!.material }, { _id: second!._id }]);

    await page.getByRole("button", { name: /^Wishlist,/ }).click();
    const wishlist = page.getByRole("dialog", { name: "Your Wishlist" });
    await wishlist.waitFor();
    await wishlist.getByText("2 items").waitFor();
    await wishlist.getByRole("button", { name: `Remove ${first!.name}` }).click();
    await wishlist.getByText("1 item").waitFor();
    await wishlist.getByRole("button", { name: "Clear Wishlist" }).click();
    await wishlist.getByText("Your wishlist is empty").waitFor();
    expect(await stored(page, "wishlist")).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("the cart panel works from the keyboard: Escape closes it and focus goes back to the cart button", async () => {
    const { page } = await browsing.open("desktop", "/");
    const cartButton = page.getByRole("button", { name: /^Cart,/ });
    await cartButton.focus();
    await page.keyboard.press("Enter");
    const cart = page.getByRole("dialog", { name: "Your Cart" });
    await cart.waitFor(); // the panel's code loads on first use
    await cart.getByText("Your cart is empty").waitFor();
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
    }
    await page.keyboard.press("Escape");
    expect(await cart.count()).toBe(0);
    expect(await cartButton.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it("ignores unreadable stored data and logs the spec's messages", async () => {
    const context = await browsing.context("phone");
    await context.addInitScript(() => {
      if (!sessionStorage.getItem("seeded")) {
        sessionStorage.setItem("seeded", "1");
        localStorage.setItem("cart", "{not json");
        localStorage.setItem("wishlist", "[{");
      }
    });
    const page = await context.newPage();
    const logged: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") logged.push(message.text());
    });
    await page.goto("/");
    await page.getByRole("heading", { name: "Featured Products" }).waitFor();
    // The app reads the stored lists once it has taken the page over, just after its first paint.
    await expect.poll(() => logged.some((text) => text.startsWith("Error loading cart from localStorage:"))).toBe(true);
    await expect.poll(() => logged.some((text) => text.startsWith("Error loading wishlist from localStorage:"))).toBe(true);
    expect(await badge(page, "cart").count()).toBe(0);
    // The shop carries on: the broken values are replaced by empty lists.
    expect(await stored(page, "cart")).toEqual([]);
    expect(await stored(page, "wishlist")).toEqual([]);
  });
});
