import { describe, expect, it } from "vitest";
import { INDIAN_STATES_AND_UNION_TERRITORIES } from "@shared/indian-states.js";
import { gstStateCode, stateWithCode } from "@shared/tax/gst-state-codes.js";

// The codes as the GST portal lists them, by name: the shop keeps them by position beside the
// list of states (shared/tax/gst-state-codes.ts), so a state added or reordered there shows here.
const BY_NAME: Record<string, string> = {
  "Jammu and Kashmir": "01",
  "Himachal Pradesh": "02",
  Punjab: "03",
  Chandigarh: "04",
  Uttarakhand: "05",
  Haryana: "06",
  Delhi: "07",
  Rajasthan: "08",
  "Uttar Pradesh": "09",
  Bihar: "10",
  Sikkim: "11",
  "Arunachal Pradesh": "12",
  Nagaland: "13",
  Manipur: "14",
  Mizoram: "15",
  Tripura: "16",
  Meghalaya: "17",
  Assam: "18",
  "West Bengal": "19",
  Jharkhand: "20",
  Odisha: "21",
  Chhattisgarh: "22",
  "Madhya Pradesh": "23",
  Gujarat: "24",
  "Dadra and Nagar Haveli and Daman and Diu": "26",
  Maharashtra: "27",
  Karnataka: "29",
  Goa: "30",
  Lakshadweep: "31",
  Kerala: "32",
  "Tamil Nadu": "33",
  Puducherry: "34",
  "Andaman and Nicobar Islands": "35",
  Telangana: "36",
  "Andhra Pradesh": "37",
  Ladakh: "38",
};

describe("GST state codes", () => {
  it("give every state and union territory the portal's code", () => {
    expect(Object.fromEntries(INDIAN_STATES_AND_UNION_TERRITORIES.map((state) => [state, gstStateCode(state)]))).toEqual(BY_NAME);
  });

  it("print beside the place of supply, and name nothing for a place outside the list", () => {
    expect(stateWithCode("Maharashtra")).toBe("Maharashtra (27)");
    expect(stateWithCode("Dadra and Nagar Haveli and Daman and Diu")).toBe("Dadra and Nagar Haveli and Daman and Diu (26)");
    expect(gstStateCode("Daman and Diu")).toBeUndefined();
    expect(stateWithCode("Atlantis")).toBe("Atlantis");
  });
});
