// A payout route's 202 (issue 39): the action went to the owner's approval queue instead of being
// done. The screen shows the server's words ("Refunds over ₹2,000 a day need the owner's
// approval: sent for approval") and treats nothing as changed.

export interface SentForApproval {
  approval: { id: string; summary: string };
  message: string;
}

export function isSentForApproval(answer: unknown): answer is SentForApproval {
  return typeof answer === "object" && answer !== null && "approval" in answer && typeof (answer as { message?: unknown }).message === "string";
}
