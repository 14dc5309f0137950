import { useCallback, useState } from "react";

/** A form's send: `sending` while the work runs; a failure goes to the caller's handler, and the form is usable again either way. */
export function useSending() {
  const [sending, setSending] = useState(false);
  const send = useCallback(async (work: () => Promise<void>, failed: (failure: unknown) => void) => {
    setSending(true);
    try {
      await work();
    } catch (failure) {
      failed(failure);
    } finally {
      setSending(false);
    }
  }, []);
  return { sending, send };
}
