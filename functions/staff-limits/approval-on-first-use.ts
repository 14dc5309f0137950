import type { doneOrSentForApproval as DoneOrSent } from "./sent-for-approval.js";

// The routes' way into maker-checker (issue 39): the payout and its approval request load on the
// first payout a process makes, so the API's cold start (tests/infra/lambda-bundles.test.ts) does
// not carry the approval queue for every shopper's page view.
export async function doneOrSentForApproval<T>(...args: Parameters<typeof DoneOrSent<T>>): ReturnType<typeof DoneOrSent<T>> {
  return (await import("./sent-for-approval.js")).doneOrSentForApproval(...args);
}
