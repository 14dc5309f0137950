import { performance } from "node:perf_hooks";

/** The API function's declared timeout (infra/cloud/api.ts) and Lambda's cap on an answer's size. */
export const API_TIMEOUT_S = 20;
export const LAMBDA_ANSWER_BYTES = 6 * 1024 * 1024;

export interface Timed {
  ms: number;
  status: number;
  bytes: number;
}

/** One request read to its last byte, timed; given up after `giveUpS` (a figure then says so). */
export async function timedFetch(url: string, init: RequestInit = {}, giveUpS = 5 * API_TIMEOUT_S): Promise<Timed> {
  const started = performance.now();
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(giveUpS * 1000) });
    let bytes = 0;
    const reader = response.body?.getReader();
    for (let read = await reader?.read(); read && !read.done; read = await reader!.read()) bytes += read.value.byteLength;
    return { ms: performance.now() - started, status: response.status, bytes };
  } catch (error) {
    if (error instanceof DOMException && (error.name === "TimeoutError" || error.name === "AbortError")) {
      throw new Error(`no answer within ${giveUpS} s (the API's timeout is ${API_TIMEOUT_S} s)`, { cause: error });
    }
    throw error;
  }
}

/** A figure past what the API function may take or answer is a failure in the cloud, whatever it took here. */
export function asCloudFigure(timed: Timed, value: number): number | string {
  const over: string[] = [];
  if (timed.status >= 400) over.push(`answered ${timed.status}`);
  if (timed.ms > API_TIMEOUT_S * 1000) over.push(`past the API's ${API_TIMEOUT_S} s timeout`);
  if (timed.bytes > LAMBDA_ANSWER_BYTES) over.push(`${(timed.bytes / 2 ** 20).toFixed(1)} MB, over Lambda's 6 MB answer`);
  return over.length ? `failed: ${value} (${over.join("; ")})` : value;
}
