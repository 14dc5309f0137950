import { lazyScreen } from "@/lib/lazy-screen.js";

/**
 * The listings' and search results' screen: fetched when a page needs it, or ahead (the home page
 * idle, the search box focused), so a search sent from the home page asks the server at once.
 */
export const listingScreen = lazyScreen(() => import("./ListingPage.js"));
