import { createDb } from "../data/db.js";
import { withLogContext } from "../logger.js";
import { recordSesFeedback, type FeedbackResult } from "../mail/record-feedback.js";
import type { SnsEvent } from "../mail/ses-feedback.js";
import { loadConfig } from "./load-config.js";

// SES's bounces and complaints, from the stage's SNS topic (infra/cloud/mail-feedback.ts): each
// address that bounced for good or complained is suppressed, and the outbox sends it nothing more.
// It writes only the table, so that is all it is linked to. A failure is thrown, so SNS retries.
const config = loadConfig([]);
const db = createDb(config);

interface FeedbackContext {
  awsRequestId?: string;
}

export function handler(event: SnsEvent, context?: FeedbackContext): Promise<FeedbackResult> {
  return withLogContext({ stage: config.stage, ...(context?.awsRequestId ? { requestId: context.awsRequestId } : {}) }, () => recordSesFeedback(db, event));
}
