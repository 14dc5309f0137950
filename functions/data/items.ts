/** Attributes that belong to the table's layout, not to the entity. */
const LAYOUT = new Set(["pk", "sk", "gsi1pk", "gsi1sk", "gsi2pk", "gsi2sk", "gsi3pk", "gsi3sk", "gsi4pk", "gsi4sk", "entity", "expiresAt"]);
/** The spec's aliases belong to answers (functions/http/spec-aliases.ts): any an older write stored is dropped. */
const SPEC_ALIASES = new Set(["_id", "original_price"]);

export function withoutLayout<T>(item: Record<string, unknown>): T {
  const entity: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(item)) if (!LAYOUT.has(name) && !SPEC_ALIASES.has(name)) entity[name] = value;
  return entity as T;
}

/** Seconds since the epoch, as DynamoDB's TTL wants. */
export function ttlAfter(now: Date, seconds: number): number {
  return Math.floor(now.getTime() / 1000) + seconds;
}

/** TTL deletion is lazy: readers drop expired items themselves. */
export function isExpired(item: Record<string, unknown>, now: Date): boolean {
  return typeof item.expiresAt === "number" && item.expiresAt <= Math.floor(now.getTime() / 1000);
}
