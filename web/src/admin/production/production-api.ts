import { api } from "@/api/client.js";
import type { Answer } from "@/api/contract.js";
import { saveFile } from "@/api/save-file.js";
import type { ProductionStage } from "@shared/made-to-measure/production.js";

// The production board's calls (docs/made-to-measure.md, "Production"), typed by the server's routes.

export type BoardJob = Answer<"/production", "$get">["data"][number];

export async function fetchBoard(signal?: AbortSignal): Promise<BoardJob[]> {
  return (await api.get<Answer<"/production", "$get">>("/production", undefined, signal)).data;
}

/** Moves a piece from the stage the board showed; a stale board is answered 409 with where it is now. */
export async function moveStage(id: string, from: ProductionStage, to: ProductionStage, note?: string): Promise<BoardJob> {
  return (await api.post<Answer<"/production/:id/stage", "$post">>(`/production/${encodeURIComponent(id)}/stage`, { from, to, ...(note?.trim() ? { note: note.trim() } : {}) })).data;
}

/** Downloads the tailor's job card PDF; returns the file's name. */
export async function saveJobCard(id: string): Promise<string> {
  return saveFile(await api.download(`/production/${encodeURIComponent(id)}/job-card`));
}
