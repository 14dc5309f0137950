import { ADDRESS_NOT_FOUND, MAX_SAVED_ADDRESSES, TOO_MANY_ADDRESSES, sameAddress, type SavedAddress, type SavedAddressBody } from "../../shared/schemas/saved-address.js";
import type { AddressBook } from "../data/address-book.js";
import { newId } from "../data/ids.js";
import type { Repositories } from "../data/repositories.js";
import { conflict, notFound } from "../errors.js";

// A shopper's saved addresses (issue 22, item 10). Each change reads the book, works out the
// next one and writes it only if nobody wrote in between; a lost race reads again.

const ATTEMPTS = 5;
const CHANGED_MEANWHILE = "Your addresses were changed at the same time. Reload and try again.";

/** The default first, then the rest in the order they were added. */
const inOrder = (addresses: SavedAddress[]) => [...addresses].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));

/** Makes `id` the one default; with no `id`, keeps the current default or else makes the first one it. */
function withDefault(addresses: SavedAddress[], id?: string): SavedAddress[] {
  const chosen = id ?? addresses.find((address) => address.isDefault)?.id ?? addresses[0]?.id;
  return addresses.map((address) => ({ ...address, isDefault: address.id === chosen }));
}

async function change<T>(repos: Repositories, userId: string, next: (book: AddressBook) => { addresses: SavedAddress[]; answer: T } | { unchanged: T }): Promise<T> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const book = await repos.addressBook.get(userId);
    const outcome = next(book);
    if ("unchanged" in outcome) return outcome.unchanged;
    if (await repos.addressBook.replace(userId, book, outcome.addresses)) return outcome.answer;
  }
  throw conflict(CHANGED_MEANWHILE);
}

const fields = ({ isDefault, ...address }: SavedAddressBody) => {
  void isDefault;
  return address;
};

export async function listAddresses(repos: Repositories, userId: string): Promise<SavedAddress[]> {
  return inOrder((await repos.addressBook.get(userId)).addresses);
}

/**
 * Saves an address; one she already has (the same place, however it is spaced or capitalised) is
 * not saved twice, so a checkout that saves the address it used changes nothing the second time.
 */
export async function addAddress(repos: Repositories, userId: string, body: SavedAddressBody): Promise<{ address: SavedAddress; added: boolean }> {
  return change<{ address: SavedAddress; added: boolean }>(repos, userId, (book) => {
    const known = book.addresses.find((address) => sameAddress(address, fields(body)));
    if (known) {
      if (!body.isDefault || known.isDefault) return { unchanged: { address: known, added: false } };
      const addresses = withDefault(book.addresses, known.id);
      return { addresses, answer: { address: addresses.find((a) => a.id === known.id)!, added: false } };
    }
    if (book.addresses.length >= MAX_SAVED_ADDRESSES) throw conflict(TOO_MANY_ADDRESSES);
    const now = repos.db.now();
    const created: SavedAddress = { ...fields(body), id: newId(now), isDefault: false, createdAt: now.toISOString() };
    const addresses = withDefault([...book.addresses, created], body.isDefault ? created.id : undefined);
    return { addresses, answer: { address: addresses.find((a) => a.id === created.id)!, added: true } };
  });
}

/** Replaces one of her addresses. The default moves only to another address made the default. */
export async function updateAddress(repos: Repositories, userId: string, id: string, body: SavedAddressBody): Promise<SavedAddress> {
  return change<SavedAddress>(repos, userId, (book) => {
    const current = book.addresses.find((address) => address.id === id);
    if (!current) throw notFound(ADDRESS_NOT_FOUND);
    const replaced = book.addresses.map((address) => (address.id === id ? { ...address, ...fields(body) } : address));
    const addresses = withDefault(replaced, body.isDefault ? id : undefined);
    return { addresses, answer: addresses.find((a) => a.id === id)! };
  });
}

/** Removes one of her addresses; if it was the default, the first one left becomes the default. */
export async function removeAddress(repos: Repositories, userId: string, id: string): Promise<void> {
  return change<void>(repos, userId, (book) => {
    if (!book.addresses.some((address) => address.id === id)) throw notFound(ADDRESS_NOT_FOUND);
    return { addresses: withDefault(book.addresses.filter((address) => address.id !== id)), answer: undefined };
  });
}
