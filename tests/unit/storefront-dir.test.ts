import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { storefrontDirOf } from "../../infra/local/storefront-dir.js";

describe("a local shop's storefront folder", () => {
  it("sits beside the shop's own data, so two shops from one checkout never share their pages", () => {
    const first = storefrontDirOf({});
    const second = storefrontDirOf({ DATA_DIR: "/tmp/second-shop" });
    expect(first).toBe(resolve(".data/web"));
    expect(second).toBe("/tmp/second-shop/web");
    expect(first).not.toBe(second);
    // dist/web is what `npm run build` makes for a deploy; no running shop renders into it.
    expect([first, second].some((dir) => dir.startsWith(resolve("dist")))).toBe(false);
  });

  it("takes STATIC_DIR when one is named", () => {
    expect(storefrontDirOf({ DATA_DIR: "/tmp/a", STATIC_DIR: "/tmp/built" })).toBe("/tmp/built");
  });
});
