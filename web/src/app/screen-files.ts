// The screens a shopper may land on by address, as files to fetch, with no React in this module:
// the page's entry (pages/take-over/take-over.ts) starts the one for the address at once, beside
// the app, instead of after the app has started and rendered its frame; AppRoutes loads the same
// files (the listing's through features/catalogue/listing-screen.ts, which names the same module),
// which the browser then already has.
export const screenFiles = {
  product: () => import("@/features/product/ProductPage.js"),
  listing: () => import("@/features/catalogue/ListingPage.js"),
  policy: () => import("@/features/policies/PolicyPage.js"),
  profile: () => import("@/features/account/ProfilePage.js"),
  login: () => import("@/features/account/LoginPage.js"),
  register: () => import("@/features/account/RegisterPage.js"),
};

export type ScreenName = keyof typeof screenFiles;

/** The screen the address shows, when it is one of those above (the home page is in the app). */
export function screenAt(pathname: string): ScreenName | undefined {
  if (/^\/product\//.test(pathname)) return "product";
  if (/^\/(dress|saree|material|collections)(\/|$)/.test(pathname)) return "listing";
  if (/^\/components\//.test(pathname)) return "policy";
  if (/^\/(profile|login|register)\/?$/.test(pathname)) return pathname.replace(/\//g, "") as ScreenName;
  return undefined;
}
