import { useState } from "react";
import { Link, useLocation } from "react-router-dom";
import { registerFormSchema } from "@shared/schemas/account-forms.js";
import { failureText } from "@/api/error-text.js";
import { useNotices } from "@/components/Notices.js";
import { EmailField } from "@/components/ui/form/EmailField.js";
import { Field } from "@/components/ui/form/Field.js";
import { Form } from "@/components/ui/form/Form.js";
import { FormAlert } from "@/components/ui/form/FormAlert.js";
import { PasswordField } from "@/components/ui/form/PasswordField.js";
import { useSchemaForm } from "@/components/ui/form/use-schema-form.js";
import { useAuth } from "@/session/AuthProvider.js";
import { readLoginRedirect } from "@/session/login-redirect.js";
import { register } from "./account-api.js";
import { PasswordStrength } from "./password/PasswordStrength.js";
import { AccountLayout } from "./AccountLayout.js";
import "./account.css";

/** Said as she is signed in and carries on where she was going (issue 22: no login to type). */
export const REGISTERED_MESSAGE = "Registration successful!";

export default function RegisterPage() {
  const { signIn } = useAuth();
  const { notify } = useNotices();
  const location = useLocation();
  const form = useSchemaForm(registerFormSchema, { name: "", email: "", password: "", confirmPassword: "" });
  const [showPasswords, setShowPasswords] = useState(false);
  const [registered, setRegistered] = useState(false);

  const submit = form.submit(
    async ({ name, email, password }) => {
      if (registered) return;
      const session = await register({ name, email, password });
      setRegistered(true);
      notify(REGISTERED_MESSAGE);
      // Signed in at once; a checkout or profile visit that sent her here carries on.
      signIn(session.token, session.user, readLoginRedirect(location.state).from);
    },
    (failure) => failureText(failure, "Registration failed. Please try again."),
  );

  return (
    <AccountLayout title="Create your account" subtitle="Register to check out faster, save your address and follow your orders.">
      <Form className="account-form" onSubmit={submit} busy={form.busy}>
        <Field label="Full name" autoComplete="name" autoCapitalize="words" {...form.field("name")} />
        <EmailField label="Email" {...form.field("email")} />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          hint="At least 8 characters"
          {...form.field("password")}
          shown={showPasswords}
          onToggle={() => setShowPasswords(!showPasswords)}
        />
        <PasswordStrength password={form.values.password} person={{ email: form.values.email, name: form.values.name }} />
        <PasswordField label="Confirm password" autoComplete="new-password" {...form.field("confirmPassword")} shown={showPasswords} />
        <FormAlert message={form.message} />
        <button type="submit" className="btn btn--primary btn--block" disabled={form.busy || registered}>
          {form.busy ? "Creating account..." : "Register"}
        </button>
      </Form>
      <p className="account-switch">
        Already have an account?{" "}
        <Link to="/login" state={location.state}>
          Login
        </Link>
      </p>
    </AccountLayout>
  );
}
