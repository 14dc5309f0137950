import { lazy, Suspense } from "react";
import { Navigate, Route, Routes } from "react-router-dom";
import HomeRoute from "../features/catalogue/HomePage.js";
import { LoadingScreen } from "./LoadingScreen.js";
import { ShopLayout } from "./ShopLayout.js";

// Only the frame and the home page are in the first download; every other screen comes on demand.
const loadListingPage = () => import("../features/catalogue/ListingPage.js");
const loadProductPage = () => import("../features/product/ProductPage.js");
const ListingPage = lazy(loadListingPage);
const ProductPage = lazy(loadProductPage);
const PolicyPage = lazy(() => import("../features/policies/PolicyPage.js"));
const RegisterPage = lazy(() => import("../features/account/RegisterPage.js"));
const LoginPage = lazy(() => import("../features/account/LoginPage.js"));
const ProfilePage = lazy(() => import("../features/account/ProfilePage.js"));
const NotFoundPage = lazy(() => import("../components/NotFoundPage.js"));
// Shoppers never download the admin area.
const AdminApp = lazy(() => import("../admin/AdminApp.js"));

// A shopper landing on a listing or a product fetches its screen while the catalogue loads,
// not after it (one round trip less before the page paints); a failure shows when the route renders.
const landing = typeof window === "undefined" ? "" : window.location.pathname;
if (/^\/product\//.test(landing)) loadProductPage().catch(() => undefined);
else if (/^\/(dress|saree|material)(\/|$)/.test(landing)) loadListingPage().catch(() => undefined);

const admin = (
  <Suspense fallback={<LoadingScreen label="Loading the admin area..." />}>
    <AdminApp />
  </Suspense>
);

/** The route table of SPEC.md section 2. */
export function AppRoutes() {
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
        <Route path="product/:productId" element={<ProductPage />} />
        <Route path="register" element={<RegisterPage />} />
        <Route path="login" element={<LoginPage />} />
        <Route path="profile" element={<ProfilePage />} />
        <Route path="components/:policy" element={<PolicyPage />} />
        {/* The footer's old collection link leads to the dresses. */}
        <Route path="collections/dresses" element={<Navigate to="/dress" replace />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
