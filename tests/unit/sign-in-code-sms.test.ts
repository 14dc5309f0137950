import { describe, expect, it } from "vitest";
import { DLT_VARIABLE, SIGN_IN_CODE_TEMPLATE, matchesDltTemplate, signInCodeSms } from "../../shared/sms/sign-in-code-sms.js";

// The sign-in code's SMS against its DLT template: what the shop sends must pass the operators'
// scrubbing, where each {#var#} stands for 1 to 30 characters and the rest must be the same.

describe("the sign-in code's SMS", () => {
  it("is the registered template with the code in its one variable", () => {
    expect(SIGN_IN_CODE_TEMPLATE.split(DLT_VARIABLE)).toHaveLength(2);
    expect(signInCodeSms("482913")).toBe("482913 is your Rangrez sign-in code. It expires in 5 minutes. Do not share it with anyone. - Rangrez");
    expect(matchesDltTemplate(SIGN_IN_CODE_TEMPLATE, signInCodeSms("000000"))).toBe(true);
  });

  it("refuses anything but six digits, so no other text ever goes out as a code", () => {
    for (const code of ["", "12345", "1234567", "12a456", " 123456", "१२३४५६"]) expect(() => signInCodeSms(code), code).toThrow("six digits");
  });
});

describe("matching a DLT template", () => {
  const template = "Dear {#var#}, your order {#var#} is packed. - Rangrez";

  it("takes 1 to 30 characters for each variable, any characters, line breaks too", () => {
    expect(matchesDltTemplate(template, "Dear Asha, your order RZ-1001 is packed. - Rangrez")).toBe(true);
    expect(matchesDltTemplate(template, `Dear ${"a".repeat(30)}, your order 1 is packed. - Rangrez`)).toBe(true);
    expect(matchesDltTemplate(template, "Dear Asha\nDevi, your order ₹ is packed. - Rangrez")).toBe(true);
    expect(matchesDltTemplate(template, `Dear ${"a".repeat(31)}, your order 1 is packed. - Rangrez`)).toBe(false);
    expect(matchesDltTemplate(template, "Dear , your order RZ-1001 is packed. - Rangrez")).toBe(false);
  });

  it("refuses any change to the fixed text: a letter, its case, a space, words before or after", () => {
    for (const body of [
      "Dear Asha, your order RZ-1001 is packed - Rangrez",
      "dear Asha, your order RZ-1001 is packed. - Rangrez",
      "Dear Asha,  your order RZ-1001 is packed. - Rangrez",
      "Hi! Dear Asha, your order RZ-1001 is packed. - Rangrez",
      "Dear Asha, your order RZ-1001 is packed. - Rangrez Click here",
      signInCodeSms("482913").replace("5 minutes", "10 minutes"),
    ]) {
      expect(matchesDltTemplate(template, body) || matchesDltTemplate(SIGN_IN_CODE_TEMPLATE, body), body).toBe(false);
    }
  });

  it("reads the template's other characters literally, never as a pattern", () => {
    const priced = "Pay Rs.{#var#} (incl. GST)? [{#var#}] *now* $1 ^ | \\ - Rangrez";
    expect(matchesDltTemplate(priced, "Pay Rs.2,499 (incl. GST)? [RZ-1] *now* $1 ^ | \\ - Rangrez")).toBe(true);
    expect(matchesDltTemplate(priced, "Pay Rsx2,499 (incl. GST)? [RZ-1] *now* $1 ^ | \\ - Rangrez")).toBe(false);
    expect(matchesDltTemplate("No variables here.", "No variables here.")).toBe(true);
    expect(matchesDltTemplate("No variables here.", "No variables here!")).toBe(false);
  });

  it("answers at once for a long body that cannot match", () => {
    const started = performance.now();
    expect(matchesDltTemplate("{#var#}{#var#}{#var#}{#var#} end", `${"x".repeat(5000)} nope`)).toBe(false);
    expect(performance.now() - started).toBeLessThan(500);
  });
});
