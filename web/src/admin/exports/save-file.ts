import type { DownloadedFile } from "../../api/client.js";

/** Hands a downloaded file to the browser's own "save" (a link to an object URL, clicked once). */
export function saveFile(file: DownloadedFile, fallbackName: string): string {
  const name = file.filename ?? fallbackName;
  const href = URL.createObjectURL(file.blob);
  const link = document.createElement("a");
  link.href = href;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the save; the URL is let go once the browser has read it.
  window.setTimeout(() => URL.revokeObjectURL(href), 60_000);
  return name;
}
