import { useMutation } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { deleteFromList, type DeleteOutcome } from "./delete-each.js";
import type { Flash } from "./Flash.js";
import type { Selection } from "@/components/ui/table/use-selection.js";

/** A row's own Delete button, or Delete Selected over the ticked rows. */
export type DeleteTarget<T> = { kind: "one"; item: T } | { kind: "selected"; ids: string[] };

export interface DeleteFlowOptions<T> {
  selection?: Selection;
  /** Shown when Delete Selected is pressed with nothing ticked ("Please select products to delete."). */
  nothingSelected?: string;
  show(flash: Flash): void;
  /** Deletes what the admin confirmed and says how it went. Throwing keeps the dialog open with `failureText`. */
  run(target: DeleteTarget<T>): Promise<Flash>;
  failureText?: (error: unknown) => string;
}

export interface DeleteFlow<T> {
  pending: DeleteTarget<T> | null;
  busy: boolean;
  /** A failure shown inside the still open dialog. */
  error: string | null;
  askOne(item: T): void;
  askSelected(): void;
  confirm(): void;
  cancel(): void;
}

/** Every delete is asked first (ConfirmDialog); the outcome goes to the screen's message box. */
export function useDeleteFlow<T>({ selection, nothingSelected, show, run, failureText }: DeleteFlowOptions<T>): DeleteFlow<T> {
  const [pending, setPending] = useState<DeleteTarget<T> | null>(null);
  const mutation = useMutation({ mutationFn: run });
  const { reset, mutate } = mutation;
  const ask = useCallback(
    (target: DeleteTarget<T>) => {
      reset();
      setPending(target);
    },
    [reset],
  );
  const askSelected = useCallback(() => {
    if (selection && selection.ids.length === 0) show({ kind: "error", text: nothingSelected ?? "Please select something to delete." });
    else if (selection) ask({ kind: "selected", ids: selection.ids });
  }, [ask, nothingSelected, selection, show]);
  const confirm = useCallback(() => {
    if (!pending) return;
    mutate(pending, {
      onSuccess(outcome) {
        show(outcome);
        if (pending.kind === "selected") selection?.clear();
        setPending(null);
      },
    });
  }, [mutate, pending, selection, show]);
  return {
    pending,
    busy: mutation.isPending,
    error: mutation.error && failureText ? failureText(mutation.error) : null,
    askOne: useCallback((item: T) => ask({ kind: "one", item }), [ask]),
    askSelected,
    confirm,
    cancel: useCallback(() => setPending(null), []),
  };
}

/** How a one-by-one delete went, for the screen to word: `many` when it was Delete Selected. */
export type ListDeleteOutcome = DeleteOutcome & { ids: string[]; many: boolean };

/**
 * The delete flow of a list whose records go one by one (products, users): each confirmed id is
 * deleted, the ones gone leave the list, and `say` words the outcome in the screen's texts.
 */
export function useDeleteFromList<T extends { _id: string }>({
  list,
  deleteOne,
  say,
  ...flow
}: Omit<DeleteFlowOptions<T>, "run" | "failureText"> & { list: { remove(ids: readonly string[]): void }; deleteOne(id: string): Promise<void>; say(outcome: ListDeleteOutcome): Flash }) {
  return useDeleteFlow<T>({ ...flow, run: async (target) => say({ ...(await deleteFromList(target, deleteOne, list)), many: target.kind === "selected" }) });
}
