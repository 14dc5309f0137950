/**
 * What this browser knows of a list's copy on the server: whose it is, the version last read or
 * saved, and whether a change made here has not been saved yet (kept in localStorage beside the list).
 */
export interface SyncMarker {
  shopperId: string;
  version: number;
  unsaved: boolean;
}

const key = (name: string) => `${name}-saved`;

export function readSyncMarker(name: string): SyncMarker | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key(name)) ?? "null");
    if (!parsed || typeof parsed !== "object") return null;
    const { shopperId, version, unsaved } = parsed as Record<string, unknown>;
    return typeof shopperId === "string" && typeof version === "number" && Number.isInteger(version) && version >= 0 ? { shopperId, version, unsaved: unsaved === true } : null;
  } catch {
    return null;
  }
}

export function writeSyncMarker(name: string, marker: SyncMarker | null): void {
  try {
    if (marker) localStorage.setItem(key(name), JSON.stringify(marker));
    else localStorage.removeItem(key(name));
  } catch {
    // A full or blocked storage: the next start merges instead, which loses nothing.
  }
}
