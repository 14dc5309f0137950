import { clearSession, readSession } from "@/session/session-store.js";

// The SPA's only way to the server. Same origin in every stage (the cloud Router puts the
// site and /api on one domain), so the base is just /api.
const BASE = "/api";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The whole error answer, for the few that carry figures beside the message (a closure's `balance`). */
    readonly body?: unknown,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** No answer at all (offline, server down): status 0. */
export const isNetworkError = (error: unknown) => error instanceof ApiError && error.status === 0;

let onUnauthorized: () => void = () => {
  window.location.assign("/login");
};

/** The app decides where a 401 leads (the spec: clear the session, go to /login). */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

type Query = Record<string, string | number | boolean | undefined>;

/** Calls whose 401 is not an expired session: a wrong password, or logging out a session already ended. */
const SIGN_IN_PATHS = new Set(["/auth/login", "/auth/admin-login", "/auth/logout"]);

function url(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) if (value !== undefined && value !== "") params.set(name, String(value));
  const search = params.toString();
  return `${BASE}${path}${search ? `?${search}` : ""}`;
}

/** A file the server sent (a tax invoice's PDF, a CSV export), with the name it suggested. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

function suggestedName(response: Response, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get("Content-Disposition") ?? "");
  return match?.[1] ?? fallback;
}

interface RequestOptions {
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
  file?: boolean;
  /** The same answer for everyone (the catalogue's cards): sent without the session, so the CDN keeps one copy for all shoppers. */
  anonymous?: boolean;
}

async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: options.file ? "application/pdf, text/csv, application/json" : "application/json" };
  const session = options.anonymous ? undefined : readSession();
  if (session) headers.Authorization = `Bearer ${session.token}`;
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  let response: Response;
  try {
    response = await fetch(url(path, options.query), {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError(0, "Network error. Please check your connection and try again.");
  }
  if (options.file && response.ok) {
    return { blob: await response.blob(), fileName: suggestedName(response, path.split("/").pop() ?? "download") } satisfies DownloadedFile as T;
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (!response.ok) {
    const message =
      body && typeof body === "object" && "error" in body && typeof (body as { error: unknown }).error === "string"
        ? (body as { error: string }).error
        : `The request failed (${response.status}).`;
    // A wrong password at a login form is not an expired session: only other calls end it.
    if (response.status === 401 && session && !SIGN_IN_PATHS.has(path)) {
      clearSession("ended-by-server");
      onUnauthorized();
    }
    throw new ApiError(response.status, message, body);
  }
  return body as T;
}

export const api = {
  get: <T>(path: string, query?: Query, signal?: AbortSignal) => request<T>("GET", path, { query, signal }),
  /** A public catalogue read, without Authorization (infra/cloud/router.ts caches these paths for every shopper). */
  getPublic: <T>(path: string, query?: Query, signal?: AbortSignal) => request<T>("GET", path, { query, signal, anonymous: true }),
  post: <T>(path: string, body?: unknown) => request<T>("POST", path, { body }),
  put: <T>(path: string, body?: unknown) => request<T>("PUT", path, { body }),
  patch: <T>(path: string, body?: unknown) => request<T>("PATCH", path, { body }),
  delete: <T>(path: string, body?: unknown) => request<T>("DELETE", path, { body }),
  /** A file behind the session (fetched with the token, so a plain link cannot fetch it). */
  download: (path: string, query?: Query) => request<DownloadedFile>("GET", path, { query, file: true }),
};
