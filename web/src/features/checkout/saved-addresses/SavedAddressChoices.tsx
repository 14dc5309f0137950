import { useId } from "react";
import "./saved-addresses.css";
import type { SavedAddress } from "@/api/saved-addresses.js";

interface SavedAddressChoicesProps {
  addresses: readonly SavedAddress[];
  /** The saved address the form shows now, if it shows one unchanged. */
  chosenId: string | undefined;
  onChoose(address: SavedAddress): void;
}

/** The shopper's saved addresses as choices above the checkout's fields; choosing one fills them. */
export function SavedAddressChoices({ addresses, chosenId, onChoose }: SavedAddressChoicesProps) {
  const name = useId();
  if (addresses.length === 0) return null;
  return (
    <fieldset className="saved-addresses checkout-form__wide">
      <legend className="checkout-section-title">Deliver to a saved address</legend>
      <ul className="tile-grid saved-addresses__list">
        {addresses.map((address) => (
          <li key={address.id}>
            <label className={`saved-address${address.id === chosenId ? " is-chosen" : ""}`}>
              <input type="radio" name={name} value={address.id} checked={address.id === chosenId} onChange={() => onChoose(address)} />
              <span className="saved-address__text">
                <span className="saved-address__who">
                  {address.name}
                  {address.isDefault ? <span className="default-badge">Default</span> : null}
                </span>
                <span>{address.address}</span>
                <span>
                  {address.city}, {address.state} {address.pincode}
                </span>
                <span className="muted">{address.phone}</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
      <p className="field__hint">Or change the fields below for another address; it is saved for next time.</p>
    </fieldset>
  );
}
