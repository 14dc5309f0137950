import { useId, useRef, type FormEvent, type ReactNode } from "react";
import { Modal } from "@/components/ui/dialog/Modal.js";

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What will happen, in a sentence the admin can say yes or no to. */
  message: ReactNode;
  confirmLabel: string;
  /** Shown on the confirm button while the action runs. */
  busyLabel?: string;
  busy?: boolean;
  /** False when there is nothing to confirm (the dialog only explains why). */
  canConfirm?: boolean;
  /** Red for what cannot be undone (deletes, refunds). */
  danger?: boolean;
  /** A problem to show inside the dialog (the action failed, a field is wrong). */
  error?: ReactNode;
  onConfirm(): void;
  onCancel(): void;
  /** Extra fields, such as a refund's amount and reason. */
  children?: ReactNode;
}

/**
 * Asked before every delete and every refund. It is a form, so Enter confirms; Escape,
 * the backdrop and Cancel back out, except while the action is running.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, title, message, confirmLabel, busyLabel, busy = false, canConfirm = true, danger = false, error, onConfirm, onCancel, children } = props;
  const cancelRef = useRef<HTMLButtonElement>(null);
  const formId = useId();
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!busy && canConfirm) onConfirm();
  }
  return (
    <Modal
      open={open}
      title={title}
      onClose={() => {
        if (!busy) onCancel();
      }}
      initialFocus={children ? undefined : cancelRef}
      className="admin-confirm"
      footer={
        <div className="admin-confirm__actions">
          <button ref={cancelRef} type="button" className="btn btn--outline" onClick={onCancel} disabled={busy}>
            Cancel
          </button>
          <button type="submit" form={formId} className={`btn ${danger ? "btn--danger" : "btn--primary"}`} disabled={busy || !canConfirm}>
            {busy ? (busyLabel ?? `${confirmLabel}...`) : confirmLabel}
          </button>
        </div>
      }
    >
      <form id={formId} className="admin-confirm__form" onSubmit={submit} noValidate>
        <div className="admin-confirm__message">{message}</div>
        {children}
        {error ? (
          <div className="admin-flash admin-flash--error" role="alert">
            <div className="admin-flash__text">{error}</div>
          </div>
        ) : null}
      </form>
    </Modal>
  );
}
