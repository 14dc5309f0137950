import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from "react";
import { LabelledField } from "./LabelledField.js";

type ControlProps = Omit<InputHTMLAttributes<HTMLInputElement> & TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "className" | "onChange">;

interface TextFieldProps extends ControlProps {
  id: string;
  label: ReactNode;
  /** A textarea rather than a one-line input. */
  multiline?: boolean;
  onText(text: string): void;
  /** Drawn under the control: a hint, a datalist, a problem. */
  children?: ReactNode;
}

/** A labelled text input or textarea that hands its caller the text typed. */
export function TextField({ id, label, multiline = false, onText, children, ...control }: TextFieldProps) {
  return (
    <LabelledField id={id} label={label}>
      {multiline ? (
        <textarea id={id} className="input" {...control} onChange={(event) => onText(event.target.value)} />
      ) : (
        <input id={id} className="input" {...control} onChange={(event) => onText(event.target.value)} />
      )}
      {children}
    </LabelledField>
  );
}
