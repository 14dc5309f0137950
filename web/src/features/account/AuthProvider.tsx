import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import type { User } from "../../../../shared/types.js";
import { clearSession, onSessionChange, readSession } from "../../session/session-store.js";

// Placeholder: the signed-in shopper from the session store. Login, logout navigation and the
// 401 handler come next.
export interface Auth {
  user: User | null;
  signOut(): void;
}

const AuthContext = createContext<Auth>({ user: null, signOut: () => undefined });

export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<User | null>(() => readSession()?.user ?? null);
  useEffect(() => onSessionChange((session) => setUser(session?.user ?? null)), []);
  return <AuthContext.Provider value={{ user, signOut: clearSession }}>{children}</AuthContext.Provider>;
}

export function useAuth(): Auth {
  return useContext(AuthContext);
}
