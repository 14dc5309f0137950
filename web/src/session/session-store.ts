import type { User } from "@shared/schemas/user.js";

// The session lives in localStorage as the spec says: a token and the user record.
const TOKEN_KEY = "token";
const USER_KEY = "user";
// Set when the server ended the session (a 401), so /login says so however the shopper got there:
// the 401's own redirect, a page guard that saw nobody signed in first, or a full page load.
const ENDED_KEY = "sessionEndedByServer";

export interface Session {
  token: string;
  user: User;
}

type Listener = (session: Session | null) => void;
const listeners = new Set<Listener>();

export function readSession(): Session | null {
  try {
    const token = localStorage.getItem(TOKEN_KEY);
    const raw = localStorage.getItem(USER_KEY);
    if (!token || !raw) return null;
    const user = JSON.parse(raw) as User;
    return user && typeof user === "object" && typeof user.role === "string" ? { token, user } : null;
  } catch {
    return null;
  }
}

export function saveSession(session: Session): void {
  localStorage.setItem(TOKEN_KEY, session.token);
  localStorage.setItem(USER_KEY, JSON.stringify(session.user));
  forgetSessionEnded();
  listeners.forEach((listener) => listener(session));
}

/** Replaces the stored user (after a profile edit) and keeps the token. */
export function updateSessionUser(user: User): void {
  const current = readSession();
  if (current) saveSession({ token: current.token, user });
}

export function clearSession(because?: "ended-by-server"): void {
  if (because) sessionStorage.setItem(ENDED_KEY, "1");
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
  listeners.forEach((listener) => listener(null));
}

export function onSessionChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the last session in this tab was ended by the server rather than by logging out. */
export function sessionEndedByServer(): boolean {
  return sessionStorage.getItem(ENDED_KEY) === "1";
}

export function forgetSessionEnded(): void {
  sessionStorage.removeItem(ENDED_KEY);
}
