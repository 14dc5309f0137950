import { DEPLOY_EVENT, FEEDS_SCHEDULE_EVENT } from "./event-names.js";
import { isJobEvent } from "./lambda-hand-off.js";
import type { PublishJob } from "./publish-deps.js";
import { streamChanges } from "./stream-changes.js";

// What the page publisher is asked to do, read from its event by name only. Each caller says
// who it is: the table's stream (Records), a job handed off by another invocation ({job: {...}}),
// the hourly schedule ({job: "feeds"}, the Cron's event in infra/cloud/page-publisher.ts) and the
// deploy's invocation ({reason: "deploy"}). Anything else is refused: an empty event once made
// the hourly schedule re-render every page of the shop.


export type PublisherRun = { run: "changes"; changes: NonNullable<ReturnType<typeof streamChanges>> } | { run: "job"; job: PublishJob } | { run: "deploy" };

export class UnknownPublisherEvent extends Error {
  constructor(event: unknown) {
    const shown = JSON.stringify(event) ?? String(event);
    super(`The page publisher does not know this event, so it renders nothing: ${shown.length > 200 ? `${shown.slice(0, 200)}…` : shown}`);
    this.name = "UnknownPublisherEvent";
  }
}

const isObject = (event: unknown): event is Record<string, unknown> => typeof event === "object" && event !== null;

export function publisherRunOf(event: unknown): PublisherRun {
  const changes = streamChanges(event);
  if (changes) return { run: "changes", changes };
  if (isJobEvent(event)) return { run: "job", job: event.job };
  if (isObject(event) && event.job === FEEDS_SCHEDULE_EVENT.job) return { run: "job", job: { feeds: true } };
  if (isObject(event) && event.reason === DEPLOY_EVENT.reason) return { run: "deploy" };
  throw new UnknownPublisherEvent(event);
}
