import { describe, expect, it } from "vitest";
import { splitIntoLanes } from "../support/e2e-lanes.js";

describe("the e2e files split into lanes", () => {
  const files = ["tests/e2e/a.test.ts", "tests/e2e/b.test.ts", "tests/e2e/c.test.ts", "tests/e2e/d.test.ts", "tests/e2e/e.test.ts"];

  it("gives the lanes about equal time by the last run's durations, every file once", () => {
    const durations = new Map([
      [files[0]!, 100],
      [files[1]!, 45],
      [files[2]!, 30],
      [files[3]!, 20],
      [files[4]!, 5],
    ]);
    const lanes = splitIntoLanes(files, 2, durations);
    expect(lanes.flat().sort()).toEqual(files);
    const totals = lanes.map((lane) => lane.reduce((sum, file) => sum + durations.get(file)!, 0));
    // 200 s in all: the longest file alone in one lane, everything else in the other.
    expect(totals.sort((a, b) => a - b)).toEqual([100, 100]);
  });

  it("leaves no lane empty when there are fewer files than lanes", () => {
    expect(splitIntoLanes(files.slice(0, 1), 2, new Map([[files[0]!, 1]]))).toEqual([[files[0]]]);
  });
});
