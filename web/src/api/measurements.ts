// A shopper's measurement profiles (GET/POST /api/measurements, PUT/DELETE /api/measurements/:id,
// issue 26), kept in her account and chosen on the product page for a custom piece.
import type { MeasurementProfile, MeasurementProfileBody } from "../../../shared/schemas/measurement-profile.js";
import { api } from "./client.js";
import type { Answer } from "./contract.js";

export type { MeasurementProfile, MeasurementProfileBody } from "../../../shared/schemas/measurement-profile.js";

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
