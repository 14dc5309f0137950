import { useEffect, useRef } from "react";

/**
 * Runs the callback every `ms` while the tab is visible (a hidden tab has nobody to show fresh
 * figures to), and once more when it becomes visible again after a missed turn.
 */
export function useEvery(ms: number, callback: () => void): void {
  const latest = useRef(callback);
  latest.current = callback;
  useEffect(() => {
    let missed = false;
    const timer = window.setInterval(() => {
      if (document.hidden) missed = true;
      else latest.current();
    }, ms);
    const onVisibility = () => {
      if (!document.hidden && missed) {
        missed = false;
        latest.current();
      }
    };
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [ms]);
}
