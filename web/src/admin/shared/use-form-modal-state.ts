import { useId, useState } from "react";
import type { FieldErrors } from "@/components/ui/form/form-problems.js";

/**
 * An admin form dialog's state: the values, each field's problem after a send, the server's
 * refusal and sending. With clearsProblemOnEdit, changing a field drops its problem at once.
 */
export function useFormModalState<Values extends object>(initial: () => Values, { clearsProblemOnEdit = false } = {}) {
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<FieldErrors<keyof Values & string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();

  function set<K extends keyof Values>(field: K, value: Values[K]) {
    setValues((now) => ({ ...now, [field]: value }));
    if (clearsProblemOnEdit && field in errors) setErrors((now) => ({ ...now, [field]: undefined }));
  }

  /** What FormModal shows of it: sending, and the refusal over the buttons. */
  const shown = { busy, failure: failure ? { text: failure } : null };
  return { id, values, set, errors, setErrors, setFailure, busy, setBusy, shown };
}
