import { describe, expect, it } from "vitest";
import { isRunningLate, nextStages, promisedDispatchDate, stageMove, UNCUT_STAGES } from "../../shared/made-to-measure/production.js";

describe("production stages", () => {
  it("move forward one at a time, back one only with a note, never jump", () => {
    expect(stageMove("confirmed", "cutting", undefined)).toEqual({ ok: true, direction: "forward" });
    expect(stageMove("cutting", "confirmed", "  ")).toEqual({ ok: false, reason: "Moving back to Confirmed needs a note saying why." });
    expect(stageMove("cutting", "confirmed", "Wrong click")).toEqual({ ok: true, direction: "back" });
    expect(stageMove("confirmed", "stitching", undefined)).toEqual({ ok: false, reason: "A piece moves one stage at a time: from Confirmed it can go to Cutting or Awaiting measurements check." });
    expect(stageMove("ready-to-ship", "ready-to-ship", undefined)).toEqual({ ok: false, reason: "This piece is already at Ready to ship." });
    expect(nextStages("ready-to-ship")).toEqual(["quality-check"]);
    expect(UNCUT_STAGES).toEqual(["awaiting-measurements-check", "confirmed"]);
  });

  it("promise dispatch on the shop's calendar: paid at 00:30 IST on the 25th is the 25th, not UTC's 24th", () => {
    expect(promisedDispatchDate("2026-11-24T19:00:00.000Z", 10)).toBe("2026-12-05");
    expect(promisedDispatchDate("2026-11-24T18:00:00.000Z", 10)).toBe("2026-12-04");
  });

  it("promise dispatch on a working day: a date on a Sunday or a holiday moves to the next (issue 40)", () => {
    // The 24th (IST) + 12 days is Sunday 6 Dec: dispatch Monday 7.
    expect(promisedDispatchDate("2026-11-24T18:00:00.000Z", 12)).toBe("2026-12-07");
    // 14 Jan 2027 + 12 days is Republic Day: dispatch the 27th.
    expect(promisedDispatchDate("2027-01-14T06:00:00.000Z", 12, ["2027-01-26"])).toBe("2027-01-27");
  });

  it("call a piece late from the day after its promised date (IST), unless it is ready", () => {
    const job = { stage: "stitching" as const, promisedDate: "2026-12-07" };
    expect(isRunningLate(job, new Date("2026-12-07T18:00:00.000Z"))).toBe(false);
    expect(isRunningLate(job, new Date("2026-12-07T18:31:00.000Z"))).toBe(true);
    expect(isRunningLate({ ...job, stage: "ready-to-ship" }, new Date("2026-12-20T00:00:00.000Z"))).toBe(false);
  });
});
