import { useCallback, useEffect, useState } from "react";

/**
 * Whole seconds left before something may be done again (another code asked for), ticking down
 * each second from start(seconds) to 0. Read from the clock, not counted: a phone that slept the
 * page in the background shows the right number when she comes back.
 */
export function useCountdown() {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [secondsLeft, setSecondsLeft] = useState(0);

  useEffect(() => {
    if (deadline === null) return;
    const timer = setInterval(() => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setSecondsLeft(left);
      if (left === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);

  const start = useCallback((seconds: number) => {
    setDeadline(Date.now() + seconds * 1000);
    setSecondsLeft(seconds);
  }, []);

  return { secondsLeft, start };
}
