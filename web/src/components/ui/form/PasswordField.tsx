import type { ComponentProps } from "react";
import { Field } from "./Field.js";
import { PasswordToggle } from "./PasswordToggle.js";

type PasswordFieldProps = Omit<ComponentProps<typeof Field>, "type" | "trailing"> & {
  shown: boolean;
  /** Draws the show/hide button in this field; one button may reveal several fields. */
  onToggle?(): void;
};

/** A password input shown as text while its toggle is pressed. */
export function PasswordField({ shown, onToggle, ...field }: PasswordFieldProps) {
  return <Field {...field} type={shown ? "text" : "password"} trailing={onToggle ? <PasswordToggle shown={shown} onToggle={onToggle} /> : undefined} />;
}
