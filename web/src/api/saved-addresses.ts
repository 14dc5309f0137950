// A shopper's saved addresses (GET/POST /api/addresses, PUT/DELETE /api/addresses/:id), used by
// the profile, which manages them, and the checkout, which offers them and saves the one it used.
import type { SavedAddress } from "@shared/schemas/saved-address.js";
import type { ShippingAddress } from "@shared/schemas/shipping-address.js";
import { api } from "./client.js";
import type { Answer } from "./contract.js";

export type { SavedAddress } from "@shared/schemas/saved-address.js";

/** The default first. */
export async function fetchSavedAddresses(signal?: AbortSignal): Promise<SavedAddress[]> {
  const body = await api.get<Answer<"/addresses", "$get">>("/addresses", undefined, signal);
  return Array.isArray(body.data) ? body.data : [];
}

/** Saves an address; one she already has comes back unchanged rather than twice. */
export async function saveAddress(address: ShippingAddress, isDefault = false): Promise<SavedAddress> {
  const body = await api.post<Answer<"/addresses", "$post">>("/addresses", { ...address, isDefault });
  return body.data;
}

/** Replaces one of her addresses; `isDefault` true makes it the default. */
export async function updateAddress(id: string, address: ShippingAddress, isDefault = false): Promise<SavedAddress> {
  const body = await api.put<Answer<"/addresses/:id", "$put">>(`/addresses/${encodeURIComponent(id)}`, { ...address, isDefault });
  return body.data;
}

export async function makeDefaultAddress(address: SavedAddress): Promise<SavedAddress> {
  const { id, createdAt, isDefault, ...fields } = address;
  void createdAt;
  void isDefault;
  const body = await api.put<Answer<"/addresses/:id", "$put">>(`/addresses/${encodeURIComponent(id)}`, { ...fields, isDefault: true });
  return body.data;
}

export async function removeAddress(id: string): Promise<void> {
  await api.delete<Answer<"/addresses/:id", "$delete">>(`/addresses/${encodeURIComponent(id)}`);
}
