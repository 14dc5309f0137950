import { describe, expect, it } from "vitest";
import { registerFormError, registerFormProblem, type RegisterForm } from "../../shared/validation/register-form.js";

const valid: RegisterForm = { name: "Meera Shah", email: "meera@example.in", password: "secret1", confirmPassword: "secret1" };

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
      [{ name: "Meera Shah", email: "meera@example.in", password: "abc12" }, "Password must be at least 6 characters long"],
      [{ name: "Meera Shah", email: "meera@example.in", password: "abc123", confirmPassword: "abc124" }, "Passwords do not match"],
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

  it("counts a password of exactly 6 characters as long enough", () => {
    expect(registerFormError({ ...valid, password: "123456", confirmPassword: "123456" })).toBeNull();
  });
});
