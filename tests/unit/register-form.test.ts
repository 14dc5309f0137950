import { describe, expect, it } from "vitest";
import { registerFormSchema } from "../../shared/schemas/account-forms.js";
import { formProblem } from "../../web/src/components/ui/form/form-problems.js";

type RegisterForm = Record<"name" | "email" | "password" | "confirmPassword", string>;
const registerFormProblem = (form: RegisterForm) => formProblem(registerFormSchema, form);
const registerFormError = (form: RegisterForm) => registerFormProblem(form)?.message ?? null;

const valid: RegisterForm = { name: "Meera Shah", email: "meera@example.in", password: "Mehendi-42", confirmPassword: "Mehendi-42" };

describe("registration form", () => {
  it("lets a complete form through", () => {
    expect(registerFormError(valid)).toBeNull();
  });

  it("reports the spec's checks in the spec's order, one at a time", () => {
    const empty: RegisterForm = { name: "", email: "", password: "", confirmPassword: "" };
    const steps: Array<[Partial<RegisterForm>, string]> = [
      [{}, "Name is required"],
      [{ name: "Meera Shah" }, "Email is required"],
      [{ name: "Meera Shah", email: "meera@example.in" }, "Password is required"],
      [{ name: "Meera Shah", email: "meera@example.in", password: "abc1234" }, "Password must be at least 8 characters long"],
      [{ name: "Meera Shah", email: "meera@example.in", password: "         " }, "Password must not be only spaces"],
      [{ name: "Meera Shah", email: "meera@example.in", password: "abc12345", confirmPassword: "abc12346" }, "Passwords do not match"],
    ];
    for (const [filled, message] of steps) expect(registerFormError({ ...empty, ...filled })).toBe(message);
  });

  it("treats a name or e-mail of only spaces as missing", () => {
    expect(registerFormError({ ...valid, name: "   " })).toBe("Name is required");
    expect(registerFormError({ ...valid, email: "  " })).toBe("Email is required");
  });

  it("catches a malformed e-mail before the password checks", () => {
    expect(registerFormError({ ...valid, email: "meera@example", password: "" })).toBe("Please enter a valid email address");
  });

  it("points at the field to fix", () => {
    expect(registerFormProblem({ ...valid, email: "" })).toEqual({ field: "email", message: "Email is required" });
    expect(registerFormProblem({ ...valid, confirmPassword: "secret2" })).toEqual({ field: "confirmPassword", message: "Passwords do not match" });
  });

  it("counts a password of exactly 8 characters as long enough", () => {
    expect(registerFormError({ ...valid, password: "Mehendi4", confirmPassword: "Mehendi4" })).toBeNull();
  });
});
