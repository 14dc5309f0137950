import { releaseLapsedHolds } from "../checkout/release-hold.js";
import { createDb } from "../data/db.js";
import { createRepositories } from "../data/repositories.js";
import { expireAllStoreCredit } from "../store-credit/expire-store-credit.js";
import { shopDate } from "../../shared/shop-calendar.js";
import { loadConfig } from "./load-config.js";

// The cloud's once-a-minute sweep (an sst.aws.Cron): puts the pieces of lapsed checkout holds
// back in stock, and once a day expires store credit and gift cards whose term ran out (docs/after-the-sale.md)
// and writes the day's review requests (docs/reviews.md) and counts the pieces kept (docs/fit-advice.md).
// It reads and writes only the table: no secret is used, so none is linked.
const repos = createRepositories(createDb(loadConfig([])));

/** 03:00 in India (21:30 UTC): the one minute a day the once-a-minute sweep also expires store credit. */
export const isDailyExpiryMinute = (now: Date) => now.getUTCHours() === 21 && now.getUTCMinutes() === 30;

export async function handler(): Promise<{ released: number; creditExpired: number; reviewRequests: number }> {
  let released = 0;
  // A page at a time until none is left (a burst of abandoned checkouts can exceed one page).
  for (let page = await releaseLapsedHolds(repos); page > 0; page = await releaseLapsedHolds(repos)) released += page;
  if (released > 0) console.log(JSON.stringify({ level: "info", message: "released lapsed checkout holds", released }));
  // Expiry finds holders by scanning the table: once a day (03:00 IST) is enough, as checkout
  // expires a shopper's own ran-out credit before spending it (docs/after-the-sale.md).
  const now = repos.db.now();
  const creditExpired = isDailyExpiryMinute(now) ? await expireAllStoreCredit(repos, now) : 0;
  if (creditExpired > 0) console.log(JSON.stringify({ level: "info", message: "expired store credit", shoppers: creditExpired }));
  // Gift cards whose term ended: what they held leaves the shop's liability as expired (issue 45).
  const giftCardsExpired = isDailyExpiryMinute(now) ? await (await import("../gift-cards/expire-gift-cards.js")).expireGiftCards(repos, now) : 0;
  if (giftCardsExpired > 0) console.log(JSON.stringify({ level: "info", message: "expired gift cards", cards: giftCardsExpired }));
  // The same daily minute asks for reviews a set number of days after delivery, once per order (issue 27).
  const reviewRequests = isDailyExpiryMinute(now) ? await (await import("../reviews/review-requests.js")).sendReviewRequests(repos, now) : 0;
  if (reviewRequests > 0) console.log(JSON.stringify({ level: "info", message: "review requests written", orders: reviewRequests }));
  // Pieces kept past their return window join the products' fit evidence, once per order (issue 46).
  const keptOrders = isDailyExpiryMinute(now) ? await (await import("../fit-advice/count-kept-orders.js")).countKeptOrders(repos, now) : 0;
  if (keptOrders > 0) console.log(JSON.stringify({ level: "info", message: "kept pieces counted", orders: keptOrders }));
  // And rolls up each closed day's sales into one item, for the sales report's long windows (issue 29).
  const salesDays = isDailyExpiryMinute(now) ? await (await import("../data/sales-days.js")).rollUpClosedDays(repos.db, shopDate(now)) : 0;
  if (salesDays > 0) console.log(JSON.stringify({ level: "info", message: "sales days rolled up", days: salesDays }));
  return { released, creditExpired, reviewRequests };
}
