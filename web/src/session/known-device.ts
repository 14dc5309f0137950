// The shop's device token for each account that has signed in on this browser (docs/accounts.md,
// "Sign-ins under a flood"): sent back with the next sign-in to that account, so a flood of
// guesses from elsewhere does not keep her out. It lets nobody in without the password, and it
// stays when she logs out: it is this device's memory, not a session. A few accounts at most
// (a family's shared phone).
const KEY = "knownDevices";
const KEEP = 5;

type Tokens = Record<string, string>;

function readAll(): Tokens {
  try {
    const parsed = JSON.parse(localStorage.getItem(KEY) ?? "{}") as unknown;
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  } catch {
    return {};
  }
}

const keyOf = (email: string) => email.trim().toLowerCase();

/** The token this browser holds for the account, if it has signed in to it here before. */
export function deviceTokenFor(email: string): string | undefined {
  return readAll()[keyOf(email)];
}

/** Keeps the token the shop gave with a successful sign-in (newest last; the oldest beyond five go). */
export function rememberDevice(email: string, token: string | undefined): void {
  if (!token) return;
  const tokens = readAll();
  delete tokens[keyOf(email)];
  tokens[keyOf(email)] = token;
  const kept = Object.entries(tokens).slice(-KEEP);
  try {
    localStorage.setItem(KEY, JSON.stringify(Object.fromEntries(kept)));
  } catch {
    // Storage full or refused (private mode): she simply signs in the ordinary way next time.
  }
}
