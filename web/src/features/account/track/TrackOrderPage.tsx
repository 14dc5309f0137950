import { useEffect, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { ApiError } from "@/api/client.js";
import { failureText } from "@/api/error-text.js";
import { Field } from "@/components/ui/form/Field.js";
import { FormAlert } from "@/components/ui/form/FormAlert.js";
import { AccountLayout } from "@/features/account/AccountLayout.js";
import { askForSignInCode, signInWithCode } from "@/features/account/phone-sign-in-api.js";
import { PhoneCodeForm } from "@/features/account/phone-sign-in/PhoneCodeForm.js";
import { useAuth } from "@/session/AuthProvider.js";
import type { LoginRedirect } from "@/session/login-redirect.js";
import { findMyOrder, typedOrderNumber } from "./find-my-order.js";
import "@/features/account/account.css";

export const NO_ORDERS_FOR_NUMBER = "We found no orders for this mobile number. Check the number you ordered with.";
export const noSuchOrder = (number: string) => `We found no order ${number} for you. Check the number in your order's e-mail or WhatsApp message.`;
const ORDER_NUMBER_NEEDED = "Enter your order number, for example #3F9A2C.";
const looksLikeOrderNumber = (typed: string) => /^#?[0-9a-z]{6}$/i.test(typed.trim());
/** Where to come back to with the number typed: signed in, it opens the order. */
const trackPath = (typed: string) => `/track?number=${encodeURIComponent(typed.trim().replace(/^#/, ""))}`;
/** A refusal worded here, shown by the code's forms as they show the server's. */
const refusal = (message: string) => new ApiError(400, message);

/**
 * "Track an order" (issue 44): the order number and a code to the mobile it was placed with open
 * the order, for a guest as for anyone signed in. The code signs her in; the order is then looked
 * up among her own, so a number tells nobody else anything.
 */
export default function TrackOrderPage() {
  const { user, signIn } = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [typed, setTyped] = useState(params.get("number") ?? "");
  const [error, setError] = useState<string | null>(null);
  const [looking, setLooking] = useState(false);

  async function open(number: string) {
    setLooking(true);
    setError(null);
    try {
      const id = await findMyOrder(number);
      if (id) navigate(`/profile?open=${encodeURIComponent(id)}`, { replace: true });
      else setError(noSuchOrder(typedOrderNumber(number)));
    } catch (failure) {
      setError(failureText(failure, "We could not look up your order. Please try again."));
    } finally {
      setLooking(false);
    }
  }

  // Back signed in from the code, with the number in the address: straight to the order.
  const fromCode = params.get("number");
  useEffect(() => {
    if (user && fromCode && looksLikeOrderNumber(fromCode)) void open(fromCode);
    // Once per arrival signed in with a number.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user?.id, fromCode]);

  const numberField = (
    <Field label="Order number" placeholder="#3F9A2C" autoCapitalize="characters" autoComplete="off" name="order-number" value={typed} onChange={(event) => setTyped(event.target.value)} />
  );

  return (
    <AccountLayout title="Track an order" subtitle="Your order number is in the e-mail and WhatsApp message we sent when you paid.">
      {user ? (
        <form
          className="account-form"
          onSubmit={(event) => {
            event.preventDefault();
            if (!looksLikeOrderNumber(typed)) setError(ORDER_NUMBER_NEEDED);
            else void open(typed);
          }}
        >
          {numberField}
          <button type="submit" className="btn btn--primary btn--block" disabled={looking}>
            {looking ? "Looking..." : "Show my order"}
          </button>
        </form>
      ) : (
        <div className="account-form">
          {numberField}
          <PhoneCodeForm
            label="Track an order"
            askForCode={async (phone, channel) => {
              if (!looksLikeOrderNumber(typed)) throw refusal(ORDER_NUMBER_NEEDED);
              return askForSignInCode(phone, channel);
            }}
            presentCode={async (phone, code) => {
              const answer = await signInWithCode(phone, code);
              if (!answer.signedIn) throw refusal(NO_ORDERS_FOR_NUMBER);
              signIn(answer.token, answer.user, trackPath(typed));
            }}
            presentLabel="Show my order"
            presentingLabel="Checking..."
          />
          <p className="account-switch">
            Have a password?{" "}
            <Link to="/login" state={{ from: trackPath(typed) } satisfies LoginRedirect}>
              Log in with your e-mail
            </Link>
          </p>
        </div>
      )}
      <FormAlert message={error} />
    </AccountLayout>
  );
}
