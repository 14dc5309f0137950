// The owner's settings (DESIGN 10): read and saved whole through the SPA's API client.
import type { ShopSettingsInput } from "@shared/schemas/settings.js";
import { api } from "@/api/client.js";
import type { Answer } from "@/api/contract.js";

export type ShopSettings = Answer<"/settings", "$get">["data"];
/** What the form sends: the whole shipping section, over the version it was loaded with. */
export type SettingsRequest = ShopSettingsInput;

export async function fetchSettings(signal?: AbortSignal): Promise<ShopSettings> {
  const body = await api.get<Answer<"/settings", "$get">>("/settings", undefined, signal);
  return body.data;
}

export async function saveSettings(request: SettingsRequest): Promise<ShopSettings> {
  const body = await api.put<Answer<"/settings", "$put">>("/settings", request);
  return body.data;
}
