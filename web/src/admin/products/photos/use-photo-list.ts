import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError } from "@/api/client.js";
import { makePhotoVariants, requestUploadForm, sendToStorage, StorageRefusal } from "./photo-upload-api.js";
import { PhotoRefused, preparePhoto } from "./prepare-photo.js";

// The form's photos in order: those already on the product, and each file being added, from
// its upload to its web-sized variants. Only a photo whose variants exist counts as added.

export type PhotoState = "sending" | "processing" | "ready" | "failed";

export interface PhotoItem {
  key: string;
  /** The file's name, or "Photo N" for one already saved. */
  name: string;
  state: PhotoState;
  /** Upload progress, 0 to 1, while sending. */
  progress: number;
  /** Once ready: the address the product stores. */
  url?: string;
  /** Why it failed, in words the admin can act on. */
  reason?: string;
  /** Kept until the photo is ready, so a failure can be retried. */
  file?: File;
}

let nextKey = 0;
const newKey = () => `photo-${++nextKey}`;

function reasonOf(error: unknown): string {
  if (error instanceof PhotoRefused || error instanceof StorageRefusal || error instanceof ApiError) return error.message;
  return "Something went wrong while adding the photo. Retry.";
}

export interface PhotoList {
  items: PhotoItem[];
  add(files: Iterable<File>): void;
  retry(key: string): void;
  remove(key: string): void;
  /** Moves a photo one place earlier (-1) or later (+1); the first is the main picture. */
  move(key: string, by: -1 | 1): void;
}

/** `onChange` hears the ready photos' addresses in order and how many are not ready yet. */
export function usePhotoList(initial: readonly string[], onChange: (photos: string[], pending: number) => void): PhotoList {
  const [items, setItems] = useState<PhotoItem[]>(() =>
    initial.map((url, index) => ({ key: newKey(), name: `Photo ${index + 1}`, state: "ready", progress: 1, url })),
  );
  const report = useRef(onChange);
  report.current = onChange;
  // What the form last heard: progress ticks change nothing it needs (and would clear its error).
  const reported = useRef(JSON.stringify([initial, 0]));

  useEffect(() => {
    const ready = items.filter((item) => item.state === "ready" && item.url).map((item) => item.url!);
    const pending = items.length - ready.length;
    const now = JSON.stringify([ready, pending]);
    if (now === reported.current) return;
    reported.current = now;
    report.current(ready, pending);
  }, [items]);

  const update = useCallback((key: string, change: Partial<PhotoItem>) => {
    // A photo removed while it was uploading stays removed.
    setItems((now) => now.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const send = useCallback(
    async (key: string, file: File) => {
      update(key, { state: "sending", progress: 0, reason: undefined });
      try {
        const ready = await preparePhoto(file);
        const started = await requestUploadForm(ready.contentType, ready.file.size);
        await sendToStorage(started.upload, ready.file, (progress) => update(key, { progress }));
        update(key, { state: "processing" });
        const photo = await makePhotoVariants(started.mediaId);
        update(key, { state: "ready", url: photo.url, file: undefined });
      } catch (error) {
        update(key, { state: "failed", reason: reasonOf(error) });
      }
    },
    [update],
  );

  return {
    items,
    add(files) {
      const added = [...files].map((file): PhotoItem => ({ key: newKey(), name: file.name || "Photo", state: "sending", progress: 0, file }));
      setItems((now) => [...now, ...added]);
      for (const item of added) void send(item.key, item.file!);
    },
    retry(key) {
      const item = items.find((candidate) => candidate.key === key);
      if (item?.file) void send(key, item.file);
    },
    remove(key) {
      setItems((now) => now.filter((item) => item.key !== key));
    },
    move(key, by) {
      setItems((now) => {
        const from = now.findIndex((item) => item.key === key);
        const to = from + by;
        if (from < 0 || to < 0 || to >= now.length) return now;
        const next = [...now];
        [next[from], next[to]] = [next[to]!, next[from]!];
        return next;
      });
    },
  };
}
