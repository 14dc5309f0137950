import { useSyncExternalStore } from "react";

// The code a shopper applied, shared by the cart and the checkout form and kept for this tab
// (a reload keeps it, a new visit starts without). Only a code the server once accepted is kept.
const KEY = "discount-code";
const listeners = new Set<() => void>();

export function appliedCode(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function setAppliedCode(code: string | null): void {
  try {
    if (code === null) sessionStorage.removeItem(KEY);
    else sessionStorage.setItem(KEY, code);
  } catch {
    // Storage blocked: the code simply has to be typed again after a reload.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAppliedCode(): string | null {
  return useSyncExternalStore(subscribe, appliedCode, () => null);
}
