import { watchRouter, watchTable } from "./alarms.js";
import { router } from "./router.js";
import { table } from "./table.js";

// The alarms that watch shared parts; each function's own alarms come with it (shop-function.ts).
watchTable(table, "ShopTable");
watchRouter(router, "ShopRouter");
