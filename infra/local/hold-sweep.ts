import { releaseLapsedHolds } from "../../functions/checkout/release-hold.js";
import { expireAllStoreCredit } from "../../functions/store-credit/expire-store-credit.js";
import { expireGiftCards } from "../../functions/gift-cards/expire-gift-cards.js";
import type { Repositories } from "../../functions/data/repositories.js";
import { sendReviewRequests } from "../../functions/reviews/review-requests.js";
import { countKeptOrders } from "../../functions/fit-advice/count-kept-orders.js";
import { rollUpClosedDays } from "../../functions/data/sales-days.js";
import { shopDate } from "../../shared/shop-calendar.js";

/**
 * The local stand-in for the cloud's once-a-minute Cron: puts the pieces of lapsed checkout holds
 * back in stock, then expires store credit and gift cards whose term ran out, then writes the review requests due,
 * counts the pieces kept past their return window
 * and rolls up each closed day's sales that lacks its item (the cloud does these once a day). A sweep still running when the next is due is not doubled; failures (DynamoDB
 * Local restarting) are logged and the next tick tries again.
 */
export function startHoldSweep(repos: Repositories, everyMs = 60_000): { stop(): void } {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    releaseLapsedHolds(repos)
      .then((released) => {
        if (released > 0) console.log(`hold sweep: released ${released} lapsed checkout hold${released === 1 ? "" : "s"}`);
        return expireAllStoreCredit(repos, repos.db.now());
      })
      .then((shoppers) => {
        if (shoppers > 0) console.log(`hold sweep: expired store credit of ${shoppers} shopper${shoppers === 1 ? "" : "s"}`);
        return expireGiftCards(repos, repos.db.now());
      })
      .then((cards) => {
        if (cards > 0) console.log(`hold sweep: expired ${cards} gift card${cards === 1 ? "" : "s"}`);
        return sendReviewRequests(repos, repos.db.now());
      })
      .then((asked) => {
        if (asked > 0) console.log(`hold sweep: asked ${asked} order${asked === 1 ? "" : "s"} for reviews`);
        return countKeptOrders(repos, repos.db.now());
      })
      .then((kept) => {
        if (kept > 0) console.log(`hold sweep: counted the kept pieces of ${kept} order${kept === 1 ? "" : "s"}`);
        return rollUpClosedDays(repos.db, shopDate(repos.db.now()));
      })
      .then((days) => {
        if (days > 0) console.log(`hold sweep: rolled up the sales of ${days} closed day${days === 1 ? "" : "s"}`);
      })
      .catch((error: unknown) => console.warn("hold sweep:", error instanceof Error ? error.message : error))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
