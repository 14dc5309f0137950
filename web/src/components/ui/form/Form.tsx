import type { FormEvent, ReactNode } from "react";

interface FormProps {
  className: string;
  busy: boolean;
  onSubmit(event: FormEvent): void;
  children: ReactNode;
  "aria-label"?: string;
}

/** A form the schema checks rather than the browser, marked busy while it is being sent. */
export function Form({ className, busy, onSubmit, children, ...labelled }: FormProps) {
  return (
    <form className={className} onSubmit={onSubmit} noValidate aria-busy={busy} {...labelled}>
      {children}
    </form>
  );
}
