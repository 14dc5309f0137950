import { queryPage } from "../data/query-page.js";
import type { Repositories } from "../data/repositories.js";
import { releaseHold } from "./release-hold.js";

/** A shopper has at most a handful of checkouts open at once; more are read on the next checkout. */
const AT_MOST = 10;

/**
 * Releases a shopper's own open checkouts (pieces held, unpaid) when she starts another (issue 22):
 * otherwise her abandoned checkout keeps the last piece from her for the rest of its hold ("sold
 * out in size M"). Each goes through releaseHold, so it happens once and only while the order is
 * still held. A checkout whose bank approval is waiting for Razorpay's capture (UPI) is left alone:
 * that money is on its way. Her holds that lapsed and the sweep has not reached yet are released
 * as lapsed, so they stop counting against her account's caps (open-checkouts.ts). A payment for
 * a released checkout arriving later takes the pieces again if they are still there, or is
 * refunded in full (confirm-payment.ts); its Razorpay order is left to expire, as when Checkout is
 * closed. The caps themselves are kept by the count her checkout takes in its own transaction:
 * this read only lets go of what she no longer needs.
 */
export interface OwnCheckouts {
  /** How many of her open checkouts were released for the new one. */
  released: number;
  /** The earliest hold among those released: the new one may not outlast it (holds are not renewed). */
  earliestReleasedExpiry?: string;
  /** Checkouts still open (a UPI payment waiting for capture) and the pieces they hold. */
  stillOpen: number;
  piecesStillHeld: number;
}

/** The sweep runs every minute: a hold lapsed longer ago than this has been released by it. */
const SWEEP_SLACK_SECONDS = 15 * 60;

export async function releaseOwnOpenCheckouts(repos: Repositories, userId: string, holdSeconds: number): Promise<OwnCheckouts> {
  // Holds last holdSeconds from the order's creation; her lapsed ones the sweep has not reached
  // yet are read too, so that they stop counting against her caps now.
  const now = repos.db.now();
  const since = new Date(now.getTime() - (holdSeconds + SWEEP_SLACK_SECONDS) * 1000).toISOString();
  const page = await queryPage(repos.db, {
    index: "gsi2",
    partition: `USER_ORDERS#${userId}`,
    sortAfter: since,
    newestFirst: true,
    limit: AT_MOST,
    matches: (item) => (item.hold as { status?: string } | undefined)?.status === "held" && item.isPaid !== true,
  });
  const result: OwnCheckouts = { released: 0, stillOpen: 0, piecesStillHeld: 0 };
  for (const item of page.items) {
    const expiresAt = String((item.hold as { expiresAt?: string }).expiresAt ?? "");
    if (expiresAt && new Date(expiresAt) <= now) {
      // Lapsed (awaiting a capture or not): released as the sweep would, its hold passed on to nothing.
      await releaseHold(repos, String(item.id), "lapsed", { onlyIfLapsed: true });
    } else if (item.awaitingConfirmationSince !== undefined) {
      result.stillOpen++;
      result.piecesStillHeld += ((item.orderItems as Array<{ quantity: number }> | undefined) ?? []).reduce((sum, line) => sum + line.quantity, 0);
    } else if (await releaseHold(repos, String(item.id), "new-checkout")) {
      result.released++;
      if (expiresAt && (!result.earliestReleasedExpiry || expiresAt < result.earliestReleasedExpiry)) result.earliestReleasedExpiry = expiresAt;
    }
  }
  return result;
}
