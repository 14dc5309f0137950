import type { MeasurementProfile } from "../../shared/schemas/measurement-profile.js";
import type { Db } from "./db.js";
import { userListItem } from "./user-list-item.js";

/**
 * A shopper's measurement profiles (issue 26), all in one item beside her user item, as her
 * address book is: the cap is kept by one conditional write (its version), never by a count
 * that two saves could both pass.
 */
export interface MeasurementBook {
  profiles: MeasurementProfile[];
  /** 0 for a book never written. */
  version: number;
}

const MEASUREMENT_BOOK = { sk: "MEASUREMENTS", entity: "measurementBook", field: "profiles" };

export const measurementBookKey = (userId: string) => ({ pk: `USER#${userId}`, sk: MEASUREMENT_BOOK.sk });

export function measurementBookRepository(db: Db) {
  const list = userListItem<MeasurementProfile>(db, MEASUREMENT_BOOK);
  return {
    async get(userId: string): Promise<MeasurementBook> {
      const { items, version } = await list.get(userId);
      return { profiles: items, version };
    },
    /** Replaces the book if nobody changed it since `seen` was read; false when somebody did. */
    replace: (userId: string, seen: MeasurementBook, profiles: MeasurementProfile[]) => list.replace(userId, seen, profiles),
  };
}
