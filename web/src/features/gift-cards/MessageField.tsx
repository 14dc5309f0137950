import { useId } from "react";
import { LabelledField } from "@/components/ui/form/LabelledField.js";

interface MessageFieldProps {
  value: string;
  onChange(event: { target: { value: string } }): void;
  error?: string;
  ref(element: HTMLTextAreaElement | null): void;
  max: number;
}

/** The giver's words for the card's e-mail, with a count of the room they take. */
export function MessageField({ value, onChange, error, ref, max }: MessageFieldProps) {
  const id = useId();
  return (
    <LabelledField id={id} label="Message (optional)">
      <textarea
        id={id}
        name="message"
        className="input gift-buy__message"
        rows={4}
        maxLength={max}
        value={value}
        onChange={onChange}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ""}`}
        placeholder="Happy birthday! Pick something lovely."
      />
      <p id={`${id}-count`} className="field__hint gift-buy__count" data-testid="gift-message-count">
        {value.length}/{max}
      </p>
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </LabelledField>
  );
}
