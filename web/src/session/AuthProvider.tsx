import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useInRouterContext, useLocation, useNavigate, type NavigateFunction } from "react-router-dom";
import type { User } from "@shared/schemas/user.js";
import { isPrerenderedStart } from "@pages/take-over/prerendered-start.js";
import { api, setUnauthorizedHandler } from "@/api/client.js";
import { clearSession, onSessionChange, readSession, saveSession, updateSessionUser } from "./session-store.js";
import type { LoginRedirect } from "./login-redirect.js";
import { isStaffRole } from "@shared/staff-permissions.js";

// The signed-in shopper (docs/product.md section 4, Session): token and user live in localStorage
// through the session store; this context mirrors them for React and owns where the browser
// goes on login, logout and an expired session.

export interface Auth {
  user: User | null;
  isAdmin: boolean;
  /** Stores the session and goes to /admin for an admin, otherwise back where the shopper came from, or /. */
  signIn(token: string, user: User, returnTo?: string): void;
  /** Ends the session on the server, removes token and user and goes to /. */
  signOut(): void;
  /** Keeps the token, replaces the stored user (after a profile edit). */
  replaceUser(user: User): void;
  /** Keeps the user, replaces the token (after a password change ended every other session). */
  replaceToken(token: string): void;
}

const AuthContext = createContext<Auth | null>(null);

export const SESSION_EXPIRED_NOTICE = "Your session has ended. Please log in again.";

function fullPageNavigate(to: string) {
  window.location.assign(to);
}

export function AuthProvider({ children }: { children: ReactNode }) {
  // A pre-rendered page was rendered for nobody in particular; the session is read after the takeover.
  const [user, setUser] = useState<User | null>(() => (isPrerenderedStart() ? null : (readSession()?.user ?? null)));
  useEffect(() => {
    if (isPrerenderedStart()) setUser(readSession()?.user ?? null);
  }, []);
  // Set by RouterBridge when the provider sits inside the router; a full page load otherwise.
  const navigateRef = useRef<NavigateFunction | null>(null);
  const inRouter = useInRouterContext();

  // The router moves pages in transitions; losing the session is one too, so leaving a page and
  // the session ending show up together. Otherwise the profile page would briefly see nobody
  // signed in and send a shopper who is logging out (or whose session expired) to the wrong place.
  // A new or changed user shows at once (a saved profile must not flash its old details).
  useEffect(
    () =>
      onSessionChange((session) => {
        if (session) setUser(session.user);
        else startTransition(() => setUser(null));
      }),
    [],
  );

  // Logging in or out in another tab changes this one too.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === "token" || event.key === "user") setUser(readSession()?.user ?? null);
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);

  const go = useCallback((to: string) => {
    if (navigateRef.current) void navigateRef.current(to);
    else fullPageNavigate(to);
  }, []);

  const signIn = useCallback(
    (token: string, signedIn: User, returnTo?: string) => {
      saveSession({ token, user: signedIn });
      go(isStaffRole(signedIn.role) ? "/admin" : returnTo || "/");
    },
    [go],
  );

  const signOut = useCallback(() => {
    // The server ends the session (the token stops working at once); the request takes the token
    // before it is cleared here, and the shopper is signed out on this device whatever it answers.
    if (readSession()) void api.post("/auth/logout").catch(() => undefined);
    go("/");
    clearSession();
  }, [go]);

  const replaceUser = useCallback((changed: User) => updateSessionUser(changed), []);
  const replaceToken = useCallback((token: string) => {
    const current = readSession();
    if (current) saveSession({ token, user: current.user });
  }, []);

  const value = useMemo<Auth>(
    () => ({ user, isAdmin: isStaffRole(user?.role), signIn, signOut, replaceUser, replaceToken }),
    [user, signIn, signOut, replaceUser, replaceToken],
  );

  return (
    <AuthContext.Provider value={value}>
      {inRouter && <RouterBridge navigateRef={navigateRef} />}
      {children}
    </AuthContext.Provider>
  );
}

/** Lends the router's navigate to the provider and sends a 401 to /login, remembering the page. */
function RouterBridge({ navigateRef }: { navigateRef: { current: NavigateFunction | null } }) {
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef("");
  here.current = `${location.pathname}${location.search}`;

  useEffect(() => {
    navigateRef.current = navigate;
    // The API client has already cleared the session when this runs.
    setUnauthorizedHandler(() => {
      const state: LoginRedirect = { from: here.current === "/login" ? undefined : here.current, notice: SESSION_EXPIRED_NOTICE };
      navigate("/login", { replace: true, state });
    });
    return () => {
      navigateRef.current = null;
      setUnauthorizedHandler(() => fullPageNavigate("/login"));
    };
  }, [navigate, navigateRef]);
  return null;
}

export function useAuth(): Auth {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error("useAuth must be used within an AuthProvider");
  return auth;
}
