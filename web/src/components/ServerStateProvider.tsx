import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";

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
