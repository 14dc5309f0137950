import { describe, expect, it } from "vitest";
import { DEPLOY_EVENT, FEEDS_SCHEDULE_EVENT } from "../../pages/publish/event-names.js";
import { publisherRunOf, UnknownPublisherEvent } from "../../pages/publish/publisher-event.js";

// The page publisher reads its event by name: each caller says what it asks for, and an event
// nobody named renders nothing (an empty one once re-rendered the whole shop every hour).

describe("what the page publisher is asked to do", () => {
  it("reads each caller's event by its name", () => {
    const saved = { Records: [{ eventName: "MODIFY", dynamodb: { Keys: { pk: { S: "PRODUCT#p1" }, sk: { S: "PRODUCT" } } } }] };
    expect(publisherRunOf(saved)).toEqual({ run: "changes", changes: { products: new Set(["p1"]), collections: false } });
    expect(publisherRunOf({ job: { siteWide: true } })).toEqual({ run: "job", job: { siteWide: true } });
    expect(publisherRunOf(FEEDS_SCHEDULE_EVENT)).toEqual({ run: "job", job: { feeds: true } });
    expect(publisherRunOf(DEPLOY_EVENT)).toEqual({ run: "deploy" });
  });

  it("refuses an event nobody named: empty, EventBridge's own scheduled event, an unknown job, nothing at all", () => {
    const scheduled = { version: "0", "detail-type": "Scheduled Event", source: "aws.events", detail: {} };
    for (const event of [{}, scheduled, { job: "everything" }, { reason: "because" }, null, undefined, "deploy"]) {
      expect(() => publisherRunOf(event), JSON.stringify(event)).toThrow(UnknownPublisherEvent);
    }
    expect(() => publisherRunOf({})).toThrow("The page publisher does not know this event, so it renders nothing: {}");
  });
});
