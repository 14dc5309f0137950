import { describe, expect, it } from "vitest";
import { sharedRead } from "../../functions/data/shared-read.js";

// The dashboard's single-flight (issue 41): one read for callers together and within the window.
describe("sharedRead", () => {
  it("shares one read among callers at once and within the window, then reads again; a failure is not kept", async () => {
    let clock = 0;
    let reads = 0;
    let fail = false;
    const read = sharedRead(
      async () => {
        reads++;
        await new Promise((resolve) => setTimeout(resolve, 5));
        if (fail) throw new Error("table unavailable");
        return { figure: reads };
      },
      { freshMs: 2000, now: () => clock },
    );
    const together = await Promise.all(Array.from({ length: 300 }, () => read()));
    expect(reads).toBe(1);
    expect(new Set(together).size).toBe(1);
    clock = 1999;
    expect(await read()).toEqual({ figure: 1 });
    clock = 2000;
    expect(await read()).toEqual({ figure: 2 });
    clock = 10_000;
    fail = true;
    await expect(read()).rejects.toThrow("table unavailable");
    fail = false;
    expect(await read()).toEqual({ figure: 4 });
    expect(reads).toBe(4);
  });
});
