import { describe, expect, it } from "vitest";
import { INDIAN_STATES_AND_UNION_TERRITORIES, findIndianState } from "../../shared/indian-states.js";
import {
  INVALID_PHONE_MESSAGE,
  INVALID_PINCODE_MESSAGE,
  INVALID_STATE_MESSAGE,
  SHIPPING_FIELDS,
  checkShippingAddress,
  shippingAddressSchema,
  type ShippingField,
} from "../../shared/schemas/shipping-address.js";

const valid: Record<ShippingField, string> = {
  name: "Ananya Iyer",
  email: "ananya@example.in",
  phone: "9876543210",
  address: "12, 4th Cross, Indiranagar",
  city: "Bengaluru",
  state: "Karnataka",
  pincode: "560038",
};

const errorsFor = (changes: Partial<Record<ShippingField, string>>) => {
  const result = checkShippingAddress({ ...valid, ...changes });
  return result.ok ? {} : result.errors;
};

describe("shipping address", () => {
  it("accepts a complete Indian address and returns it trimmed", () => {
    const result = checkShippingAddress({ ...valid, name: "  Ananya Iyer ", city: " Bengaluru" });
    expect(result).toEqual({ ok: true, address: valid });
  });

  it("says '<Field> is required' for every blank field, in the form's order", () => {
    const blank = Object.fromEntries(SHIPPING_FIELDS.map((field) => [field, "   "])) as Record<ShippingField, string>;
    const result = checkShippingAddress(blank);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.entries(result.errors)).toEqual([
      ["name", "Name is required"],
      ["email", "Email is required"],
      ["phone", "Phone is required"],
      ["address", "Address is required"],
      ["city", "City is required"],
      ["state", "State is required"],
      ["pincode", "Pincode is required"],
    ]);
  });

  it("says a missing field is required when the server receives it", () => {
    const { pincode: _left, ...withoutPincode } = valid;
    const result = shippingAddressSchema.safeParse(withoutPincode);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(["Pincode is required"]);
  });

  it("refuses a malformed e-mail", () => {
    for (const email of ["ananya", "ananya@", "ananya@example", "an anya@example.in", "@example.in"]) {
      expect(errorsFor({ email })).toEqual({ email: "Please enter a valid email address" });
    }
  });

  it("takes an Indian mobile with or without +91, spaces or hyphens, and keeps the 10 digits", () => {
    for (const phone of ["9876543210", "+91 98765 43210", "+91-9876543210", "919876543210", "6000000000"]) {
      const result = checkShippingAddress({ ...valid, phone });
      expect(result.ok && result.address.phone).toBe(phone === "6000000000" ? "6000000000" : "9876543210");
    }
  });

  it("refuses a phone that is not an Indian mobile", () => {
    for (const phone of ["5876543210", "987654321", "98765432101", "+1 9876543210", "98765abcde", "080 2345 6789", "09876543210"]) {
      expect(errorsFor({ phone })).toEqual({ phone: INVALID_PHONE_MESSAGE });
    }
  });

  it("takes a six-digit pincode not starting with 0", () => {
    const result = checkShippingAddress({ ...valid, state: "Delhi", pincode: "110 001" });
    expect(result.ok && result.address.pincode).toBe("110001");
    for (const pincode of ["012345", "56003", "5600381", "56003a"]) {
      expect(errorsFor({ pincode })).toEqual({ pincode: INVALID_PINCODE_MESSAGE });
    }
  });

  it("takes only India's states and union territories, in their listed spelling", () => {
    const result = checkShippingAddress({ ...valid, state: "tamil nadu", pincode: "600001" });
    expect(result.ok && result.address.state).toBe("Tamil Nadu");
    expect(errorsFor({ state: "California" })).toEqual({ state: INVALID_STATE_MESSAGE });
  });

  it("refuses a pincode of another state, naming where it belongs; allows a prefix's every state", () => {
    expect(errorsFor({ state: "Maharashtra", pincode: "110001" })).toEqual({
      pincode: "Pincode 110001 is not in Maharashtra: it belongs to Delhi. Check the pincode and the state.",
    });
    expect(errorsFor({ state: "Kerala", pincode: "560038" }).pincode).toBe("Pincode 560038 is not in Kerala: it belongs to Karnataka. Check the pincode and the state.");
    // Edges and splits: each state a prefix can belong to is taken.
    for (const [state, pincode] of [["Uttarakhand", "248001"], ["Uttar Pradesh", "226001"], ["Goa", "403001"], ["Maharashtra", "400001"], ["Chandigarh", "160017"], ["Puducherry", "605001"], ["Telangana", "500001"], ["Andhra Pradesh", "520001"], ["Sikkim", "737101"], ["Meghalaya", "793001"]]) {
      expect(errorsFor({ state, pincode }), `${state} ${pincode}`).toEqual({});
    }
    // The Army Post Office's 9xxxxx names no state, so it is not judged.
    expect(errorsFor({ state: "Punjab", pincode: "901234" })).toEqual({});
  });

  it("drops the zero-width characters a paste brings, and a name of only them is no name", () => {
    const result = checkShippingAddress({ ...valid, name: "Anan\u200bya\ufeff Iyer", city: "Bengal\u200curu" });
    expect(result).toEqual({ ok: true, address: valid });
    expect(errorsFor({ name: "\u200b\u200d\u2060" })).toEqual({ name: "Name is required" });
    // Joiners that shape Indic letters stay: क्‍ष is not क्ष.
    const hindi = checkShippingAddress({ ...valid, name: "क्\u200dष Iyer" });
    expect(hindi.ok && hindi.address.name).toBe("क्\u200dष Iyer");
  });

  it("lists 28 states and 8 union territories, each once", () => {
    expect(INDIAN_STATES_AND_UNION_TERRITORIES).toHaveLength(36);
    expect(new Set(INDIAN_STATES_AND_UNION_TERRITORIES).size).toBe(36);
    expect(findIndianState(" delhi ")).toBe("Delhi");
  });

  it("refuses text that is too long and fields that are not text, naming the field", () => {
    expect(errorsFor({ address: "x".repeat(301) })).toEqual({ address: "Address must be at most 300 characters" });
    const result = shippingAddressSchema.safeParse({ ...valid, city: 42 });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(["City must be text"]);
  });

  it("refuses fields it does not know", () => {
    const result = shippingAddressSchema.safeParse({ ...valid, isPaid: true });
    expect(result.success).toBe(false);
  });
});
