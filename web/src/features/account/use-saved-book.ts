import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";

/** What the book last said about a change; a failure is shown as an error. */
export type Said = { text: string; failed?: boolean } | null;

/**
 * A Profile tab's book of saved things (addresses, measurement profiles): the list, a form to add
 * one, one entry edited in place, and what the last change said.
 */
export function useSavedBook<T>(queryKey: string[], fetchAll: (signal: AbortSignal) => Promise<T[]>, startAdding = false) {
  const client = useQueryClient();
  const list = useQuery({ queryKey, queryFn: ({ signal }) => fetchAll(signal) });
  const [adding, setAdding] = useState(startAdding);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [said, setSaid] = useState<Said>(null);
  // The list is read again before the change is announced, so what is said is what is shown.
  const refresh = () => client.invalidateQueries({ queryKey });

  /** After a form saved: read the list again, close the form, say what happened. */
  async function saved(closeForm: () => void, text: string) {
    await refresh();
    closeForm();
    setSaid({ text });
  }

  return { list, items: list.data ?? [], adding, setAdding, editingId, setEditingId, said, setSaid, refresh, saved };
}
