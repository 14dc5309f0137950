import { writeGeneration } from "./write-generation.js";

/**
 * One read shared by every caller of a process (single-flight): callers that arrive while it is
 * under way wait for it instead of starting their own, and callers within `freshMs` of its start
 * get its answer too, unless this process has written to the table since it began
 * (write-generation.ts). A read that fails is not kept: the next caller reads again.
 */
export function sharedRead<T>(read: () => Promise<T>, options: { freshMs: number; now?: () => number }): () => Promise<T> {
  const now = options.now ?? Date.now;
  let current: { answer: Promise<T>; startedAt: number; generation: number; settled: boolean } | undefined;
  return () => {
    const generation = writeGeneration();
    if (current && current.generation === generation && (!current.settled || now() - current.startedAt < options.freshMs)) return current.answer;
    const flight = { answer: read(), startedAt: now(), generation, settled: false };
    current = flight;
    flight.answer.then(
      () => {
        flight.settled = true;
      },
      () => {
        if (current === flight) current = undefined;
      },
    );
    return flight.answer;
  };
}

/**
 * Reads shared by key only while they run (no window): a caller asking for a key whose read is
 * under way, with no write sent by this process since it began, waits for that read instead of
 * starting its own. What it answers is what a read of its own could have answered.
 */
export function joinedReads<T>(): (key: string, read: () => Promise<T>) => Promise<T> {
  const flights = new Map<string, { answer: Promise<T>; generation: number }>();
  return (key, read) => {
    const generation = writeGeneration();
    const running = flights.get(key);
    if (running && running.generation === generation) return running.answer;
    const flight = { answer: read(), generation };
    flights.set(key, flight);
    const done = () => {
      if (flights.get(key) === flight) flights.delete(key);
    };
    flight.answer.then(done, done);
    return flight.answer;
  };
}
