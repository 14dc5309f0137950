import "./forms.css";

/** A form's one message: a field's problem or the server's refusal, read out when it appears. */
export function FormAlert({ message, className }: { message: string | null | undefined; className?: string }) {
  if (!message) return null;
  return (
    <p className={className ? `account-error ${className}` : "account-error"} role="alert">
      {message}
    </p>
  );
}
