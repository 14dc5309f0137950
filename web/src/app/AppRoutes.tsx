import { lazy, Suspense, useEffect } from "react";
import { Navigate, Route, Routes } from "react-router-dom";
import { MOVED_PAGES } from "@shared/moved-pages.js";
import HomeRoute from "@/features/catalogue/HomePage.js";
import { LoadingScreen } from "./LoadingScreen.js";
import { lazyScreen } from "@/lib/lazy-screen.js";
import { screenAt, screenFiles } from "./screen-files.js";
import { listingScreen } from "@/features/catalogue/listing-screen.js";
import { ShopLayout } from "./ShopLayout.js";
import { PAYMENT_RECEIVED_EVENT } from "@/lib/payment-messages.js";

// Only the frame and the home page are in the first download; every other screen comes on demand.
const product = lazyScreen(screenFiles.product);
const policy = lazyScreen(screenFiles.policy);
// Fetched ahead the moment a payment goes through, so the order shows with nothing blank before it.
const profile = lazyScreen(screenFiles.profile);
const register = lazyScreen(screenFiles.register);
const login = lazyScreen(screenFiles.login);
const ListingPage = listingScreen.Screen;
const ProductPage = product.Screen;
const PolicyPage = policy.Screen;
const RegisterPage = register.Screen;
const LoginPage = login.Screen;
const ProfilePage = profile.Screen;
const ForgotPasswordPage = lazy(() => import("@/features/account/password/ForgotPasswordPage.js"));
const ResetPasswordPage = lazy(() => import("@/features/account/password/ResetPasswordPage.js"));
const AcceptInvitationPage = lazy(() => import("@/features/account/password/AcceptInvitationPage.js"));
const VerifyEmailPage = lazy(() => import("@/features/account/password/VerifyEmailPage.js"));
const FinishSignupPage = lazy(() => import("@/features/account/FinishSignupPage.js"));
const TrackOrderPage = lazy(() => import("@/features/account/track/TrackOrderPage.js"));
const BackInStockConfirmPage = lazy(() => import("@/features/product/BackInStockConfirmPage.js"));
const GiftCardBalancePage = lazy(() => import("@/features/gift-cards/GiftCardBalancePage.js"));
const BuyGiftCardPage = lazy(() => import("@/features/gift-cards/BuyGiftCardPage.js"));
const NotFoundPage = lazy(() => import("@/components/NotFoundPage.js"));
// Shoppers never download the admin area.
const AdminApp = lazy(() => import("@/admin/AdminApp.js"));

/**
 * Fetches the screen of the page at this path (a listing, a product, a policy, the account's), so it can render
 * without waiting: a shopper landing there gets it while the rest loads, and a pre-rendered page
 * is taken over only once it is here. Nothing to fetch for the home page (in the first download).
 */
export function loadScreenFor(pathname: string): Promise<unknown> {
  const screen = screenAt(pathname);
  return screen ? { product, listing: listingScreen, policy, profile, login, register }[screen].preload() : Promise.resolve();
}

const admin = (
  <Suspense fallback={<LoadingScreen label="Loading the admin area..." />}>
    <AdminApp />
  </Suspense>
);

/** The route table of docs/product.md section 2. */
export function AppRoutes() {
  useEffect(() => {
    const fetchProfile = () => void profile.preload();
    window.addEventListener(PAYMENT_RECEIVED_EVENT, fetchProfile);
    return () => window.removeEventListener(PAYMENT_RECEIVED_EVENT, fetchProfile);
  }, []);
  return (
    <Routes>
      <Route path="/admin-login" element={admin} />
      <Route path="/admin/*" element={admin} />
      <Route path="/" element={<ShopLayout />}>
        <Route index element={<HomeRoute />} />
        <Route path="dress" element={<ListingPage />} />
        <Route path="dress/:type" element={<ListingPage />} />
        <Route path="saree" element={<ListingPage />} />
        <Route path="saree/:type" element={<ListingPage />} />
        <Route path="material" element={<ListingPage />} />
        <Route path="material/:type" element={<ListingPage />} />
        <Route path="collections/:collection" element={<ListingPage />} />
        <Route path="product/:productId" element={<ProductPage />} />
        <Route path="register" element={<RegisterPage />} />
        <Route path="login" element={<LoginPage />} />
        <Route path="profile" element={<ProfilePage />} />
        <Route path="forgot-password" element={<ForgotPasswordPage />} />
        <Route path="reset-password" element={<ResetPasswordPage />} />
        <Route path="accept-invitation" element={<AcceptInvitationPage />} />
        <Route path="verify-email" element={<VerifyEmailPage />} />
        <Route path="finish-signup" element={<FinishSignupPage />} />
        <Route path="track" element={<TrackOrderPage />} />
        <Route path="back-in-stock/confirm" element={<BackInStockConfirmPage />} />
        <Route path="gift-cards" element={<BuyGiftCardPage />} />
        <Route path="gift-cards/balance" element={<GiftCardBalancePage />} />
        <Route path="components/:policy" element={<PolicyPage />} />
        {/* Moved addresses (the footer's old collection link): the server answers them with a 301,
            this sends on a link followed inside the app. */}
        {Object.entries(MOVED_PAGES).map(([from, to]) => (
          <Route key={from} path={from.slice(1)} element={<Navigate to={to} replace />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
