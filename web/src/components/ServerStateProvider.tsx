import { focusManager, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";

// "In view" is the tab being visible (document.hidden), the same test the rest of the shop uses:
// polls pause while hidden and a screen that asks to be read again on return does so at once.
focusManager.setEventListener((setFocused) => {
  if (typeof document === "undefined") return undefined;
  const onVisibility = () => setFocused(!document.hidden);
  document.addEventListener("visibilitychange", onVisibility);
  return () => document.removeEventListener("visibilitychange", onVisibility);
});

/**
 * The cache of what the server said, for the areas that read it as it changes (the admin, the
 * shopper's account). Mounted only inside lazily loaded screens, so the storefront's first page
 * never downloads the library. A failed read shows its message at once (no silent retries), and
 * a list is read again when a screen asks, not whenever the window regains focus.
 */
export function ServerStateProvider({ children }: { children: ReactNode }) {
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: { retry: false, refetchOnWindowFocus: false },
          mutations: { retry: false },
        },
      }),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
