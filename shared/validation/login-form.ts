import type { FormProblem } from "./register-form.js";

// docs/product.md section 5: login only checks that both fields are filled; the server judges the rest.

export interface LoginForm {
  email: string;
  password: string;
}

/** The spec's one message, pointing at the first empty field. */
export function loginFormProblem(form: LoginForm): FormProblem<keyof LoginForm> | null {
  if (!form.email.trim()) return { field: "email", message: "Please fill in all fields." };
  if (!form.password) return { field: "password", message: "Please fill in all fields." };
  return null;
}

export function loginFormError(form: LoginForm): string | null {
  return loginFormProblem(form)?.message ?? null;
}
