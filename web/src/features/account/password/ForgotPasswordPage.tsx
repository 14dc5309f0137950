import { useState } from "react";
import { Link } from "react-router-dom";
import { forgotPasswordFormSchema } from "@shared/schemas/account-forms.js";
import { failureText } from "@/api/error-text.js";
import { EmailField } from "@/components/ui/form/EmailField.js";
import { Form } from "@/components/ui/form/Form.js";
import { useSchemaForm } from "@/components/ui/form/use-schema-form.js";
import { askForPasswordReset } from "@/features/account/account-api.js";
import { AccountLayout } from "@/features/account/AccountLayout.js";
import "@/features/account/account.css";
import "./password.css";

/** /forgot-password: an e-mail with a link to choose a new password. */
export default function ForgotPasswordPage() {
  const form = useSchemaForm(forgotPasswordFormSchema, { email: "" });
  const [sent, setSent] = useState<string | null>(null);
  const submit = form.submit(
    async ({ email }) => setSent(await askForPasswordReset(email)),
    (failure) => failureText(failure, "We could not send the e-mail. Please try again."),
  );

  return (
    <AccountLayout title="Forgot password" subtitle="Enter the e-mail you shop with and we will send you a link to choose a new password.">
      {sent ? (
        <p className="account-notice" role="status">
          {sent}
        </p>
      ) : (
        <Form className="account-form" onSubmit={submit} busy={form.busy}>
          <EmailField label="Email" {...form.field("email")} error={form.message ?? undefined} />
          <button type="submit" className="btn btn--primary btn--block" disabled={form.busy}>
            {form.busy ? "Sending..." : "Send reset link"}
          </button>
        </Form>
      )}
      <p className="account-switch">
        Remembered it? <Link to="/login">Back to login</Link>
      </p>
    </AccountLayout>
  );
}
