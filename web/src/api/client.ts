import { clearSession, readSession } from "../session/session-store.js";

// The SPA's only way to the server. Same origin in every stage (the cloud Router puts the
// site and /api on one domain), so the base is just /api.
const BASE = "/api";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
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

const SIGN_IN_PATHS = new Set(["/auth/login", "/auth/admin-login"]);

function url(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) if (value !== undefined && value !== "") params.set(name, String(value));
  const search = params.toString();
  return `${BASE}${path}${search ? `?${search}` : ""}`;
}

interface SendOptions {
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
  accept?: string;
}

/** One call with the session's token; a failed answer becomes an ApiError with the server's words. */
async function send(method: string, path: string, options: SendOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { Accept: options.accept ?? "application/json" };
  const session = readSession();
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
  if (response.ok) return response;
  const body = parse(await response.text());
  const message =
    body && typeof body === "object" && "error" in body && typeof (body as { error: unknown }).error === "string"
      ? (body as { error: string }).error
      : `The request failed (${response.status}).`;
  // A wrong password at a login form is not an expired session: only other calls end it.
  if (response.status === 401 && session && !SIGN_IN_PATHS.has(path)) {
    clearSession();
    onUnauthorized();
  }
  throw new ApiError(response.status, message);
}

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

async function request<T>(method: string, path: string, options: SendOptions = {}): Promise<T> {
  const response = await send(method, path, options);
  return parse(await response.text()) as T;
}

/** A file the server sends (a CSV export) with the name it suggests in Content-Disposition. */
export interface DownloadedFile {
  blob: Blob;
  filename: string | null;
}

function suggestedName(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (encoded) return decodeURIComponent(encoded[1]!.trim());
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain ? plain[1]!.trim() : null;
}

async function download(path: string, query?: Query, signal?: AbortSignal): Promise<DownloadedFile> {
  const response = await send("GET", path, { query, signal, accept: "text/csv, application/json" });
  return { blob: await response.blob(), filename: suggestedName(response.headers.get("Content-Disposition")) };
}

export const api = {
  get: <T>(path: string, query?: Query, signal?: AbortSignal) => request<T>("GET", path, { query, signal }),
  post: <T>(path: string, body?: unknown) => request<T>("POST", path, { body }),
  put: <T>(path: string, body?: unknown) => request<T>("PUT", path, { body }),
  patch: <T>(path: string, body?: unknown) => request<T>("PATCH", path, { body }),
  delete: <T>(path: string) => request<T>("DELETE", path),
  /** Downloads need the token too, so they come through here rather than a plain link. */
  download,
};
