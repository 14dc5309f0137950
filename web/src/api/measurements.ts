// A shopper's measurement profiles (GET/POST /api/measurements, PUT/DELETE /api/measurements/:id,
// issue 26), kept in her account and chosen on the product page for a custom piece.
import type { MeasurementProfile, MeasurementProfileBody } from "@shared/schemas/measurement-profile.js";
import { api } from "./client.js";
import { postToStorage } from "./post-to-storage.js";
import type { Answer } from "./contract.js";

export type { MeasurementProfile, MeasurementProfileBody } from "@shared/schemas/measurement-profile.js";

export async function fetchMeasurements(signal?: AbortSignal): Promise<MeasurementProfile[]> {
  const body = await api.get<Answer<"/measurements", "$get">>("/measurements", undefined, signal);
  return Array.isArray(body.data) ? body.data : [];
}

export async function saveMeasurements(profile: MeasurementProfileBody, id?: string): Promise<MeasurementProfile> {
  const body = id
    ? await api.put<Answer<"/measurements/:id", "$put">>(`/measurements/${encodeURIComponent(id)}`, profile)
    : await api.post<Answer<"/measurements", "$post">>("/measurements", profile);
  return body.data;
}

export async function removeMeasurements(id: string): Promise<void> {
  await api.delete<Answer<"/measurements/:id", "$delete">>(`/measurements/${encodeURIComponent(id)}`);
}

/** Sends a reference photo straight to the shop's storage; its key goes on the profile. */
export async function uploadReferencePhoto(file: File): Promise<string> {
  const started = (await api.post<Answer<"/measurements/photo-upload", "$post">>("/measurements/photo-upload", { contentType: file.type, bytes: file.size })).data;
  await postToStorage(started.upload, file, "The photo");
  return started.key;
}

/** Her saved photo, fetched with the session (it is private: a plain <img src> cannot fetch it). */
export async function fetchReferencePhoto(key: string): Promise<Blob> {
  const file = key.split("/").pop() ?? "";
  return (await api.download(`/measurements/photos/${encodeURIComponent(file)}`)).blob;
}
