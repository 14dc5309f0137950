import type { ComponentProps } from "react";
import { Field } from "./Field.js";

/**
 * An Indian mobile's 10 digits, with +91 drawn in front and not typed: the phone's dial pad, and
 * the number a browser knows for her offered without its country code.
 */
export function MobileField(props: Omit<ComponentProps<typeof Field>, "type" | "leading">) {
  return <Field type="tel" leading="+91" inputMode="tel" autoComplete="tel-national" {...props} />;
}
