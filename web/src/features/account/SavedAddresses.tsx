import { useMutation } from "@tanstack/react-query";
import { MapPin, Pencil, Plus, Star, Trash2 } from "lucide-react";
import { useRef } from "react";
import { MAX_SAVED_ADDRESSES } from "@shared/schemas/saved-address.js";
import { failureText } from "@/api/error-text.js";
import { fetchSavedAddresses, makeDefaultAddress, removeAddress, type SavedAddress } from "@/api/saved-addresses.js";
import { AddressForm } from "./AddressForm.js";
import { SaidStatus } from "./SaidStatus.js";
import { SavedBookList } from "./SavedBookList.js";
import { useSavedBook } from "./use-saved-book.js";
import "./saved-addresses.css";

/** The address book's query, shared with the profile's facts (ProfileFacts.tsx). */
export const SAVED_ADDRESSES_KEY = ["saved-addresses"];
const KEY = SAVED_ADDRESSES_KEY;
const BOOK_TEXTS = {
  loading: "Loading your addresses…",
  failed: "Could not load your addresses.",
  empty: "No saved addresses yet. The address you check out with is saved here for next time.",
};

/** The Profile tab's address book: the addresses the checkout offers, one the default. */
export function SavedAddresses() {
  const { list, items: addresses, adding, setAdding, editingId, setEditingId, said, setSaid, refresh, saved } = useSavedBook(KEY, fetchSavedAddresses);
  const addButton = useRef<HTMLButtonElement>(null);
  // A refused change is said too, and the list read again in case it changed elsewhere.
  const change = (mutationFn: (address: SavedAddress) => Promise<unknown>, done: string, refused: string) => ({
    mutationFn,
    onSuccess: async () => {
      await refresh();
      setSaid({ text: done });
    },
    onError: (failure: unknown) => {
      setSaid({ text: failureText(failure, refused), failed: true });
      void refresh();
    },
  });
  const makeDefault = useMutation(change(makeDefaultAddress, "Default address changed.", "Could not change the default address. Please try again."));
  const remove = useMutation(change((address) => removeAddress(address.id), "Address removed.", "Could not remove the address. Please try again."));
  const full = addresses.length >= MAX_SAVED_ADDRESSES;
  const busy = makeDefault.isPending || remove.isPending;

  return (
    <section className="profile-card saved-book" aria-labelledby="saved-addresses-title">
      <div className="profile-card__head">
        <h2 id="saved-addresses-title">Saved addresses</h2>
        {!adding && !editingId ? (
          <button ref={addButton} type="button" className="btn btn--outline" onClick={() => setAdding(true)} disabled={full || list.isPending}>
            <Plus size={18} aria-hidden="true" /> Add address
          </button>
        ) : null}
      </div>
      <SaidStatus said={said} />
      {full ? <p className="field__hint">You can keep up to {MAX_SAVED_ADDRESSES} addresses. Remove one to add another.</p> : null}
      {adding ? (
        <AddressForm
          onSaved={async () => {
            await saved(() => setAdding(false), "Address saved.");
            requestAnimationFrame(() => addButton.current?.focus());
          }}
          onCancel={() => {
            setAdding(false);
            requestAnimationFrame(() => addButton.current?.focus());
          }}
        />
      ) : null}
      <SavedBookList list={list} texts={BOOK_TEXTS}>
          <ul className="tile-grid saved-book__list">
            {addresses.map((address) => (
              <li key={address.id} className={`saved-book__item${address.isDefault ? " is-default" : ""}${address.id === editingId ? " is-editing" : ""}`}>
                <p className="saved-book__who">
                  <MapPin size={16} aria-hidden="true" /> {address.name}
                  {address.isDefault ? <span className="default-badge">Default</span> : null}
                </p>
                <p className="saved-book__lines" hidden={address.id === editingId}>
                  <span>{address.address}</span>
                  <span>
                    {address.city}, {address.state} {address.pincode}
                  </span>
                  <span className="muted">
                    {address.phone} · {address.email}
                  </span>
                </p>
                {address.id === editingId ? (
                  <AddressForm
                    editing={address}
                    onSaved={() => saved(() => setEditingId(null), "Address updated.")}
                    onCancel={() => setEditingId(null)}
                  />
                ) : null}
                <div className="button-row saved-book__actions" hidden={address.id === editingId}>
                  <button type="button" className="btn btn--ghost btn--small" onClick={() => setEditingId(address.id)} disabled={busy || adding} aria-label={`Edit address ${address.address}`}>
                    <Pencil size={16} aria-hidden="true" /> Edit
                  </button>
                  {!address.isDefault ? (
                    <button type="button" className="btn btn--ghost btn--small" onClick={() => makeDefault.mutate(address)} disabled={busy}>
                      <Star size={16} aria-hidden="true" /> Make default
                    </button>
                  ) : null}
                  <button type="button" className="btn btn--ghost btn--small" onClick={() => remove.mutate(address)} disabled={busy} aria-label={`Remove address ${address.address}`}>
                    <Trash2 size={16} aria-hidden="true" /> Remove
                  </button>
                </div>
              </li>
            ))}
          </ul>
      </SavedBookList>
    </section>
  );
}
