import { api } from "@/api/client.js";
import type { Answer } from "@/api/contract.js";
import type { ShopEvent } from "@shared/schemas/shop-event.js";

export interface EventFeedPage {
  events: ShopEvent[];
  /** Ask with this next time; events come oldest first. */
  cursor: string;
}

/** GET /api/admin/events: without `after` the feed starts from now. */
export async function fetchEvents(after: string | undefined, signal?: AbortSignal): Promise<EventFeedPage> {
  const body = await api.get<Answer<"/admin/events", "$get">>("/admin/events", { after }, signal);
  return { events: body.data ?? [], cursor: body.cursor };
}
