import { createHash } from "node:crypto";

export interface CachedAnswer {
  /** The JSON text exactly as sent. */
  body: string;
  etag: string;
}

/** What a process may keep of shoppers' answers: a large shop's filtered pages are many, and a Lambda has 1 GB in all. */
export const PUBLIC_CACHE_MAX_BYTES = 32 * 1024 * 1024;

/**
 * Shoppers' catalogue reads, kept for a few seconds per process (a warm Lambda, the local
 * server). The catalogue changes rarely and every checkout re-reads products with consistent
 * reads, so a few seconds of staleness in what a shopper browses costs nothing, while each
 * hit saves DynamoDB reads. Product writes in this process clear it at once. Bounded by bytes:
 * answers that have lapsed are freed first, then the oldest, and one too big to keep is only sent.
 */
export function createPublicCache(options: { ttlMs: number; maxBytes?: number; now?: () => number }) {
  // In insertion order, which is also the order they lapse in (one ttl for all).
  const entries = new Map<string, CachedAnswer & { expiresAt: number; bytes: number }>();
  const maxBytes = options.maxBytes ?? PUBLIC_CACHE_MAX_BYTES;
  const now = options.now ?? Date.now;
  let bytes = 0;

  function drop(key: string): void {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.bytes;
    entries.delete(key);
  }

  /** Frees what has lapsed, then the oldest, until `wanted` more bytes fit. */
  function makeRoom(wanted: number): void {
    const at = now();
    for (const [key, entry] of entries) {
      if (entry.expiresAt > at && bytes + wanted <= maxBytes) break;
      drop(key);
    }
  }

  return {
    get(key: string): CachedAnswer | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) {
        drop(key);
        return undefined;
      }
      return entry;
    },

    put(key: string, body: string): CachedAnswer {
      const answer = { body, etag: etagOf(body) };
      // Two bytes a character: what a JavaScript string of JSON holds in memory.
      const size = body.length * 2;
      if (options.ttlMs <= 0 || size > maxBytes) return answer;
      drop(key);
      makeRoom(size);
      entries.set(key, { ...answer, expiresAt: now() + options.ttlMs, bytes: size });
      bytes += size;
      return answer;
    },

    clear(): void {
      entries.clear();
      bytes = 0;
    },

    /** What is kept now: answers and their bytes. */
    get size(): { answers: number; bytes: number } {
      return { answers: entries.size, bytes };
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
