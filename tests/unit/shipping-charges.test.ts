import { describe, expect, it } from "vitest";
import { shippingChargePaise, slabsFor, type ShippingRates } from "../../shared/shipping/charges.js";
import { defaultShippingWeight, shippingWeightOf } from "../../shared/shipping/weights.js";
import { shippingZone, type ShippingZone } from "../../shared/shipping/zones.js";

describe("the zone of a parcel from the pickup PIN to the delivery PIN", () => {
  const cases: Array<[string, string, ShippingZone, string]> = [
    ["302003", "302017", "withinCity", "Jaipur to Jaipur: the same sorting district"],
    ["302003", "313001", "withinState", "Jaipur to Udaipur: both Rajasthan"],
    ["411001", "440001", "withinState", "Pune to Nagpur: both Maharashtra"],
    ["400001", "403001", "restOfIndia", "Mumbai to Panaji: Goa is its own state inside Maharashtra's postal circle"],
    ["110001", "560001", "metroToMetro", "Delhi to Bengaluru"],
    ["400001", "700001", "metroToMetro", "Mumbai to Kolkata"],
    ["302003", "560001", "restOfIndia", "Jaipur (not a metro) to Bengaluru"],
    ["302003", "795001", "special", "Jaipur to Imphal, Manipur: north-east"],
    ["302003", "781001", "special", "Jaipur to Guwahati, Assam"],
    ["302003", "737101", "special", "Jaipur to Gangtok, Sikkim"],
    ["302003", "190001", "special", "Jaipur to Srinagar, J&K"],
    ["302003", "744101", "special", "Jaipur to Port Blair, Andaman & Nicobar"],
    ["302003", "682555", "special", "Jaipur to Lakshadweep"],
    ["560001", "682001", "restOfIndia", "Bengaluru to Kochi: Kerala, not Lakshadweep"],
    ["781001", "781006", "withinCity", "Guwahati to Guwahati: within city wins over special"],
    ["492001", "452001", "restOfIndia", "Raipur to Indore: Chhattisgarh is not Madhya Pradesh"],
  ];
  it.each(cases)("%s to %s is %s (%s)", (pickup, delivery, zone) => {
    expect(shippingZone(pickup, delivery)).toBe(zone);
  });
});

describe("the charge in paise by weight slab", () => {
  const settings: ShippingRates = {
    rates: {
      withinCity: { firstSlabPaise: 4000, extraSlabPaise: 3000 },
      withinState: { firstSlabPaise: 5500, extraSlabPaise: 4000 },
      metroToMetro: { firstSlabPaise: 6500, extraSlabPaise: 5000 },
      restOfIndia: { firstSlabPaise: 7500, extraSlabPaise: 6000 },
      special: { firstSlabPaise: 11000, extraSlabPaise: 9050 },
    },
    freeAbovePaise: 299900,
  };
  const cases: Array<[ShippingZone, number, number, number]> = [
    // zone, grams, goods in paise, charge in paise
    ["restOfIndia", 0, 100000, 7500],
    ["restOfIndia", 1, 100000, 7500],
    ["restOfIndia", 500, 100000, 7500],
    ["restOfIndia", 501, 100000, 13500],
    ["restOfIndia", 1000, 100000, 13500],
    ["restOfIndia", 1600, 100000, 25500],
    ["withinCity", 800, 100000, 7000],
    ["special", 2000, 100000, 38150],
    ["special", 2000, 299899, 38150],
    ["special", 2000, 299900, 0],
    ["metroToMetro", 12_000, 500000, 0],
  ];
  it.each(cases)("%s, %d g, goods %d paise: %d paise", (zone, grams, goods, charge) => {
    expect(shippingChargePaise(settings, zone, grams, goods)).toBe(charge);
  });

  it("without a free threshold every parcel pays, however dear", () => {
    expect(shippingChargePaise({ ...settings, freeAbovePaise: null }, "withinState", 900, 10_000_000)).toBe(9500);
  });

  it("a parcel of 0 g is one slab, as couriers charge their minimum", () => {
    expect(slabsFor(0)).toBe(1);
    expect(slabsFor(500)).toBe(1);
    expect(slabsFor(500.5)).toBe(2);
  });
});

describe("a product's shipping weight", () => {
  it("is its own when set, otherwise its subcategory's, then its category's", () => {
    expect(shippingWeightOf({ shippingWeightGrams: 1200, subcategory: "Saree", category: "clothing" })).toBe(1200);
    expect(shippingWeightOf({ subcategory: "Saree", category: "clothing" })).toBe(800);
    expect(shippingWeightOf({ subcategory: " dress ", category: "clothing" })).toBe(400);
    expect(defaultShippingWeight({ subcategory: "Lehenga", category: "clothing" })).toBe(500);
    expect(defaultShippingWeight({ subcategory: "", category: "footwear" })).toBe(900);
  });
});
