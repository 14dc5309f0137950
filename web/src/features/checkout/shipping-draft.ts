// The checkout form's fields as typed, and how they start for a signed-in shopper.
import { findIndianState } from "@shared/indian-states.js";
import { statesOfPin } from "@shared/pin-states.js";
import type { ShippingField, ShippingAddress } from "@shared/schemas/shipping-address.js";
import type { User } from "@shared/schemas/user.js";

export type ShippingDraft = Record<ShippingField, string>;

/** Prefilled from the profile, so a returning shopper only checks and pays. */
export function draftFromProfile(user: User | null): ShippingDraft {
  return {
    name: user?.name ?? "",
    email: user?.email ?? "",
    phone: user?.phone ?? "",
    address: user?.address?.street ?? "",
    city: user?.address?.city ?? "",
    state: findIndianState(user?.address?.state ?? "") ?? "",
    pincode: user?.address?.zipCode ?? "",
  };
}

/** A saved address as the form's fields. */
export function draftFromAddress(address: ShippingAddress): ShippingDraft {
  return { name: address.name, email: address.email, phone: address.phone, address: address.address, city: address.city, state: address.state, pincode: address.pincode };
}

/**
 * The PIN the shopper checked delivery to (on a product page or in the cart), where the form has
 * none yet: the shipping estimate then starts from it. The state follows when the PIN names
 * only one; a PIN she typed or an address she chose is never replaced.
 */
export function withDeliveryPin(draft: ShippingDraft, pin: string | null): ShippingDraft {
  if (!pin || draft.pincode.trim() !== "") return draft;
  const states = statesOfPin(pin);
  const state = draft.state === "" && states?.length === 1 ? states[0]! : draft.state;
  return { ...draft, pincode: pin, state };
}
