import { startTransition, useEffect, useState } from "react";
import type { ShopCollection } from "@shared/collections.js";
import { api } from "@/api/client.js";
import type { Answer } from "@/api/contract.js";
import { useFirstShown } from "./first-shown.js";

// The shop's active subcategories, which the menus list and a collection's listing is named after
// (shared/collections.ts). Read from the API when the app starts, so a subcategory an admin creates
// or renames shows in the menus without a new build; a pre-rendered page carries them, so the
// app's first render is the server's.

export interface CollectionsState {
  collections: ShopCollection[];
  /** False until the shop's list (from the page or the API) is here. */
  known: boolean;
}

type SubcategoryList = Answer<"/subcategories", "$get">;

let state: CollectionsState = { collections: [], known: false };
/** The list a rendered page was rendered with (primeCollections): parts hydrating later start from it. */
let rendered: CollectionsState | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

function publish(next: CollectionsState) {
  state = next;
  listeners.forEach((listener) => listener());
}

const shopFields = (list: readonly (ShopCollection & { isActive?: boolean })[]): ShopCollection[] =>
  // An admin's token gets inactive ones too: shoppers' menus never list them.
  list.filter((s) => s.isActive !== false).map(({ name, category, description, sortOrder }) => ({ name, category, description, sortOrder }));

/** The list a pre-rendered page was rendered with. */
export function primeCollections(collections: readonly ShopCollection[]): void {
  rendered = { collections: shopFields(collections), known: true };
  publish(rendered);
}

/** Reads the list once per page load; a failure leaves the menus as they are (the next load tries again). */
export function loadCollections(): Promise<void> {
  loading ??= api
    .get<SubcategoryList>("/subcategories", { isActive: "true" })
    .then((body) => publish({ collections: shopFields(body.data), known: true }))
    .catch((error: unknown) => {
      console.warn("Could not load the collections:", error);
      loading = null;
    });
  return loading;
}

/** The collections as a menu or listing shows them; a change re-renders as a transition. */
export function useCollections(): CollectionsState {
  const first = useFirstShown(
    () => state,
    () => rendered ?? state,
  );
  const [shown, setShown] = useState(first);
  useEffect(() => {
    const show = () => startTransition(() => setShown(state));
    show();
    listeners.add(show);
    return () => {
      listeners.delete(show);
    };
  }, []);
  return shown;
}
