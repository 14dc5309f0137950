// The personal-data registry is complete by construction (issue 40, data rights): every key and
// entity the data layer writes is listed, as a shopper's personal data with its export and erasure,
// or as holding none; a kind added without a line there fails here, naming itself.
import { describe, expect, it } from "vitest";
import { NO_PERSONAL_DATA, PERSONAL_DATA, kindOfItem } from "@functions/accounts/personal-data/registry.js";
import { sourcesUnder, unlistedKinds } from "../support/registry-coverage.js";

const ROOT = new URL("../..", import.meta.url).pathname;
// The registry itself is not a writer; the emulators and scripts live outside functions/.
const sources = sourcesUnder(ROOT, "functions", ["functions/accounts/personal-data/"]);

describe("the personal-data registry", () => {
  it("lists every key and entity the data layer writes", () => {
    expect(sources.length).toBeGreaterThan(100);
    expect(unlistedKinds(sources)).toEqual([]);
  });

  it("names a kind that is written but not listed, whichever way its key is built", () => {
    const giftCards = {
      path: "functions/data/gift-cards.ts",
      text: [
        'const key = (id: string) => ({ pk: `GIFT_CARD#${id}`, sk: "GIFT_CARD" });',
        "const partition = (userId: string) => `WALLET#${userId}`;",
        'Item: { ...key(id), entity: "giftWrapNote", email }',
        'const NOTE = { pk: `USER#${id}`, sk: "GIFT_NOTES" };',
      ].join("\n"),
    };
    const problems = unlistedKinds([giftCards]);
    expect(problems.join("\n")).toMatch(/partition GIFT_CARD#…/);
    expect(problems.join("\n")).toMatch(/partition WALLET#…/);
    expect(problems.join("\n")).toMatch(/entity "giftWrapNote"/);
    expect(problems.join("\n")).toMatch(/USER#… \/ GIFT_NOTES… items/);
    expect(problems.every((p) => p.startsWith("functions/data/gift-cards.ts ") && p.includes("functions/accounts/personal-data/registry.ts"))).toBe(true);
  });

  it("gives every personal kind a title, a way to find it, an export or why not, and an erasure with its reasons", () => {
    const sections = PERSONAL_DATA.flatMap((kind) => ("section" in kind.exported ? [kind.exported.section] : []));
    expect(new Set(sections).size).toBe(sections.length);
    for (const section of ["account", "addresses", "orders", "returns", "reviews", "storeCredit", "backInStockAlerts", "measurements", "consents"]) expect(sections).toContain(section);
    for (const kind of PERSONAL_DATA) {
      expect(kind.title && kind.holds && kind.foundBy, kind.kind).toBeTruthy();
      if ("notExported" in kind.exported) expect(kind.exported.notExported.length, kind.kind).toBeGreaterThan(10);
      if (kind.erasure.how === "kept" || kind.erasure.how === "anonymised") expect(kind.erasure.why.length > 10 && kind.erasure.keptFor.length > 0, kind.kind).toBe(true);
    }
    // Tax documents are kept 8 years, under GST law.
    const invoices = PERSONAL_DATA.find((kind) => kind.kind === "taxDocuments")!;
    expect(invoices.erasure).toMatchObject({ how: "kept", keptFor: "8 years", why: expect.stringMatching(/GST/) });
    // A kind is listed once, on one side.
    const names = [...PERSONAL_DATA, ...NO_PERSONAL_DATA].map((kind) => kind.kind);
    expect(new Set(names).size).toBe(names.length);
  });

  it("tells an item's kind from its keys, the most specific shape first", () => {
    expect(kindOfItem({ pk: "ORDER#01J", sk: "INVOICE" })?.kind).toBe("taxDocuments");
    expect(kindOfItem({ pk: "ORDER#01J", sk: "ORDER" })?.kind).toBe("orders");
    expect(kindOfItem({ pk: "USER#01J", sk: "CONSENTS" })?.kind).toBe("consents");
    expect(kindOfItem({ pk: "REVIEW#p_u", sk: "VOTE#u2" })?.kind).toBe("reviewVotes");
    expect(kindOfItem({ pk: "GIFT_CARD#1", sk: "GIFT_CARD" })).toBeUndefined();
  });
});
