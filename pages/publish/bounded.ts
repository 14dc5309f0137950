/** How many pages a run has under way at once (read, rendered one at a time by the renderer, written): enough to hide S3's latency. */
export const AT_ONCE = 16;

/** `work` on every item, at most `limit` at a time; the answers in the items' order. */
export async function eachBounded<T, R>(items: readonly T[], work: (item: T) => Promise<R>, limit = AT_ONCE): Promise<R[]> {
  const answers = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const at = next++;
      answers[at] = await work(items[at]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return answers;
}
