import type { ComponentProps } from "react";
import { Field } from "./Field.js";

/** An e-mail input the phone keyboards type well into: no capitals, no spelling fixes. */
export function EmailField(props: Omit<ComponentProps<typeof Field>, "type">) {
  return <Field type="email" autoComplete="email" inputMode="email" autoCapitalize="none" spellCheck={false} {...props} />;
}
