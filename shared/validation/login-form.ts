// SPEC.md section 5: login only checks that both fields are filled; the server judges the rest.

export interface LoginForm {
  email: string;
  password: string;
}

export function loginFormError(form: LoginForm): string | null {
  if (!form.email.trim() || !form.password) return "Please fill in all fields.";
  return null;
}
