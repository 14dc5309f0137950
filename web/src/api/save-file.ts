import type { DownloadedFile } from "./client.js";

/** Hands a downloaded file to the browser's own save, under the name the server gave it; returns that name. */
export function saveFile(file: DownloadedFile): string {
  const href = URL.createObjectURL(file.blob);
  const link = Object.assign(document.createElement("a"), { href, download: file.fileName });
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by now; the object URL can go after the click is handled.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
  return file.fileName;
}

/**
 * Follows a link whose answer is a file sent as an attachment (a presigned address in the shop's
 * bucket): the browser saves it and the page stays. `download` names it when the link is the
 * page's own origin; from the bucket, its Content-Disposition does.
 */
export function followDownload(url: string, fileName: string): void {
  const link = Object.assign(document.createElement("a"), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
}
