import { badRequest } from "../errors.js";

type Key = Record<string, string>;

export const INVALID_CURSOR = "The page cursor is not valid. Start again from the first page.";

/** An opaque page cursor: the DynamoDB LastEvaluatedKey, base64url-encoded JSON. */
export function encodeCursor(key: Key | undefined): string | null {
  if (!key) return null;
  return Buffer.from(JSON.stringify(key), "utf8").toString("base64url");
}

/** Decodes a cursor a client sent back; anything that is not one of ours is a 400. */
export function decodeCursor(cursor: string | undefined, allowedKeys: readonly string[]): Key | undefined {
  if (cursor === undefined || cursor === "") return undefined;
  const invalid = badRequest(INVALID_CURSOR);
  if (cursor.length > 1024 || !/^[A-Za-z0-9_-]+$/.test(cursor)) throw invalid;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    throw invalid;
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) throw invalid;
  // Exactly the list's key attributes, each a string (every key in the table is one), so a
  // forged or foreign cursor is refused here rather than by DynamoDB as a 500.
  const entries = Object.entries(parsed);
  if (entries.length !== allowedKeys.length) throw invalid;
  for (const [name, value] of entries) {
    if (!allowedKeys.includes(name) || typeof value !== "string" || value === "" || value.length > 512) throw invalid;
  }
  return parsed as Key;
}
