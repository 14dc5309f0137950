import { badRequest } from "../errors.js";

// A page's cursor where the list is made in memory (filtered, sorted): how many came before it.

export const encodeOffset = (offset: number) => Buffer.from(`offset:${offset}`).toString("base64url");

export function decodeOffset(cursor: string | undefined): number {
  if (!cursor) return 0;
  const match = /^offset:(\d{1,7})$/.exec(Buffer.from(cursor, "base64url").toString("utf8"));
  if (!match) throw badRequest("The page cursor is not valid. Start again from the first page.");
  return Number(match[1]);
}
