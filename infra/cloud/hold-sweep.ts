import { shopFunction } from "./shop-function.js";
import { table } from "./table.js";

// Puts the pieces of lapsed checkout holds back in stock once a minute (docs/checkout.md), and
// expires store credit whose term ran out (docs/after-the-sale.md). It
// reads and writes only the table, so that is all it is linked to. 256 MB: one query and a few
// small transactions a minute; 50 s leaves the next minute's run its own slot.
const sweeper = shopFunction("HoldSweep", {
  handler: "functions/lambda/release-holds.handler",
  memory: "256 MB",
  timeout: "50 seconds",
  link: [table],
});

export const holdSweep = new sst.aws.Cron("HoldSweepSchedule", { function: sweeper, schedule: "rate(1 minute)" });
