import { useRef, useState, type FormEvent } from "react";
import { LATEST_DELIVERY_DAYS } from "@shared/gift-cards/gift-card.js";
import { shopDate, addDays } from "@shared/shop-calendar.js";
import { errorText } from "@/api/error-text.js";
import { EmailField } from "@/components/ui/form/EmailField.js";
import { Field } from "@/components/ui/form/Field.js";
import { checkForm, firstProblem } from "@/components/ui/form/form-problems.js";
import { LabelledField } from "@/components/ui/form/LabelledField.js";
import { FormModal } from "@/admin/shared/FormModal.js";
import { useFormModalState } from "@/admin/shared/use-form-modal-state.js";
import { issueGiftCard } from "./gift-cards-api.js";
import { emptyIssueForm, issueFormSchema, newIssueKey, type IssueFormValues } from "./issue-form.js";

type Name = keyof IssueFormValues;

/**
 * "Issue a gift card" (owner only, audited): its value, to whom, a message, the day its e-mail goes,
 * and why. The code is made as the e-mail goes and only the recipient ever sees it.
 */
export function IssueGiftCardModal({ onClose, onIssued }: { onClose(): void; onIssued(message: string): void }) {
  const { id, values, set, errors, setErrors, setFailure, busy, setBusy, shown } = useFormModalState<IssueFormValues>(emptyIssueForm, { clearsProblemOnEdit: true });
  // Made once per opened form: a double tap, or a send retried after a lost answer, issues one card.
  const [key] = useState(newIssueKey);
  const today = shopDate(new Date());
  const fields = useRef<Partial<Record<Name, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const first = useRef<HTMLInputElement | null>(null);

  /** What ties an input to its value, its problem and its place in the focus order. */
  const bind = (name: Name) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
    error: errors[name],
    inputRef: (element: HTMLInputElement | null) => {
      fields.current[name] = element;
    },
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const checked = checkForm(issueFormSchema(today), values);
    if (!checked.ok) {
      setErrors(checked.errors);
      const problem = firstProblem(checked.errors, Object.keys(values) as Name[]);
      if (problem) fields.current[problem.field]?.focus();
      return;
    }
    setErrors({});
    setBusy(true);
    setFailure(null);
    try {
      onIssued((await issueGiftCard({ ...checked.data, idempotencyKey: key })).message);
    } catch (error) {
      setFailure(errorText(error, "The gift card could not be issued. Check the connection and try again."));
      setBusy(false);
    }
  }

  return (
    <FormModal
      title="Issue a gift card"
      subtitle="Its code goes only to the recipient's e-mail: you will never see it."
      className="gift-card-issue"
      initialFocus={first}
      submitLabel="Issue gift card"
      {...shown}
      onSubmit={submit}
      onClose={onClose}
    >
      <div className="mgmt-grid">
        <Field
          label="Amount (₹)"
          {...bind("amount")}
          inputRef={(element) => {
            fields.current.amount = element;
            first.current = element;
          }}
          inputMode="numeric"
          autoComplete="off"
          hint="Whole rupees, up to the largest card the shop sells."
        />
        <Field label="Recipient's name" {...bind("recipientName")} autoComplete="off" maxLength={100} />
        <EmailField label="Recipient's e-mail" {...bind("recipientEmail")} autoComplete="off" className="mgmt-grid__wide" />
        <Field label="From (optional)" {...bind("from")} autoComplete="off" maxLength={60} hint="Who it is from, printed on the e-mail." />
        <Field
          label="Send on (optional)"
          {...bind("deliverOn")}
          type="date"
          min={today}
          max={addDays(today, LATEST_DELIVERY_DAYS)}
          hint="Empty: the e-mail goes now. A date: at 9 am that day."
        />
        <div className="mgmt-grid__wide">
          <LabelledField id={`${id}-message`} label="Message (optional)">
            <textarea
              id={`${id}-message`}
              className="input"
              rows={3}
              maxLength={300}
              value={values.message}
              onChange={(event) => set("message", event.target.value)}
              ref={(element) => {
                fields.current.message = element;
              }}
              aria-invalid={errors.message ? true : undefined}
              aria-describedby={errors.message ? `${id}-message-error` : undefined}
            />
            {errors.message ? (
              <p id={`${id}-message-error`} className="field__error">
                {errors.message}
              </p>
            ) : null}
          </LabelledField>
        </div>
        <Field label="Reason" {...bind("reason")} autoComplete="off" maxLength={200} className="mgmt-grid__wide" hint="Why the shop gives it: kept in the audit log." />
      </div>
    </FormModal>
  );
}
