import { customChoiceKey } from "@shared/made-to-measure/custom-options.js";
import { Lock } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent, type RefObject } from "react";
import { useNavigate } from "react-router-dom";
import { formatRupees, sumPaise, toRupees } from "@shared/money.js";
import type { Order } from "@shared/types.js";
import { checkShippingAddress, SHIPPING_FIELD_LABELS, SHIPPING_FIELDS, type ShippingAddressErrors, type ShippingField } from "@shared/schemas/shipping-address.js";
import { Modal } from "../../components/Modal.js";
import { ProductImage } from "../../components/ProductImage.js";
import { useAuth } from "../../session/AuthProvider.js";
import { Field } from "@/components/ui/form/Field.js";
import { StateField } from "@/components/ui/form/StateField.js";
import { useCart } from "../../stores/cart/CartProvider.js";
import { discountLines } from "./discount/discount-api.js";
import { DiscountCodeField } from "./discount/DiscountCodeField.js";
import { DiscountLines, orderFigures, quoteFigures } from "./discount/DiscountLine.js";
import { useDiscount } from "./discount/use-discount.js";
import { useWishlist } from "../../stores/wishlist/WishlistProvider.js";
import { useCatalogue } from "../../stores/catalogue-store.js";
import { withFreshStock } from "../../lib/size-stock.js";
import { cartLines, checkoutTotal, pieceCount, soldOutWishes, wishlistLines, type CheckoutLine, type CheckoutSource } from "./checkout-lines.js";
import { PriceChangeNote } from "./fresh/PriceChangeNote.js";
import { useFreshLines } from "./fresh/use-fresh-lines.js";
import { ShippingRow } from "./delivery/ShippingRow.js";
import { pinFrom, rememberPin } from "../../lib/delivery-pin.js";
import { placeOrder } from "./place-order.js";
import { draftFromAddress, draftFromProfile, type ShippingDraft } from "./shipping-draft.js";
import { sameAddress } from "@shared/schemas/saved-address.js";
import { saveAddress, type SavedAddress } from "../../api/saved-addresses.js";
import { SavedAddressChoices } from "./saved-addresses/SavedAddressChoices.js";
import { useSavedAddresses } from "./saved-addresses/use-saved-addresses.js";
import { StoreCreditChoice, StoreCreditLines } from "./store-credit/StoreCreditChoice.js";
import { useStoreCredit } from "./store-credit/use-store-credit.js";
import "@/components/ui/form/forms.css";
import "./checkout.css";

const FORM_ID = "checkout-form";
export const CHECKOUT_FAILED_MESSAGE = "Failed to initiate checkout. Please try again.";
export const SIZES_NEEDED_AT_CHECKOUT = "Choose a size for each piece in your wishlist to check out.";

/** A summary line as shown: the server's priced order once it exists, the basket until then. */
interface SummaryLine {
  key: string;
  productId: string;
  name: string;
  image: string | undefined;
  size: string;
  quantity: number;
  /** Rupees for the line (price × quantity). */
  amount: number;
}

function summaryOf(lines: readonly CheckoutLine[], charged: Order | null): SummaryLine[] {
  if (charged) {
    return charged.orderItems.map((item, index) => ({ key: `${item.product}-${item.size}-${index}`, productId: item.product, name: item.name, image: item.image, size: item.size, quantity: item.quantity, amount: toRupees(sumPaise([item])) }));
  }
  return lines.map((line) => ({ key: `${line.productId}-${line.size}-${line.custom ? customChoiceKey(line.custom.choice) : ""}`, productId: line.productId, name: line.name, image: line.image, size: line.size, quantity: line.quantity, amount: checkoutTotal([line]) }));
}

interface CheckoutFormProps {
  source: CheckoutSource;
  /** Kept by the provider, so closing and reopening the form keeps what was typed. */
  draft: RefObject<ShippingDraft | null>;
  onClose(): void;
}

/** The checkout form modal: shipping address, order summary and the Pay button. */
export default function CheckoutForm({ source, draft, onClose }: CheckoutFormProps) {
  const { user } = useAuth();
  const cart = useCart();
  const wishlist = useWishlist();
  const navigate = useNavigate();
  const { products: catalogue } = useCatalogue();
  const wishes = source === "wishlist" ? withFreshStock(wishlist.items, catalogue) : [];
  const lines = source === "cart" ? cartLines(cart.items) : wishlistLines(wishes);
  const leftOut = soldOutWishes(wishes);
  const pieces = pieceCount(lines);
  const discount = useDiscount(discountLines(lines));
  const [form, setForm] = useState<ShippingDraft>(() => draft.current ?? draftFromProfile(user));
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
  useEffect(() => setCharged(null), [discount.code, pin, credit.use]);

  const [errors, setErrors] = useState<ShippingAddressErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const savedAddresses = useSavedAddresses(user !== null);
  const chosenAddressId = savedAddresses?.find((saved) => sameAddress(saved, form))?.id;
  const fields = {
    name: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    phone: useRef<HTMLInputElement>(null),
    address: useRef<HTMLInputElement>(null),
    city: useRef<HTMLInputElement>(null),
    state: useRef<HTMLSelectElement>(null),
    pincode: useRef<HTMLInputElement>(null),
  };

  function chooseAddress(saved: SavedAddress) {
    const next = draftFromAddress(saved);
    setForm(next);
    draft.current = next;
    setErrors({});
  }

  // The default saved address fills the form when it arrives, unless the shopper has typed already.
  useEffect(() => {
    const preferred = savedAddresses?.find((saved) => saved.isDefault);
    if (preferred && !draft.current) setForm(draftFromAddress(preferred));
  }, [savedAddresses, draft]);

  function change(field: ShippingField) {
    return (event: { target: { value: string } }) => {
      const next = { ...form, [field]: event.target.value };
      setForm(next);
      draft.current = next;
      // A corrected field stops shouting; the rest keep their messages until the next attempt.
      if (errors[field]) setErrors({ ...errors, [field]: undefined });
    };
  }

  async function pay(event: FormEvent) {
    event.preventDefault();
    if (busy || lines.length === 0) return;
    setFailure(null);
    if (sizeless) {
      setFailure(SIZES_NEEDED_AT_CHECKOUT);
      return;
    }
    const checked = checkShippingAddress(form);
    if (!checked.ok) {
      setErrors(checked.errors);
      const first = SHIPPING_FIELDS.find((field) => checked.errors[field]);
      if (first) fields[first].current?.focus();
      return;
    }
    setErrors({});
    setBusy(true);
    // The total on the Pay button as pressed: Razorpay must ask exactly this.
    const shownTotal = total;
    setCharged(null);
    try {
      const result = await placeOrder({
        source,
        lines,
        shippingAddress: checked.address,
        discountCode: discount.quote && discount.code ? discount.code : undefined,
        useStoreCredit: credit.use,
        onOrderCreated: (order) => {
          setCharged(order ?? null);
          // Kept for her next checkout (saved once however often she pays); a failure here costs nothing.
          saveAddress(checked.address).catch(() => undefined);
        },
        onPaymentFailed: setFailure,
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
        onClose();
        if (result.outcome === "awaiting") {
          // The server's own words about the wait go along; the address says only that it waits.
          navigate(`/profile?order=${encodeURIComponent(result.orderId)}&payment=awaiting`, { state: { paymentNotice: result.message } });
        } else {
          navigate(`/profile?order=${encodeURIComponent(result.orderId)}`);
        }
        return;
      }
      if (result.outcome === "failed") setFailure(result.message);
    } catch {
      setFailure(CHECKOUT_FAILED_MESSAGE);
    }
    setBusy(false);
  }

  const text = (field: Exclude<ShippingField, "state">) => ({
    label: SHIPPING_FIELD_LABELS[field],
    name: field,
    value: form[field],
    onChange: change(field),
    error: errors[field],
    inputRef: fields[field],
  });

  return (
    <Modal
      open
      onClose={busy ? () => undefined : onClose}
      title="Checkout"
      subtitle={`${pieces} ${pieces === 1 ? "item" : "items"} from your ${source}`}
      className="checkout"
      initialFocus={fields.name}
      footer={
        <div className="checkout-pay">
          {failure && (
            <p className="account-error checkout-pay__failure" role="alert">
              {failure}
            </p>
          )}
          <p className="checkout-pay__total">
            <span className="checkout-pay__label">Total</span>
            <strong>{formatRupees(total)}</strong>
            <span className="checkout-pay__note">Inclusive of all taxes</span>
          </p>
          <button type="submit" form={FORM_ID} className="btn btn--primary checkout-pay__button" disabled={busy || lines.length === 0 || discount.checking || fresh.checking || notDelivered !== null} aria-busy={busy}>
            <Lock size={18} aria-hidden="true" />
            {busy ? "Processing..." : creditPaid > 0 && toPay === 0 ? "Pay with store credit" : `Pay ${formatRupees(toPay)}`}
          </button>
        </div>
      }
    >
      {/* The Pay button in the modal's footer belongs to this form (form=), so Enter in a field pays too. */}
      <form id={FORM_ID} className="checkout-form" onSubmit={pay} noValidate aria-labelledby="checkout-shipping-title">
        {savedAddresses ? <SavedAddressChoices addresses={savedAddresses} chosenId={chosenAddressId} onChoose={chooseAddress} /> : null}
        <h3 id="checkout-shipping-title" className="checkout-section-title">
          Shipping address
        </h3>
        <Field {...text("name")} className="checkout-form__wide" autoComplete="name" autoCapitalize="words" />
        <Field {...text("email")} type="email" autoComplete="email" inputMode="email" autoCapitalize="none" spellCheck={false} />
        <Field {...text("phone")} type="tel" autoComplete="tel" inputMode="tel" hint="10-digit mobile number for delivery updates" />
        <Field {...text("address")} className="checkout-form__wide" autoComplete="street-address" hint="House or flat number, building, street, area" />
        <Field {...text("city")} autoComplete="address-level2" />
        <StateField label={SHIPPING_FIELD_LABELS.state} name="state" value={form.state} onChange={change("state")} error={errors.state} selectRef={fields.state} />
        <Field {...text("pincode")} autoComplete="postal-code" inputMode="numeric" maxLength={7} />
      </form>

      <section className="checkout-summary" aria-labelledby="checkout-summary-title">
        <h3 id="checkout-summary-title" className="checkout-section-title">
          Order summary
        </h3>
        {leftOut.length > 0 ? (
          <p className="checkout-summary__left-out">
            Sold out, so not in this order: {leftOut.join(", ")}. They stay in your wishlist.
          </p>
        ) : null}
        {sizeless ? (
          <p className="checkout-summary__left-out" role="alert">
            {SIZES_NEEDED_AT_CHECKOUT}
          </p>
        ) : null}
        {lines.length === 0 ? (
          <p className="muted">{leftOut.length > 0 ? "Nothing in your wishlist can be bought right now." : `Your ${source} is empty.`}</p>
        ) : (
          <ul className="checkout-summary__lines">
            {summary.map((line) => {
              const problem = charged ? null : fresh.lineFor(line.productId, line.size || undefined)?.message;
              return (
                <li key={line.key} className="checkout-summary__line">
                  <ProductImage src={line.image} alt="" className="checkout-summary__thumb" />
                  <div className="checkout-summary__what">
                    <p className="checkout-summary__name">{line.name}</p>
                    <p className="muted">{line.size ? `Size ${line.size} · Qty ${line.quantity}` : `Choose a size · Qty ${line.quantity}`}</p>
                    <PriceChangeNote change={fresh.changes.get(line.productId)} />
                    {problem ? <p className="checkout-summary__problem">{problem}</p> : null}
                  </div>
                  <p className="checkout-summary__price">{formatRupees(line.amount)}</p>
                </li>
              );
            })}
          </ul>
        )}
        {lines.length > 0 ? (
          <div className="checkout-summary__discount">
            <DiscountCodeField discount={discount} />
            <StoreCreditChoice credit={credit} disabled={busy} />
          </div>
        ) : null}
        <dl className="checkout-summary__totals">
          <DiscountLines figures={charged ? orderFigures(charged) : quoteFigures(discount.quote)} />
          {charged ? (
            <ShippingRow shipping={shipping?.serviceable ? { ...shipping, shippingPrice: charged.shippingPrice } : undefined} checking={false} askFor={formatRupees(charged.shippingPrice)} />
          ) : (
            <ShippingRow shipping={shipping} checking={fresh.checking} askFor="Enter your PIN code to see the charge and delivery date" />
          )}
          <div className="checkout-summary__grand">
            <dt>Total</dt>
            <dd data-testid="checkout-total">{formatRupees(total)}</dd>
          </div>
          <StoreCreditLines paid={creditPaid} toPay={toPay} />
        </dl>
        <p className="checkout-summary__tax">{tax === null ? "Inclusive of all taxes" : `Inclusive of all taxes (GST ${formatRupees(tax)})`}</p>
        <p className="checkout-summary__fine">Prepaid orders only. We call to confirm your order within 24 hours, before dispatch.</p>
      </section>
    </Modal>
  );
}
