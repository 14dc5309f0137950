import { useId, useState } from "react";
import { addDays, shopDate } from "@shared/shop-calendar.js";
import { REDELIVERY_DAYS } from "@shared/schemas/delivery-answer.js";
import { failureText } from "@/api/error-text.js";
import { FormAlert } from "@/components/ui/form/FormAlert.js";
import { MobileField } from "@/components/ui/form/MobileField.js";
import { Options } from "@/components/ui/form/Options.js";
import { TextField } from "@/components/ui/form/TextField.js";
import { answerFailedDelivery, type ShopperTracking } from "./tracking-api.js";
import { orderDate } from "./order-display.js";

const dayName = new Intl.DateTimeFormat("en-IN", { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" });
const dayLabel = (date: string) => dayName.format(new Date(`${date}T00:00:00Z`));

interface DeliveryAnswerProps {
  orderId: string;
  failed: NonNullable<ShopperTracking["deliveryFailed"]>;
  answered(tracking: ShopperTracking, message: string): void;
}

/**
 * A failed delivery on her order (issue 44): what the courier said, and her answer: a day from
 * tomorrow to a week ahead, and the address or number corrected if they were wrong.
 */
export function DeliveryAnswer({ orderId, failed, answered }: DeliveryAnswerProps) {
  const id = useId();
  const today = shopDate(new Date());
  const days = Array.from({ length: REDELIVERY_DAYS }, (_, index) => addDays(today, index + 1));
  const [deliverOn, setDeliverOn] = useState(days[0]!);
  const [address, setAddress] = useState("");
  const [phone, setPhone] = useState("");
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function send(event: React.FormEvent) {
    event.preventDefault();
    setSending(true);
    setProblem(null);
    try {
      const done = await answerFailedDelivery(orderId, { deliverOn, ...(address.trim() && { address: address.trim() }), ...(phone.trim() && { phone: phone.trim() }) });
      answered(done.tracking, done.message);
    } catch (failure) {
      setProblem(failureText(failure, "We could not reach the courier. Please try again."));
    } finally {
      setSending(false);
    }
  }

  return (
    <section className="delivery-answer" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>We could not deliver</h4>
      <p>
        {orderDate(failed.at)}: {failed.reason}.
      </p>
      {failed.answered ? (
        <p className="muted" role="status">
          You asked the courier to come again{failed.answered.deferredDate ? ` on ${dayLabel(failed.answered.deferredDate)}` : ""}
          {failed.answered.address ? ` to ${failed.answered.address}` : ""}.
        </p>
      ) : (
        <form className="account-form" aria-label="Choose a new day" onSubmit={send}>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-day`}>
              Deliver on
            </label>
            <select id={`${id}-day`} className="input" value={deliverOn} onChange={(event) => setDeliverOn(event.target.value)}>
              <Options values={days} label={dayLabel} />
            </select>
          </div>
          <TextField id={`${id}-address`} label="Corrected address (optional)" multiline rows={2} value={address} onText={setAddress} autoComplete="street-address" />
          <MobileField label="Another number to call (optional)" name="delivery-phone" value={phone} onChange={(event) => setPhone(event.target.value)} />
          <FormAlert message={problem} />
          <button type="submit" className="btn btn--primary" disabled={sending}>
            {sending ? "Sending..." : "Ask the courier to come again"}
          </button>
        </form>
      )}
    </section>
  );
}
