import { describe, expect, it } from "vitest";
import { createPublicCache } from "../../functions/catalogue/public-cache.js";

// Shoppers' answers kept per process (issue 29): bounded by bytes, lapsed answers freed.
describe("the public cache", () => {
  const body = (characters: number, mark = "x") => mark.repeat(characters);

  it("keeps answers for their time, then frees them", () => {
    let now = 0;
    const cache = createPublicCache({ ttlMs: 5000, now: () => now });
    const kept = cache.put("a", body(10));
    expect(cache.get("a")).toMatchObject(kept);
    now = 5000;
    expect(cache.get("a")).toBeUndefined();
    expect(cache.size).toEqual({ answers: 0, bytes: 0 });
  });

  it("frees lapsed answers when another is kept, even ones never read again", () => {
    let now = 0;
    const cache = createPublicCache({ ttlMs: 1000, now: () => now });
    for (let i = 0; i < 50; i++) cache.put(`old${i}`, body(100));
    expect(cache.size).toEqual({ answers: 50, bytes: 50 * 200 });
    now = 1000;
    cache.put("new", body(100));
    expect(cache.size).toEqual({ answers: 1, bytes: 200 });
  });

  it("never holds more than its bytes: the oldest answers go first", () => {
    const cache = createPublicCache({ ttlMs: 60_000, maxBytes: 1000, now: () => 0 });
    for (let i = 0; i < 10; i++) cache.put(`page${i}`, body(100, String(i)));
    // 200 bytes an answer (two a character): five fit.
    expect(cache.size).toEqual({ answers: 5, bytes: 1000 });
    expect(cache.get("page4")).toBeUndefined();
    expect(cache.get("page5")?.body).toBe(body(100, "5"));
    expect(cache.get("page9")?.body).toBe(body(100, "9"));
  });

  it("sends but does not keep an answer larger than all it may hold", () => {
    const cache = createPublicCache({ ttlMs: 60_000, maxBytes: 1000, now: () => 0 });
    cache.put("small", body(10));
    const big = cache.put("big", body(600));
    expect(big.body).toHaveLength(600);
    expect(big.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(cache.get("big")).toBeUndefined();
    expect(cache.get("small")).toBeDefined();
  });

  it("counts an answer put again once", () => {
    const cache = createPublicCache({ ttlMs: 60_000, now: () => 0 });
    cache.put("a", body(100));
    cache.put("a", body(50));
    expect(cache.size).toEqual({ answers: 1, bytes: 100 });
    cache.clear();
    expect(cache.size).toEqual({ answers: 0, bytes: 0 });
  });
});
