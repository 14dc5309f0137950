import { createHash } from "node:crypto";

export interface CachedAnswer {
  /** The JSON text exactly as sent. */
  body: string;
  etag: string;
}

/**
 * Shoppers' catalogue reads, kept for a few seconds per process (a warm Lambda, the local
 * server). The catalogue changes rarely and every checkout re-reads products with consistent
 * reads, so a few seconds of staleness in what a shopper browses costs nothing, while each
 * hit saves DynamoDB reads. Product writes in this process clear it at once.
 */
export function createPublicCache(options: { ttlMs: number; maxEntries?: number; now?: () => number }) {
  const entries = new Map<string, CachedAnswer & { expiresAt: number }>();
  const maxEntries = options.maxEntries ?? 500;
  const now = options.now ?? Date.now;

  return {
    get(key: string): CachedAnswer | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) {
        entries.delete(key);
        return undefined;
      }
      return entry;
    },

    put(key: string, body: string): CachedAnswer {
      const answer = { body, etag: etagOf(body) };
      if (options.ttlMs <= 0) return answer;
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, { ...answer, expiresAt: now() + options.ttlMs });
      return answer;
    },

    clear(): void {
      entries.clear();
    },
  };
}

export type PublicCache = ReturnType<typeof createPublicCache>;

/** A strong validator: the same bytes give the same tag on every server. */
export function etagOf(body: string): string {
  return `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
}

/** True when the client's If-None-Match already names this answer. */
export function notModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag || tag.trim() === "*");
}
