import type { SavedAddress } from "../../shared/schemas/saved-address.js";
import type { Db } from "./db.js";
import { userListItem } from "./user-list-item.js";

/**
 * A shopper's saved addresses, all in one item beside her user item, so the cap and the one
 * default are kept by a single conditional write (its version), never by two writes that race.
 */
export interface AddressBook {
  addresses: SavedAddress[];
  /** 0 for a book never written. */
  version: number;
}

const ADDRESS_BOOK = { sk: "ADDRESSES", entity: "addressBook", field: "addresses" };

export const addressBookKey = (userId: string) => ({ pk: `USER#${userId}`, sk: ADDRESS_BOOK.sk });

export function addressBookRepository(db: Db) {
  const list = userListItem<SavedAddress>(db, ADDRESS_BOOK);
  return {
    async get(userId: string): Promise<AddressBook> {
      const { items, version } = await list.get(userId);
      return { addresses: items, version };
    },
    /** Replaces the book if nobody changed it since `seen` was read; false when somebody did. */
    replace: (userId: string, seen: AddressBook, addresses: SavedAddress[]) => list.replace(userId, seen, addresses),
  };
}

export type AddressBookRepository = ReturnType<typeof addressBookRepository>;
