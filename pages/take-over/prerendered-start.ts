// A pre-rendered page is taken over (hydrated) with the same tree the server rendered, and the
// server knows nothing of this browser's storage. So what the browser keeps (cart, wishlist,
// session) is read right after the takeover, not in the first render, or React would find the
// page different from its HTML.
let fromPrerenderedPage = typeof window === "undefined";

/** start.tsx calls this before it hydrates a pre-rendered page. */
export function startFromPrerenderedPage(): void {
  fromPrerenderedPage = true;
}

export function isPrerenderedStart(): boolean {
  return fromPrerenderedPage;
}
