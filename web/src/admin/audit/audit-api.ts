// The owner's audit log: GET /api/audit with filters, a page at a time.
import { api } from "../../api/client.js";
import type { Answer } from "../../api/contract.js";

export type AuditEntry = Answer<"/audit", "$get">["data"][number];

export interface AuditFilter {
  entity: string;
  actor: string;
  from: string;
  to: string;
}

export async function fetchAuditPage(filter: AuditFilter, cursor?: string, signal?: AbortSignal): Promise<{ entries: AuditEntry[]; nextCursor: string | null }> {
  const query = Object.fromEntries(Object.entries({ ...filter, cursor: cursor ?? "", limit: "30" }).filter(([, value]) => value.trim() !== ""));
  const body = await api.get<Answer<"/audit", "$get">>("/audit", query, signal);
  return { entries: body.data, nextCursor: body.pagination.nextCursor };
}
