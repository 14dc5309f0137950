import { useId, type FormEvent, type ReactNode, type Ref, type RefObject } from "react";
import { Modal } from "@/components/ui/dialog/Modal.js";

/** Why a save failed: the screen's fixed words, and the server's reason under them when it gave one. */
export interface SaveFailure {
  text: string;
  detail?: string | null;
}

interface FormModalProps {
  title: string;
  subtitle?: string;
  className?: string;
  formClassName?: string;
  /** The field that gets focus when the form opens. */
  initialFocus?: RefObject<HTMLElement | null>;
  submitLabel: string;
  busy: boolean;
  failure: SaveFailure | null;
  failureRef?: Ref<HTMLDivElement>;
  onSubmit(event: FormEvent): void;
  onClose(): void;
  children: ReactNode;
}

/**
 * The frame of every admin form: a dialog whose Cancel and Save stay in view below the fields,
 * the failure at the top, Enter to save. It cannot be closed while the save runs.
 */
export function FormModal({ title, subtitle, className, formClassName = "", initialFocus, submitLabel, busy, failure, failureRef, onSubmit, onClose, children }: FormModalProps) {
  const formId = `${useId()}-form`;
  return (
    <Modal
      open
      title={title}
      subtitle={subtitle}
      className={className}
      onClose={() => {
        if (!busy) onClose();
      }}
      initialFocus={initialFocus}
      footer={
        <div className="admin-confirm__actions">
          <button type="button" className="btn btn--outline" onClick={onClose} disabled={busy}>
            Cancel
          </button>
          <button type="submit" form={formId} className="btn btn--primary" disabled={busy}>
            {busy ? "Saving..." : submitLabel}
          </button>
        </div>
      }
    >
      <form id={formId} className={`admin-form ${formClassName}`.trim()} onSubmit={onSubmit} noValidate>
        {failure ? (
          <div ref={failureRef} className="admin-flash admin-flash--error" role="alert">
            <div className="admin-flash__text">
              <p>{failure.text}</p>
              {failure.detail ? <p className="admin-flash__detail">{failure.detail}</p> : null}
            </div>
          </div>
        ) : null}
        {children}
      </form>
    </Modal>
  );
}
