import { useEffect, useState } from "react";
import { onSessionChange, readSession } from "./session-store.js";
import { isStaffRole } from "@shared/staff-permissions.js";

/**
 * The id of the shopper signed in now (admins are not shoppers here), following sign-in and
 * sign-out in this tab and in others. Read after the first render, as a pre-rendered page was
 * rendered for nobody in particular: undefined until then, null when nobody is signed in.
 */
export function useSignedInShopper(): string | null | undefined {
  const [shopperId, setShopperId] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    const read = () => {
      const user = readSession()?.user;
      setShopperId(user && !isStaffRole(user.role) ? user._id || user.id : null);
    };
    read();
    const stop = onSessionChange(read);
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === "token" || event.key === "user") read();
    };
    window.addEventListener("storage", onStorage);
    return () => {
      stop();
      window.removeEventListener("storage", onStorage);
    };
  }, []);
  return shopperId;
}
