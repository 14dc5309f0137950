import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from "react";
import "./forms.css";

// A labelled input with its error beside it: the error is tied to the input with
// aria-describedby and aria-invalid, so a screen reader reads it with the field.

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id"> {
  label: string;
  error?: string;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
  /** The same as ref, for callers that name it. */
  inputRef?: Ref<HTMLInputElement>;
  /** Something drawn inside the input's box on the right (the show/hide password button). */
  trailing?: ReactNode;
  /** Fixed text drawn inside the input's box on the left, not part of the value (a mobile's +91). */
  leading?: string;
}

export function Field({ label, error, hint, ref, inputRef, trailing, leading, className, ...input }: FieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`field${error ? " field--invalid" : ""}${className ? ` ${className}` : ""}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className={`field__box${trailing ? " field__box--trailing" : ""}${leading ? " field__box--leading" : ""}`}>
        {leading && (
          <span className="field__prefix" aria-hidden="true">
            {leading}
          </span>
        )}
        <input id={id} className="input" ref={ref ?? inputRef} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
        {trailing}
      </div>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
