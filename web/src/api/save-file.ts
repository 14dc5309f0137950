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
