// The owner's audit log: GET /api/audit with filters, a page at a time.
import { api } from "@/api/client.js";
import type { Answer } from "@/api/contract.js";

export type AuditEntry = Answer<"/audit", "$get">["data"][number];

export interface AuditFilter {
  entity: string;
  actor: string;
  from: string;
  to: string;
}

const indianInstant = (day: string, time: string) => new Date(`${day}T${time}+05:30`).toISOString();

export async function fetchAuditPage(filter: AuditFilter, cursor?: string, signal?: AbortSignal): Promise<{ entries: AuditEntry[]; nextCursor: string | null }> {
  // The owner's days are Indian days: from midnight to the last instant of the day in IST.
  const range = { from: filter.from && indianInstant(filter.from, "00:00:00.000"), to: filter.to && indianInstant(filter.to, "23:59:59.999") };
  const query = Object.fromEntries(Object.entries({ ...filter, ...range, cursor: cursor ?? "", limit: "30" }).filter(([, value]) => value.trim() !== ""));
  const body = await api.get<Answer<"/audit", "$get">>("/audit", query, signal);
  return { entries: body.data, nextCursor: body.pagination.nextCursor };
}
