import { useLayoutEffect, useRef, type ChangeEvent, type Ref } from "react";
import { GIFT_CARD_CODE_LENGTH, normaliseGiftCardCode } from "@shared/gift-cards/gift-card-code.js";
import { Field } from "@/components/ui/form/Field.js";
import { caretAfter, typedGiftCardCode } from "./gift-card-typing.js";
import "./gift-cards.css";

interface GiftCardCodeFieldProps {
  value: string;
  onChange(value: string): void;
  error?: string | null;
  inputRef?: Ref<HTMLInputElement>;
  label?: string;
  disabled?: boolean;
}

/**
 * "Gift card code": spaces, hyphens and small letters accepted, shown as ABCD-EFGH-JKMN-PQRS while
 * typing. The caret keeps its place among the code's characters when a hyphen comes or goes.
 */
export function GiftCardCodeField({ value, onChange, error, inputRef, label = "Gift card code", disabled }: GiftCardCodeFieldProps) {
  const own = useRef<HTMLInputElement | null>(null);
  const caret = useRef<number | null>(null);
  useLayoutEffect(() => {
    const input = own.current;
    if (caret.current === null || !input || document.activeElement !== input) return;
    input.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  }, [value]);

  function change(event: ChangeEvent<HTMLInputElement>) {
    const { value: raw, selectionStart } = event.target;
    const shown = typedGiftCardCode(raw);
    caret.current = null;
    // Only a changed text moves the caret (React writes it over what the browser shows): past as
    // many of the code's characters as stood before it, or where it was in text too long to group.
    if (shown !== raw && selectionStart !== null) {
      const grouped = normaliseGiftCardCode(raw).length <= GIFT_CARD_CODE_LENGTH;
      caret.current = grouped ? caretAfter(shown, normaliseGiftCardCode(raw.slice(0, selectionStart)).length) : selectionStart;
    }
    onChange(shown);
  }

  function bind(element: HTMLInputElement | null) {
    own.current = element;
    if (typeof inputRef === "function") inputRef(element);
    else if (inputRef) inputRef.current = element;
  }

  return (
    <Field
      label={label}
      className="gift-card-code"
      inputRef={bind}
      value={value}
      onChange={change}
      error={error ?? undefined}
      placeholder="ABCD-EFGH-JKMN-PQRS"
      autoComplete="off"
      autoCapitalize="characters"
      autoCorrect="off"
      spellCheck={false}
      enterKeyHint="go"
      maxLength={40}
      disabled={disabled}
    />
  );
}
