// Handlers that test the fresh-process harness's Lambda limits (tests/infra/lambda-limits.test.ts),
// built like any function's bundle: one runs longer than asked, one answers a given size, one holds memory.

interface Context {
  getRemainingTimeInMillis(): number;
}

/** Answers after `ms`, with the time the context said was left at the start. */
export async function sleeps(event: { ms: number }, context: Context) {
  const left = context.getRemainingTimeInMillis();
  await new Promise((resolve) => setTimeout(resolve, event.ms));
  return { left };
}

/** Answers a body of `bytes` characters, as an HTTP answer. */
export function answers(event: { bytes: number }) {
  return { statusCode: 200, headers: { "content-type": "text/plain" }, body: "x".repeat(event.bytes) };
}

/** Holds `mb` megabytes (written, so they are resident) for a moment, then answers. */
export async function holds(event: { mb: number }) {
  const held = Buffer.alloc(event.mb * 1024 * 1024, 1);
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  return { held: held.length };
}
