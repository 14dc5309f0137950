// The admin's order toasts (docs/product.md section 4): at most 5 at a time, the oldest making way.

export const MAX_TOASTS = 5;
export const TOAST_VISIBLE_MS = 10_000;

export interface Toast {
  id: string;
  title: string;
  text: string;
  /** Where clicking the toast leads (the order's details), if anywhere. */
  href?: string;
}

export function addToast(shown: readonly Toast[], toast: Toast, max = MAX_TOASTS): Toast[] {
  if (shown.some((existing) => existing.id === toast.id)) return [...shown];
  return [...shown, toast].slice(-max);
}

export function removeToast(shown: readonly Toast[], id: string): Toast[] {
  return shown.filter((toast) => toast.id !== id);
}
