import { describe, expect, it } from "vitest";
import { businessInvoiceSchema } from "@shared/schemas/business-invoice.js";
import { buildCreditNote, buildInvoice } from "@shared/tax/build-tax-documents.js";

// A business invoice (issue 45): the registered buyer's GSTIN and billing address on the invoice,
// and the place of supply (so IGST or CGST + SGST) from the billing state, not the delivery one.

const seller = { legalName: "Rang Mahal Ethnic Wear", address: "Jaipur 302001", state: "Rajasthan", gstin: "08ABCDE1234F1Z5" };
const numbered = { financialYear: "2026-27", sequence: 9, issuedAt: new Date("2026-12-07T10:00:00Z") };
const billing = { gstin: "27aapfu0939f1zv", legalName: "Aarna Boutique LLP", address: "4 Linking Road, Bandra", city: "Mumbai", state: "Maharashtra", pincode: "400050" };
// Delivered in Jaipur, the seller's own state: a consumer's invoice there would be CGST + SGST.
const order = {
  id: "6563f0c0a1b2c3d4e5f60799",
  shippingAddress: { name: "Kavya Mehta", email: "kavya@example.in", phone: "9876543210", address: "22 MI Road", city: "Jaipur", state: "Rajasthan", pincode: "302001" },
  orderItems: [{ product: "d".repeat(24), name: "Anarkali Dress", size: "M", quantity: 2, pricePaise: 329_900 }],
  shippingPaise: 0,
  totalPaise: 659_800,
};

const messages = (input: Record<string, string>) => {
  const result = businessInvoiceSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
};

describe("a business invoice's buyer", () => {
  it("takes a GSTIN as typed and keeps it in capitals", () => {
    expect(businessInvoiceSchema.parse(billing)).toEqual({ ...billing, gstin: "27AAPFU0939F1ZV" });
  });

  it("names what is wrong: length, state code, check character, and a GSTIN of another state than the billing address", () => {
    expect(messages({ ...billing, gstin: "27AAPFU0939F1Z" })).toEqual(["gstin: GSTIN must be 15 characters; this one has 14"]);
    expect(messages({ ...billing, gstin: "99AAPFU0939F1ZV" })).toEqual(["gstin: GSTIN starts with 99, which is not the code of an Indian state or union territory"]);
    expect(messages({ ...billing, gstin: "27AAPFU0939F1ZW" })).toEqual(["gstin: GSTIN's check character (the last one) does not match: look for a typing mistake"]);
    expect(messages({ ...billing, state: "Karnataka", pincode: "560001" })).toEqual([
      "gstin: This GSTIN is registered in Maharashtra (27), but the billing address is in Karnataka (29): give the GSTIN and address of one state",
    ]);
    expect(messages({ ...billing, legalName: " " })).toEqual(["legalName: Legal name is required"]);
    expect(messages({ ...billing, pincode: "560001" })).toEqual([expect.stringMatching(/^pincode: Pincode 560001 is not in Maharashtra/)]);
  });
});

describe("the invoice of a registered buyer", () => {
  const invoice = buildInvoice({ ...order, businessInvoice: businessInvoiceSchema.parse(billing) }, seller, () => "6204", numbered);

  it("bills her by GSTIN at her billing address, the delivery address beside it, and charges IGST to her state", () => {
    expect(invoice.recipient).toEqual({
      name: "Aarna Boutique LLP",
      gstin: "27AAPFU0939F1ZV",
      addressLines: ["4 Linking Road, Bandra", "Mumbai 400050"],
      state: "Maharashtra",
      stateCode: "27",
      phone: "9876543210",
      email: "kavya@example.in",
      shipTo: { name: "Kavya Mehta", addressLines: ["22 MI Road", "Jaipur 302001"], state: "Rajasthan" },
    });
    expect(invoice.placeOfSupply).toBe("Maharashtra");
    expect(invoice.supply).toBe("inter-state");
    expect(invoice.totals).toMatchObject({ grossPaise: 659_800, cgstPaise: 0, sgstPaise: 0 });
    expect(invoice.totals.igstPaise).toBeGreaterThan(0);
    // The same order for a consumer: delivered in the seller's state, CGST + SGST, no GSTIN.
    const consumer = buildInvoice(order, seller, () => "6204", numbered);
    expect(consumer).toMatchObject({ placeOfSupply: "Rajasthan", supply: "intra-state", totals: { igstPaise: 0 } });
    expect(consumer.recipient.gstin).toBeUndefined();
    expect(consumer.recipient.shipTo).toBeUndefined();
  });

  it("gives its credit notes the same buyer, place of supply and IGST", () => {
    const note = buildCreditNote(invoice, { id: "rfnd_1", amountPaise: 329_900, reason: "Returned" }, { ...numbered, sequence: 2 });
    expect(note.recipient).toEqual(invoice.recipient);
    expect(note).toMatchObject({ placeOfSupply: "Maharashtra", supply: "inter-state", totals: { grossPaise: 329_900, cgstPaise: 0 } });
  });
});
