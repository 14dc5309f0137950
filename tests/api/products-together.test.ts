import { BatchGetCommand } from "@aws-sdk/lib-dynamodb";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { productsTogether } from "../../functions/catalogue/products-together.js";
import { syntheticCatalogue } from "../../bench/synthetic-catalogue.js";
import { testApp } from "../support/test-app.js";

// A page of cards' products read together (a cold search's page, issue 29): one BatchGetItem per
// 100 ids, answering what `products.byId` answers, a GetItem each.
type Shop = Awaited<ReturnType<typeof testApp>>;
let shop: Shop;
let ids: string[];

beforeAll(async () => {
  shop = await testApp();
  const products = syntheticCatalogue(105).map((product, i) => (i % 9 === 0 ? { ...product, isActive: false } : product));
  ids = [];
  for (let i = 0; i < products.length; i += 15) ids.push(...(await Promise.all(products.slice(i, i + 15).map((product) => shop.repos.products.create(product)))).map((product) => product.id));
});

describe("productsTogether", () => {
  it("answers what byId answers, inactive ones included and missing ones left out, in a request per 100", async () => {
    const asked = [...ids, "no-such-product", ids[3]!, "x".repeat(3000)];
    const send = vi.spyOn(shop.repos.db.doc, "send");
    const together = await productsTogether(shop.repos, asked);
    const batches = send.mock.calls.filter(([command]) => command instanceof BatchGetCommand).length;
    send.mockRestore();
    expect(batches).toBe(2);
    expect(together).toEqual(await shop.repos.products.byId(asked.map((product) => ({ product }))));
    expect(together.size).toBe(105);
  });

  it("reads nothing for no ids", async () => {
    expect((await productsTogether(shop.repos, [])).size).toBe(0);
  });
});
