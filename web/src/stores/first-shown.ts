import { useSyncExternalStore } from "react";

const noChange = () => () => undefined;

/**
 * The state a store's hook starts a component from. While React takes over a rendered page, a
 * part can hydrate after the first commit (a lazy screen's panel did), and a store may have moved
 * on by then (the whole catalogue arriving): such a part must still render first from what the
 * page was rendered with, or React finds other HTML than the page's and draws it again (#418).
 * React reads the server's snapshot exactly while hydrating, and the client's otherwise.
 */
export function useFirstShown<S>(current: () => S, renderedWith: () => S): S {
  const hydrating = useSyncExternalStore(noChange, () => false, () => true);
  return hydrating ? renderedWith() : current();
}
