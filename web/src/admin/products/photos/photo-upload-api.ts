// Adding a photo, as the server expects it (functions/media/photo-uploads.ts): ask the API for a
// presigned form, POST the file with it straight to the media bucket (XHR, for its upload
// progress), then ask the API to make the web-sized variants.
import { api } from "@/api/client.js";
import type { Answer } from "@/api/contract.js";

type StartedUpload = Answer<"/media/uploads", "$post">["data"];
export type UploadForm = StartedUpload["upload"];
export type UploadedPhoto = Answer<"/media/uploads/:mediaId/photo", "$post">["data"];

export async function requestUploadForm(contentType: string, bytes: number): Promise<StartedUpload> {
  return (await api.post<Answer<"/media/uploads", "$post">>("/media/uploads", { contentType, bytes })).data;
}

export async function makePhotoVariants(mediaId: string): Promise<UploadedPhoto> {
  return (await api.post<Answer<"/media/uploads/:mediaId/photo", "$post">>(`/media/uploads/${encodeURIComponent(mediaId)}/photo`)).data;
}

/** Why the bucket refused an upload, in the admin's words (S3 answers in XML). */
export class StorageRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = "StorageRefusal";
  }
}

function refusalText(status: number, xml: string): string {
  const code = /<Code>([^<]*)<\/Code>/.exec(xml)?.[1] ?? "";
  const message = /<Message>([^<]*)<\/Message>/.exec(xml)?.[1] ?? "";
  if (code === "EntityTooLarge") return "The photo is larger than 15 MB.";
  if (/Policy expired/i.test(message)) return "The upload took longer than its 5 minutes. Retry to send it again.";
  if (status === 0) return "The photo could not be sent: the connection was lost. Retry when you are online.";
  return `The photo storage refused it (${code || status}${message ? `: ${message}` : ""}).`;
}

/** POSTs the file with the form's fields to the bucket, reporting progress from 0 to 1. */
export function sendToStorage(form: UploadForm, file: Blob, onProgress: (fraction: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(form.fields)) body.append(name, value);
    // S3 reads the fields before the file, so the file goes last.
    body.append("file", file);
    const xhr = new XMLHttpRequest();
    xhr.open("POST", form.url);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve();
      } else {
        reject(new StorageRefusal(refusalText(xhr.status, xhr.responseText)));
      }
    };
    xhr.onerror = () => reject(new StorageRefusal(refusalText(0, "")));
    xhr.send(body);
  });
}
