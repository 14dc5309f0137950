import { useEffect, useState, type FormEvent, type RefObject } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { formatRupees, toRupees } from "@shared/money.js";
import type { Order } from "@shared/schemas/order.js";
import { Modal } from "@/components/ui/dialog/Modal.js";
import { useAuth } from "@/session/AuthProvider.js";
import { ShippingAddressFields } from "@/components/ui/fields/ShippingAddressFields.js";
import { useCart } from "@/stores/cart/CartProvider.js";
import { discountLines } from "./discount/discount-api.js";
import { DiscountCodeField } from "./discount/DiscountCodeField.js";
import { useDiscount } from "./discount/use-discount.js";
import { useWishlist } from "@/stores/wishlist/WishlistProvider.js";
import { useCatalogue } from "@/stores/catalogue-store.js";
import { withFreshStock } from "@/lib/size-stock.js";
import { cartLines, checkoutTotal, pieceCount, soldOutWishes, wishlistLines, type CheckoutSource } from "./checkout-lines.js";
import { CHECKOUT_FAILED_MESSAGE, SIZES_NEEDED_AT_CHECKOUT } from "./checkout-messages.js";
import { summaryOf } from "./checkout-summary.js";
import { CheckoutSummaryLines } from "./CheckoutSummaryLines.js";
import { CheckoutTotals } from "./CheckoutTotals.js";
import { CHECKOUT_FORM_ID, PayFooter } from "./PayFooter.js";
import { useFreshLines } from "./fresh/use-fresh-lines.js";
import { pinFrom, rememberPin } from "@/lib/delivery-pin.js";
import { placeOrder } from "./place-order.js";
import { PaymentReceived } from "./payment/PaymentReceived.js";
import { PAYMENT_RECEIVED_EVENT } from "@/lib/payment-messages.js";
import type { ShippingDraft } from "./shipping-draft.js";
import { useCheckoutAddress } from "./use-checkout-address.js";
import { saveAddress } from "@/api/saved-addresses.js";
import { SavedAddressChoices } from "./saved-addresses/SavedAddressChoices.js";
import { StoreCreditChoice } from "./store-credit/StoreCreditChoice.js";
import { GiftCardAtCheckout } from "./store-credit/GiftCardAtCheckout.js";
import { useStoreCredit } from "./store-credit/use-store-credit.js";
import type { BusinessDraft } from "./business-invoice/business-draft.js";
import { BusinessInvoiceFields } from "./business-invoice/BusinessInvoiceFields.js";
import { BusinessInvoiceNote } from "./business-invoice/BusinessInvoiceNote.js";
import { useBusinessInvoice } from "./business-invoice/use-business-invoice.js";
import { useWhatsAppBox } from "./whatsapp/use-whatsapp-box.js";
import { WhatsAppBox } from "./whatsapp/WhatsAppBox.js";
import "@/components/ui/form/forms.css";
import "./checkout.css";

export { CHECKOUT_FAILED_MESSAGE, SIZES_NEEDED_AT_CHECKOUT } from "./checkout-messages.js";

interface CheckoutFormProps {
  source: CheckoutSource;
  /** Kept by the provider, so closing and reopening the form keeps what was typed. */
  draft: RefObject<ShippingDraft | null>;
  businessDraft: RefObject<BusinessDraft | null>;
  onClose(): void;
}

/** The checkout form modal: shipping address, order summary and the Pay button. */
export default function CheckoutForm({ source, draft, businessDraft, onClose }: CheckoutFormProps) {
  const { user } = useAuth();
  const cart = useCart();
  const wishlist = useWishlist();
  const navigate = useNavigate();
  const location = useLocation();
  // Paid: the form closes once the orders page has taken over (the router draws it in a
  // transition), so "Payment received" stays on screen until the order is there, never a blank.
  const [leftFrom, setLeftFrom] = useState<string | null>(null);
  useEffect(() => {
    if (leftFrom !== null && location.key !== leftFrom) onClose();
  }, [leftFrom, location.key, onClose]);
  const { products: catalogue } = useCatalogue();
  const wishes = source === "wishlist" ? withFreshStock(wishlist.items, catalogue) : [];
  const lines = source === "cart" ? cartLines(cart.items) : wishlistLines(wishes);
  const leftOut = soldOutWishes(wishes);
  const pieces = pieceCount(lines);
  const discount = useDiscount(discountLines(lines));
  const address = useCheckoutAddress(draft, user);
  const form = address.values;
  const business = useBusinessInvoice(businessDraft);
  const whatsapp = useWhatsAppBox();
  // The address's PIN, once it is one: the quote then carries its delivery charge and date.
  const pin = pinFrom(form.pincode);
  useEffect(() => {
    if (pin) rememberPin(pin);
  }, [pin]);
  // Prices and pieces left asked of the server again before paying (the cart may be days old).
  const fresh = useFreshLines(lines, source === "cart" ? cart.applyQuote : wishlist.applyQuote, pin);
  const sizeless = lines.some((line) => !line.size);
  const shipping = fresh.quote?.shipping;
  const notDelivered = shipping?.serviceable === false ? shipping.reason : null;
  // What the server priced the order it opened at; until then, the code's quote with the
  // delivery charge (the charge does not depend on the code), the server's quote of these lines, or their sum.
  const [charged, setCharged] = useState<Order | null>(null);
  const shippingPrice = shipping?.serviceable ? shipping.shippingPrice : 0;
  const total = charged?.totalPrice ?? (discount.quote ? discount.quote.totalPrice + shippingPrice : (fresh.quote?.totalPrice ?? checkoutTotal(lines)));
  // GST included, when the server has said it for what is shown (a code's quote does not).
  const tax = charged ? charged.taxPrice : discount.quote ? null : (fresh.quote?.taxPrice ?? null);
  const summary = summaryOf(lines, charged);
  // Store credit pays first: the server's figure once it priced the order, her balance's share until then.
  const credit = useStoreCredit();
  const creditPaid = charged ? (charged.storeCreditPrice ?? 0) : credit.paysOf(total);
  const toPay = toRupees(Math.round(total * 100) - Math.round(creditPaid * 100));
  // A gift card added meanwhile changes what credit pays, as a new code or address does.
  useEffect(() => setCharged(null), [discount.code, pin, credit.use, credit.balance]);

  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Razorpay said the payment went through; the shop is confirming it (a second or more).
  const [received, setReceived] = useState(false);
  async function pay(event: FormEvent) {
    event.preventDefault();
    if (busy || lines.length === 0) return;
    setFailure(null);
    if (sizeless) {
      setFailure(SIZES_NEEDED_AT_CHECKOUT);
      return;
    }
    const checked = address.check();
    // Both checked at once, so every field's message shows; the delivery address's is focused first.
    const billing = business.check(checked.ok);
    if (!checked.ok || !billing.ok) return;
    setBusy(true);
    // The total on the Pay button as pressed: Razorpay must ask exactly this.
    const shownTotal = total;
    setCharged(null);
    try {
      // Her yes to WhatsApp is kept before the order exists, so its confirmation can go by WhatsApp too.
      await whatsapp.saveBeforeOrder(checked.address.phone);
      const result = await placeOrder({
        source,
        lines,
        shippingAddress: checked.address,
        businessInvoice: billing.buyer,
        discountCode: discount.quote && discount.code ? discount.code : undefined,
        useStoreCredit: credit.use,
        onOrderCreated: (order) => {
          setCharged(order ?? null);
          // Kept for her next checkout (saved once however often she pays); a failure here costs nothing.
          saveAddress(checked.address).catch(() => undefined);
        },
        onPaymentFailed: setFailure,
        onPaymentReceived: () => {
          setReceived(true);
          // The screen the order is shown on is fetched meanwhile, so nothing blank comes between.
          window.dispatchEvent(new Event(PAYMENT_RECEIVED_EVENT));
        },
        expectedTotal: shownTotal,
      });
      if (result.outcome === "repriced") {
        // The server's order is shown as it priced it, and the shopper decides again.
        setCharged(result.order);
        setFailure(result.message);
        setBusy(false);
        return;
      }
      if (result.outcome === "paid" || result.outcome === "awaiting") {
        // Bought (or approved by the bank and about to be): out of the cart, or the wishlist entries bought.
        if (source === "cart") cart.clearCart();
        else if (leftOut.length === 0) wishlist.clearWishlist();
        else for (const line of lines) wishlist.removeFromWishlist(line.productId);
        discount.remove();
        draft.current = null;
        businessDraft.current = null;
        setLeftFrom(location.key);
        // The order goes along, so My Orders shows it at once while it reads the list.
        if (result.outcome === "awaiting") {
          // The server's own words about the wait go along; the address says only that it waits.
          navigate(`/profile?order=${encodeURIComponent(result.orderId)}&payment=awaiting`, { state: { paymentNotice: result.message, placedOrder: result.order } });
        } else {
          navigate(`/profile?order=${encodeURIComponent(result.orderId)}`, { state: { placedOrder: result.order } });
        }
        return;
      }
      if (result.outcome === "failed") {
        // A refused GSTIN or billing line is said beside its field too.
        business.refused(result.message);
        setFailure(result.message);
      }
    } catch {
      setFailure(CHECKOUT_FAILED_MESSAGE);
    }
    setReceived(false);
    setBusy(false);
  }

  return (
    <Modal
      open
      onClose={busy ? () => undefined : onClose}
      title="Checkout"
      // Paid, the cart empties before the orders page takes over: no "0 items" meanwhile.
      subtitle={received ? undefined : `${pieces} ${pieces === 1 ? "item" : "items"} from your ${source}`}
      className="checkout"
      initialFocus={address.refs.name}
      footer={
        received ? undefined : (
          <PayFooter
            failure={failure}
            total={total}
            busy={busy}
            disabled={busy || lines.length === 0 || discount.checking || fresh.checking || notDelivered !== null}
            label={creditPaid > 0 && toPay === 0 ? "Pay with store credit" : `Pay ${formatRupees(toPay)}`}
          />
        )
      }
    >
      {received ? <PaymentReceived /> : null}
      {/* The Pay button in the modal's footer belongs to this form (form=), so Enter in a field pays too. */}
      <form id={CHECKOUT_FORM_ID} className="checkout-form" onSubmit={pay} noValidate aria-labelledby="checkout-shipping-title" hidden={received}>
        {address.saved ? <SavedAddressChoices addresses={address.saved} chosenId={address.chosenId} onChoose={address.choose} /> : null}
        <h3 id="checkout-shipping-title" className="checkout-section-title">
          Shipping address
        </h3>
        <ShippingAddressFields values={form} errors={address.errors} refs={address.refs} onChange={address.change} wide="checkout-form__wide" phoneHint="10-digit mobile number for delivery updates" afterPhone={<WhatsAppBox box={whatsapp} className="checkout-form__wide" />} />
        <BusinessInvoiceFields business={business} onSameAsDelivery={() => business.sameAsDelivery(form)} />
      </form>

      <section className="checkout-summary" aria-labelledby="checkout-summary-title" hidden={received}>
        <h3 id="checkout-summary-title" className="checkout-section-title">
          Order summary
        </h3>
        <CheckoutSummaryLines source={source} leftOut={leftOut} sizeless={sizeless} summary={summary} fresh={fresh} priced={charged !== null} />
        {lines.length > 0 ? (
          <div className="checkout-summary__discount">
            <DiscountCodeField discount={discount} />
            <StoreCreditChoice credit={credit} disabled={busy} />
            <GiftCardAtCheckout credit={credit} disabled={busy} />
          </div>
        ) : null}
        <CheckoutTotals charged={charged} quote={discount.quote} shipping={shipping} checking={fresh.checking} total={total} tax={tax} creditPaid={creditPaid} toPay={toPay}>
          <BusinessInvoiceNote wanted={business.wanted} buyer={business.buyer} />
        </CheckoutTotals>
      </section>
    </Modal>
  );
}
