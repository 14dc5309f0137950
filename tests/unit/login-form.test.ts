import { describe, expect, it } from "vitest";
import { loginFormSchema } from "../../shared/schemas/account-forms.js";
import { formProblem } from "../../web/src/components/ui/form/form-problems.js";

const loginFormProblem = (form: { email: string; password: string }) => formProblem(loginFormSchema, form);
const loginFormError = (form: { email: string; password: string }) => loginFormProblem(form)?.message ?? null;

describe("login form", () => {
  it("asks for both fields", () => {
    expect(loginFormError({ email: "", password: "" })).toBe("Please fill in all fields.");
    expect(loginFormError({ email: "meera@example.in", password: "" })).toBe("Please fill in all fields.");
    expect(loginFormError({ email: "   ", password: "secret1" })).toBe("Please fill in all fields.");
  });

  it("lets a filled form through for the server to judge", () => {
    expect(loginFormError({ email: "meera@example.in", password: "x" })).toBeNull();
  });

  it("points at the first empty field", () => {
    expect(loginFormProblem({ email: "", password: "" })?.field).toBe("email");
    expect(loginFormProblem({ email: "meera@example.in", password: "" })?.field).toBe("password");
  });
});
