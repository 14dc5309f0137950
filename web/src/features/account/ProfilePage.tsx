import { StoreCreditCard } from "./StoreCreditCard.js";
import { GiftCardsBought } from "./GiftCardsBought.js";
import { CheckCircle2, Clock, LogOut } from "lucide-react";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, type KeyboardEvent } from "react";
import { Navigate, useLocation, useNavigate, useSearchParams } from "react-router-dom";
import { ServerStateProvider } from "@/components/ServerStateProvider.js";
import { fetchMe } from "./account-api.js";
import { useAuth } from "@/session/AuthProvider.js";
import type { LoginRedirect } from "@/session/login-redirect.js";
import { MyOrders } from "./MyOrders.js";
import type { Order } from "@shared/schemas/order.js";
import { orderDate } from "./order-display.js";
import { PAYMENT_SUCCESSFUL_MESSAGE } from "@/lib/payment-messages.js";
import { AWAITING_CONFIRMATION_MESSAGE } from "@/lib/payment-messages.js";
import { ProfileDetails } from "./ProfileDetails.js";
import { SavedAddresses } from "./SavedAddresses.js";
import { WhatsAppUpdates } from "./whatsapp/WhatsAppUpdates.js";
import { MyMeasurements } from "./MyMeasurements.js";
import { AddPasswordForm } from "./password/AddPasswordForm.js";
import { ChangePasswordForm } from "./password/ChangePasswordForm.js";
import { SignInPhoneCard } from "./phone-sign-in/SignInPhoneCard.js";
import { YourDataCard } from "./password/YourDataCard.js";
import { PrivacyNoticeCard } from "./privacy/PrivacyNoticeCard.js";
import { VerifyEmailNotice } from "./password/VerifyEmailNotice.js";
import "./account.css";
import "./profile.css";

type Tab = "profile" | "orders";

/** The order the checkout just confirmed, handed over with the navigation (shown while the list is read). */
function placedOrder(state: unknown): Order | undefined {
  const order = (state as { placedOrder?: unknown } | null)?.placedOrder;
  return order && typeof order === "object" && typeof (order as Order).createdAt === "string" && Array.isArray((order as Order).orderItems) ? (order as Order) : undefined;
}

/** What the checkout said about a payment still being confirmed, handed over with the navigation. */
function paymentNotice(state: unknown): string | undefined {
  const notice = (state as { paymentNotice?: unknown } | null)?.paymentNotice;
  return typeof notice === "string" && notice !== "" ? notice : undefined;
}
const TABS: ReadonlyArray<{ id: Tab; label: string }> = [
  { id: "profile", label: "Profile" },
  { id: "orders", label: "My Orders" },
];

/**
 * /profile: the Profile and My Orders tabs. The tab is in the address (?tab=orders) so a link,
 * a reload or the back button keeps it; ?order=<id> marks the order just placed, ?open=<id> opens one.
 */
export default function ProfilePage() {
  // The account area's server-state cache lives in this lazily loaded screen, never on the home page.
  return (
    <ServerStateProvider>
      <AccountScreen />
    </ServerStateProvider>
  );
}

function AccountScreen() {
  const { user, signOut, replaceUser } = useAuth();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const tabButtons = useRef<Record<Tab, HTMLButtonElement | null>>({ profile: null, orders: null });
  const userId = user?._id;

  // The stored copy may be stale (changed by an admin, or in another tab); a deleted or
  // deactivated account gets a 401 here and the API client's handler sends the browser to /login.
  // Offline or a passing failure leaves the stored details, still worth showing.
  const me = useQuery({ queryKey: ["me", userId], queryFn: ({ signal }) => fetchMe(signal), enabled: userId !== undefined });
  useEffect(() => {
    if (me.data && me.data._id === userId) replaceUser(me.data);
  }, [me.data, userId, replaceUser]);

  if (!user) {
    const state: LoginRedirect = { from: `${location.pathname}${location.search}`, notice: "Please log in to see your profile and orders." };
    return <Navigate to="/login" replace state={state} />;
  }

  const placedOrderId = params.get("order") ?? undefined;
  const openOrderId = params.get("open") ?? undefined;
  const tab: Tab = params.get("tab") === "orders" || placedOrderId || openOrderId ? "orders" : "profile";

  function select(next: Tab) {
    setParams(next === "orders" ? { tab: "orders" } : {}, { replace: true });
    tabButtons.current[next]?.focus();
  }

  // Arrow keys move between tabs, as in any tab list.
  function onTabKey(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight" && event.key !== "Home" && event.key !== "End") return;
    event.preventDefault();
    const index = TABS.findIndex((t) => t.id === tab);
    const next =
      event.key === "Home" ? 0 : event.key === "End" ? TABS.length - 1 : (index + (event.key === "ArrowRight" ? 1 : TABS.length - 1)) % TABS.length;
    select(TABS[next]!.id);
  }

  return (
    <div className="page profile-page">
      <header className="profile-header">
        <span className="profile-header__avatar" aria-hidden="true">
          {user.name.trim().charAt(0).toUpperCase() || "R"}
        </span>
        <div className="profile-header__who">
          <h1>{user.name}</h1>
          <p className="muted">
            {user.email}
            {user.createdAt && orderDate(user.createdAt) ? ` · Member since ${orderDate(user.createdAt)}` : ""}
          </p>
        </div>
        <button type="button" className="btn btn--outline profile-header__logout" onClick={signOut}>
          <LogOut size={18} aria-hidden="true" /> Logout
        </button>
      </header>

      {placedOrderId &&
        (params.get("payment") === "awaiting" ? (
          <p className="profile-placed profile-placed--awaiting" role="status">
            <Clock size={20} aria-hidden="true" /> {paymentNotice(location.state) ?? AWAITING_CONFIRMATION_MESSAGE}
          </p>
        ) : (
          <p className="profile-placed" role="status">
            <CheckCircle2 size={20} aria-hidden="true" /> {PAYMENT_SUCCESSFUL_MESSAGE}
          </p>
        ))}

      <div className="profile-tabs" role="tablist" aria-label="Your account">
        {TABS.map(({ id, label }) => (
          <button
            key={id}
            ref={(element) => {
              tabButtons.current[id] = element;
            }}
            type="button"
            role="tab"
            id={`profile-tab-${id}`}
            aria-selected={tab === id}
            aria-controls={`profile-panel-${id}`}
            tabIndex={tab === id ? 0 : -1}
            className="profile-tabs__tab"
            onClick={() => select(id)}
            onKeyDown={onTabKey}
          >
            {label}
          </button>
        ))}
      </div>

      <div role="tabpanel" id={`profile-panel-${tab}`} aria-labelledby={`profile-tab-${tab}`} className="profile-panel">
        {tab === "profile" ? (
          <>
            <VerifyEmailNotice user={user} />
            <ProfileDetails user={user} />
            <StoreCreditCard />
            <GiftCardsBought />
            <SavedAddresses />
            <WhatsAppUpdates />
            <MyMeasurements />
            <SignInPhoneCard />
            {user.noPassword ? <AddPasswordForm /> : <ChangePasswordForm weak={params.get("password") === "weak"} />}
            <PrivacyNoticeCard />
            <YourDataCard onClosed={(notice, kept) => navigate("/login", { replace: true, state: { notice, kept } satisfies LoginRedirect })} />
          </>
        ) : (
          <MyOrders placedOrderId={placedOrderId} placed={placedOrder(location.state)} openOrderId={openOrderId} />
        )}
      </div>
    </div>
  );
}
