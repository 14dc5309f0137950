// Product image addresses (docs/product.md section 5): entered one per line, blank lines ignored, and an
// address without http:// or https:// gets https:// in front. The shop's own pictures live under
// /images/ on the same origin (the demo catalogue's), and uploaded photos under /media/
// (shared/media.ts), so such paths are kept as they are. Used by
// the server's product schema and the admin form's preview alike.

import { isPhotoAddress, parsePhotoAddress } from "./media.js";

export const MAX_IMAGE_URL_LENGTH = 2048;
export const MAX_IMAGES = 12;

const SITE_PATH = /^\/images\/[A-Za-z0-9._~%\-/]+$/;
const WEB_SCHEME = /^https?:\/\//i;
/** "javascript:", "data:", "ftp://"... but not "cdn.example.in:8080/x.jpg", where a port follows the colon. */
const OTHER_SCHEME = /^[a-z][a-z0-9+.-]*:(?!\d)/i;

/** The address as it will be stored: trimmed, with https:// added when no scheme was typed. */
export function normaliseImageUrl(entry: string): string {
  const url = entry.trim();
  if (url === "" || url.startsWith("/")) return url;
  if (WEB_SCHEME.test(url)) return url.replace(WEB_SCHEME, (scheme) => scheme.toLowerCase());
  if (OTHER_SCHEME.test(url)) return url;
  return `https://${url}`;
}

/** Why a normalised address cannot be used as a product picture, or null when it can. */
export function imageUrlProblem(url: string): string | null {
  if (url.length > MAX_IMAGE_URL_LENGTH) return `is longer than ${MAX_IMAGE_URL_LENGTH} characters`;
  if (/[\s"'<>\\`]/.test(url)) return "must not contain spaces, quotes, angle brackets or backslashes";
  if (isPhotoAddress(url)) {
    // A photo uploaded through the admin form; the server also checks that it exists.
    return parsePhotoAddress(url) ? null : "is not the address of a photo uploaded to this shop; add the photo again";
  }
  if (url.startsWith("/")) {
    if (!SITE_PATH.test(url) || url.split("/").includes("..")) return "must be a web address or a path under /images/";
    return null;
  }
  if (!WEB_SCHEME.test(url)) return "must be a web address starting with http:// or https://";
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return "is not a valid web address";
  }
  if (parsed.username || parsed.password) return "must not contain a user name or password";
  const host = parsed.hostname;
  // A word typed by mistake ("cotton") would otherwise become https://cotton.
  if (host !== "localhost" && !host.includes(".") && !host.startsWith("[")) return "must name a real host, such as images.example.in";
  return null;
}

export function isValidImageUrl(url: string): boolean {
  return imageUrlProblem(url) === null;
}

/** Each entry trimmed and normalised, blank ones dropped (validity is checked separately). */
export function normaliseImageUrls(entries: readonly string[]): string[] {
  return entries.map(normaliseImageUrl).filter((url) => url !== "");
}

/** The admin form's text box: one address per line. */
export function imageUrlsFromLines(text: string): string[] {
  return normaliseImageUrls(text.split(/\r?\n/));
}
