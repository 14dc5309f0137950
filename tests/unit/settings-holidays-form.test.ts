import { describe, expect, it } from "vitest";
import { holidaysFromText, holidaysText } from "../../web/src/admin/settings/settings-form.js";

// The Settings page's Holidays box (issue 40): one holiday a line, "2027-01-26 Republic Day".
describe("the holidays box", () => {
  it("reads one holiday a line, blank lines skipped, and writes them back the same way", () => {
    const read = holidaysFromText("2027-01-26 Republic Day\n\n  2027-11-08   Diwali \n");
    expect(read).toEqual({ holidays: [{ date: "2027-01-26", name: "Republic Day" }, { date: "2027-11-08", name: "Diwali" }] });
    expect(holidaysText("holidays" in read ? read.holidays : [])).toBe("2027-01-26 Republic Day\n2027-11-08 Diwali");
    expect(holidaysFromText("")).toEqual({ holidays: [] });
  });

  it("names the line that is not a holiday, in words", () => {
    expect(holidaysFromText("26/01/2027 Republic Day")).toEqual({ error: '"26/01/2027 Republic Day": start with the date written YYYY-MM-DD, as in 2027-01-26 Republic Day' });
    expect(holidaysFromText("2027-02-30 Holi")).toEqual({ error: '"2027-02-30 Holi": start with the date written YYYY-MM-DD, as in 2027-01-26 Republic Day' });
    expect(holidaysFromText("2027-11-08")).toEqual({ error: '"2027-11-08": say what the day is, as in 2027-11-08 Diwali' });
    expect(holidaysFromText("2027-11-08 Diwali\n2027-11-08 Lakshmi Puja")).toEqual({ error: "2027-11-08 is listed twice" });
  });
});
