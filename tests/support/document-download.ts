import { expect } from "vitest";

// A tax document's download as the SPA makes it: the API's answer (a short-lived link into the
// documents' bucket, after its checks), then the link followed without the session.

export interface DocumentLinkAnswer {
  url: string;
  fileName: string;
  expiresAt: string;
}

type Caller = { call(method: string, path: string, headers?: Record<string, string>): Promise<Response> };

/** The link the API hands out for `path` (200 expected), and what following it gives. */
export async function downloadDocument(shop: Caller, path: string, headers: Record<string, string>) {
  const answer = await shop.call("GET", path, headers);
  expect(answer.status, `${path}: ${answer.status}`).toBe(200);
  expect(answer.headers.get("cache-control")).toBe("private, no-store");
  const link = ((await answer.json()) as { data: DocumentLinkAnswer }).data;
  const file = await fetch(link.url);
  expect(file.status, link.url).toBe(200);
  return { link, file, bytes: new Uint8Array(await file.arrayBuffer()) };
}
