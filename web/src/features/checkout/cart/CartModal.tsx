import { Minus, Plus, ShoppingBag, Trash2 } from "lucide-react";
import { Link } from "react-router-dom";
import { formatRupees } from "@shared/money.js";
import { Modal } from "@/components/ui/dialog/Modal.js";
import { ProductImage } from "@/components/ProductImage.js";
import { BagActions } from "@/features/checkout/BagActions.js";
import { cartLines } from "@/features/checkout/checkout-lines.js";
import { discountLines } from "@/features/checkout/discount/discount-api.js";
import { StoreCreditChoice } from "@/features/checkout/store-credit/StoreCreditChoice.js";
import { useStoreCredit } from "@/features/checkout/store-credit/use-store-credit.js";
import { DiscountCodeField } from "@/features/checkout/discount/DiscountCodeField.js";
import { DiscountLines, quoteFigures } from "@/features/checkout/discount/DiscountLine.js";
import { useDiscount } from "@/features/checkout/discount/use-discount.js";
import { LineSizeSelect } from "@/features/checkout/fresh/LineSizeSelect.js";
import { PriceChangeNote } from "@/features/checkout/fresh/PriceChangeNote.js";
import { useFreshLines } from "@/features/checkout/fresh/use-fresh-lines.js";
import { ShippingRow } from "@/features/checkout/delivery/ShippingRow.js";
import { useDeliveryPin } from "@/lib/delivery-pin.js";
import { CartPinField } from "@/features/checkout/delivery/CartPinField.js";
import { productId } from "@/lib/product-id.js";
import { canAddOne, cartLineStockNote, lineId, unitPrice } from "@/stores/cart/cart-state.js";
import { sareeLineText } from "@shared/saree-blouse.js";
import { CustomLineSummary } from "@/components/CustomLineSummary.js";
import { useCart } from "@/stores/cart/CartProvider.js";
import { BagEmpty } from "@/features/checkout/BagEmpty.js";
import "./cart.css";

export const CART_NOT_READY = "Some pieces cannot be bought as they are. Change or remove the lines marked above to check out.";

/** The cart panel: lines with size, quantity, remove, Clear Cart, the total and Checkout. */
export default function CartModal({ onClose }: { onClose(): void }) {
  const { items, cartCount, cartTotal, updateQuantity, removeFromCart, clearCart, changeSize, applyQuote } = useCart();
  const empty = items.length === 0;
  const lines = cartLines(items);
  const discount = useDiscount(discountLines(lines));
  const credit = useStoreCredit();
  // The server's price and pieces left, asked for as the panel opens: a change is said on its line.
  // With the PIN she checked on a product page (or here), the quote carries the delivery charge and date.
  const pin = useDeliveryPin();
  const fresh = useFreshLines(lines, applyQuote, pin);
  const shipping = fresh.quote?.shipping;
  const shippingPrice = shipping?.serviceable ? shipping.shippingPrice : 0;
  const unavailable = (id: string, size: string) => {
    const quoted = fresh.lineFor(id, size);
    return quoted?.problem === "gone" || quoted?.problem === "size-not-offered" || quoted?.problem === "custom-changed" ? quoted.message : null;
  };
  const blocked = items.some((item) => cartLineStockNote(item)?.blocking || unavailable(productId(item.product), item.size));

  return (
    <Modal
      open
      onClose={onClose}
      placement="right"
      title="Your Cart"
      subtitle={empty ? undefined : `${cartCount} ${cartCount === 1 ? "item" : "items"}`}
      footer={
        empty ? undefined : (
          <div className="bag-footer">
            <dl className="bag-footer__sums">
              {discount.quote ? <DiscountLines figures={quoteFigures(discount.quote)} /> : null}
              <ShippingRow shipping={shipping} checking={fresh.checking} askFor="From your PIN code at checkout" />
            </dl>
            <p className="bag-footer__total">
              <span>Total</span>
              <strong data-testid="cart-total">{formatRupees((discount.quote?.totalPrice ?? cartTotal) + shippingPrice)}</strong>
            </p>
            <p className="fine-print">Inclusive of all taxes. Prepaid orders only.</p>
            <BagActions source="cart" clearLabel="Clear Cart" checkoutLabel="Checkout" refusal={blocked ? CART_NOT_READY : null} onClear={clearCart} onClose={onClose} />
          </div>
        )
      }
    >
      {empty ? (
        <BagEmpty icon={ShoppingBag} text="Your cart is empty" linkLabel="Continue shopping" onClose={onClose} />
      ) : (
        <ul className="bag-lines" aria-label="Items in your cart">
          {items.map((item, index) => {
            const id = productId(item.product);
            const name = item.product.name;
            const gone = unavailable(id, item.size);
            const note = gone ? { text: gone, blocking: true } : cartLineStockNote(item);
            // By position: a size such as "Free Size" would not make a valid id reference.
            const noteId = `cart-stock-${index}`;
            return (
              <li key={`${id}-${lineId(item)}`} className="bag-line">
                <Link to={`/product/${encodeURIComponent(id)}`} onClick={onClose} className="bag-line__image" tabIndex={-1} aria-hidden="true">
                  <ProductImage src={item.product.images?.[0]} alt="" />
                </Link>
                <div className="bag-line__body">
                  <Link to={`/product/${encodeURIComponent(id)}`} onClick={onClose} className="bag-line__name">
                    {name}
                  </Link>
                  <p className="bag-line__meta">{formatRupees(unitPrice(item))}</p>
                  {/* A saree is Free size: the line says its blouse, nothing to resize (issue 40). */}
                  {item.blouse ? <p className="bag-line__meta bag-line__blouse">{sareeLineText(item)}</p> : null}
                  {item.custom ? (
                    <CustomLineSummary custom={item.custom} />
                  ) : item.blouse ? (
                    <PriceChangeNote change={fresh.changes.get(id)} />
                  ) : (
                    <>
                      <PriceChangeNote change={fresh.changes.get(id)} />
                      <LineSizeSelect productName={name} size={item.size} sizes={item.product.sizes} stockBySize={item.product.stockBySize} onChange={(size) => changeSize(id, item.size, size)} />
                    </>
                  )}
                  <div className="bag-line__controls">
                    <div className="stepper" role="group" aria-label={`Quantity of ${name}, size ${item.size}`}>
                      <button
                        type="button"
                        className="touch-box stepper__btn"
                        aria-label="Decrease quantity"
                        disabled={item.quantity <= 1}
                        onClick={() => updateQuantity(id, lineId(item), Math.max(1, item.quantity - 1))}
                      >
                        <Minus size={16} aria-hidden="true" />
                      </button>
                      <output className="stepper__value" aria-live="polite">
                        {item.quantity}
                      </output>
                      <button
                        type="button"
                        className="touch-box stepper__btn"
                        aria-label="Increase quantity"
                        aria-describedby={note ? noteId : undefined}
                        disabled={!canAddOne(item)}
                        onClick={() => updateQuantity(id, lineId(item), item.quantity + 1)}
                      >
                        <Plus size={16} aria-hidden="true" />
                      </button>
                    </div>
                    <button type="button" className="icon-btn bag-line__remove" aria-label={`Remove ${name}, size ${item.size}`} onClick={() => removeFromCart(id, lineId(item))}>
                      <Trash2 size={18} aria-hidden="true" />
                    </button>
                  </div>
                  {note ? (
                    <p id={noteId} className={`bag-line__stock${note.blocking ? " bag-line__stock--blocking" : ""}`}>
                      {note.text}
                    </p>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {empty ? null : (
        <div className="bag-discount">
          <CartPinField pin={pin} />
          <DiscountCodeField discount={discount} />
          <StoreCreditChoice credit={credit} />
        </div>
      )}
    </Modal>
  );
}
