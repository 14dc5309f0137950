import { describe, expect, it } from "vitest";
import { profileFormSchema } from "../../shared/schemas/account-forms.js";
import { formProblem } from "../../web/src/components/ui/form/form-problems.js";

type ProfileForm = Record<"name" | "email" | "phone" | "street" | "city" | "state" | "zipCode" | "country", string>;
const profileFormProblem = (form: ProfileForm) => formProblem(profileFormSchema, form);

const valid: ProfileForm = {
  name: "Kavya Nair",
  email: "kavya@example.in",
  phone: "",
  street: "",
  city: "",
  state: "",
  zipCode: "",
  country: "India",
};

describe("profile form", () => {
  it("needs only a name and an e-mail", () => {
    expect(profileFormProblem(valid)).toBeNull();
  });

  it("checks name, e-mail, phone and PIN code in that order", () => {
    const bad: ProfileForm = { ...valid, name: " ", email: "kavya", phone: "12345", zipCode: "0123" };
    expect(profileFormProblem(bad)?.message).toBe("Name is required");
    expect(profileFormProblem({ ...bad, name: "Kavya" })?.message).toBe("Please enter a valid email address");
    expect(profileFormProblem({ ...bad, name: "Kavya", email: "kavya@example.in" })).toEqual({
      field: "phone",
      message: "Phone must be a 10-digit Indian mobile number starting with 6, 7, 8 or 9",
    });
    expect(profileFormProblem({ ...bad, name: "Kavya", email: "kavya@example.in", phone: "+91 98470 12345" })).toEqual({
      field: "zipCode",
      message: "Pincode must be 6 digits and cannot start with 0",
    });
  });

  it("takes a full Indian address", () => {
    expect(
      profileFormProblem({ ...valid, phone: "9847012345", street: "TC 5/123, MG Road", city: "Thiruvananthapuram", state: "Kerala", zipCode: "695001" }),
    ).toBeNull();
  });

  it("sends the phone as its 10 digits and the address as the server takes it", () => {
    const parsed = profileFormSchema.parse({ ...valid, phone: "+91 98470 12345", street: " MG Road ", zipCode: "695 001" });
    expect(parsed).toEqual({
      name: "Kavya Nair",
      email: "kavya@example.in",
      phone: "9847012345",
      address: { street: "MG Road", city: "", state: "", zipCode: "695001", country: "India" },
    });
  });
});
