import type { ComponentProps } from "react";
import { Field } from "./Field.js";

type OneTimeCodeFieldProps = Omit<ComponentProps<typeof Field>, "type" | "maxLength" | "onChange" | "onPaste"> & {
  /** How many digits the code has. */
  digits: number;
  /** The code as it now stands: digits only, never more than `digits`. */
  onCode(code: string): void;
};

const onlyDigits = (text: string, digits: number) => text.replace(/\D/g, "").slice(0, digits);

/**
 * A one-time code's input: the number pad, the code the phone offers from the message it just
 * received, and digits only (a stray letter or space never reaches the value).
 */
export function OneTimeCodeField({ digits, onCode, ...props }: OneTimeCodeFieldProps) {
  return (
    <Field
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      autoCapitalize="off"
      spellCheck={false}
      maxLength={digits}
      {...props}
      onChange={(event) => onCode(onlyDigits(event.target.value, digits))}
      onPaste={(event) => {
        // A code copied with its spaces ("482 913") is still the whole code: the length limit
        // would cut it short before the spaces were dropped. Pasted, it replaces what was there.
        const pasted = onlyDigits(event.clipboardData.getData("text"), digits);
        if (!pasted) return;
        event.preventDefault();
        onCode(pasted);
      }}
    />
  );
}
