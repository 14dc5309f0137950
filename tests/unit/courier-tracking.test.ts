import { describe, expect, it } from "vitest";
import { COURIER_NAMES, trackingUrl } from "../../shared/courier-tracking.js";

describe("a tracking number's link", () => {
  it("leads to the known courier's own tracking page, with the number in it", () => {
    expect(trackingUrl("Delhivery", "DL1234567IN")).toBe("https://www.delhivery.com/track-v2/package/DL1234567IN");
    expect(trackingUrl("Blue Dart", "81234567890")).toContain("bluedart.com");
    expect(trackingUrl("Blue Dart", "81234567890")).toContain("trackNo=81234567890");
    expect(trackingUrl("DTDC", "D12345678")).toContain("dtdc.in");
    expect(trackingUrl("India Post (Speed Post)", "EE123456789IN")).toContain("indiapost.gov.in");
    expect(trackingUrl("Shiprocket", "SR998877")).toBe("https://shiprocket.co/tracking/SR998877");
  });

  it("knows a courier however the admin typed its name", () => {
    expect(trackingUrl("  blue   dart ", "81234567890")).toBe(trackingUrl("Blue Dart", "81234567890"));
    expect(trackingUrl("BLUEDART", "81234567890")).toBe(trackingUrl("Blue Dart", "81234567890"));
    expect(trackingUrl("speed post", "EE123456789IN")).toBe(trackingUrl("India Post (Speed Post)", "EE123456789IN"));
  });

  it("escapes the number, so a typed number cannot change the address", () => {
    expect(trackingUrl("Delhivery", "A/B?x=1")).toBe("https://www.delhivery.com/track-v2/package/A%2FB%3Fx%3D1");
  });

  it("is none for an unknown courier or a missing number: the number stays plain text", () => {
    expect(trackingUrl("Raju's Bike Courier", "42")).toBeNull();
    expect(trackingUrl(undefined, "42")).toBeNull();
    expect(trackingUrl("Delhivery", "")).toBeNull();
    expect(trackingUrl("Delhivery", undefined)).toBeNull();
  });

  it("covers every courier offered as the admin types", () => {
    for (const name of COURIER_NAMES) expect(trackingUrl(name, "X1"), name).toMatch(/^https:\/\//);
  });
});
