// The events the page publisher's callers send (publisher-event.ts reads them); infra/cloud's Cron
// and the deploy's invocation send these very objects.

/** The hourly schedule: the shopping feeds only. */
export const FEEDS_SCHEDULE_EVENT = { job: "feeds" } as const;
/** After each deploy's upload: every page. */
export const DEPLOY_EVENT = { reason: "deploy" } as const;
