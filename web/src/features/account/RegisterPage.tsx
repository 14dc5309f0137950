import { useState } from "react";
import { Link, useLocation } from "react-router-dom";
import { registerFormSchema } from "@shared/schemas/account-forms.js";
import { failureText } from "@/api/error-text.js";
import { EmailField } from "@/components/ui/form/EmailField.js";
import { Field } from "@/components/ui/form/Field.js";
import { Form } from "@/components/ui/form/Form.js";
import { FormAlert } from "@/components/ui/form/FormAlert.js";
import { PasswordField } from "@/components/ui/form/PasswordField.js";
import { useSchemaForm } from "@/components/ui/form/use-schema-form.js";
import { register } from "./account-api.js";
import { keepSignupReturn } from "@/session/signup-return.js";
import { PasswordStrength } from "./password/PasswordStrength.js";
import { AccountLayout } from "./AccountLayout.js";
import { CONSENT_NOTICE_VERSION, type NoticeLanguage } from "@shared/privacy/consent-notice.js";
import { AGREE_LEAD, ConsentSummary } from "./privacy/ConsentNotice.js";
import "./account.css";

/** The server's answer for a new address and a taken one alike (issue 41): the e-mail says which. */
export const CHECK_YOUR_EMAIL = "Check your e-mail to finish signing up";

export default function RegisterPage() {
  const location = useLocation();
  const form = useSchemaForm(registerFormSchema, { name: "", email: "", password: "", confirmPassword: "" });
  const [showPasswords, setShowPasswords] = useState(false);
  const [sentTo, setSentTo] = useState<{ email: string; said: string } | null>(null);
  // The notice's language as she reads it beside the button: her consent records it with its version.
  const [noticeLanguage, setNoticeLanguage] = useState<NoticeLanguage>("en");

  const submit = form.submit(
    async ({ name, email, password }) => {
      if (sentTo) return;
      const said = await register({ name, email, password, noticeVersion: CONSENT_NOTICE_VERSION, noticeLanguage });
      keepSignupReturn(location.state);
      setSentTo({ email: email.trim(), said });
    },
    (failure) => failureText(failure, "Registration failed. Please try again."),
  );

  if (sentTo) {
    return (
      <AccountLayout title={sentTo.said} subtitle="One more step: the link we sent makes your account and signs you in.">
        <div className="account-sent" role="status">
          <p>
            We have sent an e-mail to <strong>{sentTo.email}</strong>. Open the link in it to finish signing up. It works for 48 hours.
          </p>
          <p className="account-sent__hint">Nothing there? Look in your spam or promotions folder, or check the address and sign up again.</p>
        </div>
        <button type="button" className="btn btn--outline btn--block" onClick={() => setSentTo(null)}>
          Use another e-mail
        </button>
        <LoginInstead state={location.state} />
      </AccountLayout>
    );
  }

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
        <ConsentSummary language={noticeLanguage} onLanguageChange={setNoticeLanguage} lead={AGREE_LEAD[noticeLanguage]} />
        <button type="submit" className="btn btn--primary btn--block" disabled={form.busy}>
          {form.busy ? "Creating account..." : "Register"}
        </button>
      </Form>
      <LoginInstead state={location.state} />
    </AccountLayout>
  );
}

/** The way to the login for someone who has an account, keeping where she came from. */
function LoginInstead({ state }: { state: unknown }) {
  return (
    <p className="account-switch">
      Already have an account?{" "}
      <Link to="/login" state={state}>
        Login
      </Link>
    </p>
  );
}
