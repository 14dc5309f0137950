import type { Db } from "../data/db.js";
import { mailSuppressions } from "../data/mail-suppressions.js";
import { log } from "../logger.js";
import { readSnsEvent, type SnsEvent } from "./ses-feedback.js";

export interface FeedbackResult {
  /** Addresses newly suppressed by this event. */
  suppressed: number;
  /** Addresses it named that were suppressed already (SNS delivered it again, or a second bounce). */
  alreadySuppressed: number;
  /** Records that were not SES's JSON. */
  unreadable: number;
}

/**
 * Records every address SES's bounce and complaint notifications in this SNS event say to stop
 * mailing. Safe to run again on the same event: each address is written once.
 */
export async function recordSesFeedback(db: Db, event: SnsEvent): Promise<FeedbackResult> {
  const { suppress, unreadable } = readSnsEvent(event);
  const suppressions = mailSuppressions(db);
  const result: FeedbackResult = { suppressed: 0, alreadySuppressed: 0, unreadable: unreadable.length };
  for (const { address, ...suppression } of suppress) {
    if (await suppressions.suppress(address, suppression)) result.suppressed++;
    else result.alreadySuppressed++;
  }
  // Never the address itself: the logs are kept longer than a closed account's data.
  for (const messageId of unreadable) log.warn("SES feedback that is not SES's JSON was skipped", { snsMessageId: messageId });
  if (suppress.length > 0) log.info("SES feedback recorded", { ...result, feedbackIds: [...new Set(suppress.map((s) => s.feedbackId))] });
  return result;
}
