import { useState } from "react";
import * as z from "zod";
import { CONSENT_NOTICE_VERSION, type NoticeLanguage } from "@shared/privacy/consent-notice.js";
import { emailSchema, nameSchema } from "@shared/schemas/account.js";
import { failureText } from "@/api/error-text.js";
import { EmailField } from "@/components/ui/form/EmailField.js";
import { Field } from "@/components/ui/form/Field.js";
import { Form } from "@/components/ui/form/Form.js";
import { FormAlert } from "@/components/ui/form/FormAlert.js";
import { useSchemaForm } from "@/components/ui/form/use-schema-form.js";
import { signUpWithPhone } from "@/features/account/phone-sign-in-api.js";
import { AGREE_LEAD, ConsentSummary } from "@/features/account/privacy/ConsentNotice.js";
import type { User } from "@shared/schemas/user.js";
import { spacedMobile } from "./spaced-mobile.js";

const detailsSchema = z.object({ name: nameSchema, email: emailSchema });

interface SignUpStepProps {
  phone: string;
  signUpPass: string;
  /** The server's words: the number is verified and has no account yet. */
  message: string;
  /** The button: "Continue" at checkout, "Create my account" on the login page. */
  submitLabel: string;
  done(session: { token: string; user: User }): void;
}

/** After a right code for a new number: her name and an e-mail for receipts, and no password (issue 44). */
export function SignUpStep({ phone, signUpPass, message, submitLabel, done }: SignUpStepProps) {
  const form = useSchemaForm(detailsSchema, { name: "", email: "" });
  const [noticeLanguage, setNoticeLanguage] = useState<NoticeLanguage>("en");
  const submit = form.submit(
    async ({ name, email }) => done(await signUpWithPhone({ phone, signUpPass, name, email, noticeVersion: CONSENT_NOTICE_VERSION, noticeLanguage })),
    (failure) => failureText(failure, "We could not make your account. Please try again."),
  );
  return (
    <Form className="phone-code" onSubmit={submit} busy={form.busy} aria-label="Your details">
      <p className="phone-code__sent" role="status">
        <strong>{spacedMobile(phone)}</strong> is verified. {message}
      </p>
      <Field label="Full name" autoComplete="name" autoCapitalize="words" {...form.field("name")} />
      <EmailField label="Email for your receipts and invoices" {...form.field("email")} />
      <FormAlert message={form.message} />
      <ConsentSummary language={noticeLanguage} onLanguageChange={setNoticeLanguage} lead={AGREE_LEAD[noticeLanguage]} />
      <button type="submit" className="btn btn--primary btn--block" disabled={form.busy}>
        {form.busy ? "Saving..." : submitLabel}
      </button>
    </Form>
  );
}
