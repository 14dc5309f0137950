/**
 * The split search index's layout (split-index.ts): a head of another is never read, and the
 * publisher's digest names it, so a new layout is written on its next run. Apart from the index's
 * code, so the publisher's start does not load MiniSearch to read it.
 */
export const SPLIT_FORMAT = 2;
