import { addDays } from "@shared/shop-calendar.js";
import { Field } from "@/components/ui/form/Field.js";

interface SendWhenProps {
  send: string;
  onSend(send: "now" | "date"): void;
  date: { value: string; onChange(event: { target: { value: string } }): void; error?: string; ref(element: HTMLInputElement | null): void };
  /** India's date: the first day it can be sent, and the last `latestDays` after. */
  today: string;
  latestDays: number;
}

/** When the card's e-mail goes: now, or at 9 in the morning of a day she picks. */
export function SendWhen({ send, onSend, date, today, latestDays }: SendWhenProps) {
  return (
    <fieldset className="gift-buy__send">
      <legend className="field__label">Send</legend>
      <div className="gift-buy__send-choices">
        <label className="gift-buy__tile">
          <input className="gift-buy__radio" type="radio" name="send" value="now" checked={send !== "date"} onChange={() => onSend("now")} />
          <span className="gift-buy__dot" aria-hidden="true" />
          <span>Now</span>
        </label>
        <label className="gift-buy__tile">
          <input className="gift-buy__radio" type="radio" name="send" value="date" checked={send === "date"} onChange={() => onSend("date")} />
          <span className="gift-buy__dot" aria-hidden="true" />
          <span>On a date</span>
        </label>
      </div>
      {send === "date" ? (
        <Field
          label="Send on"
          name="deliverOn"
          type="date"
          {...date}
          min={today}
          max={addDays(today, latestDays)}
          hint={`Its e-mail goes at 9 am (India time) that day, up to ${latestDays} days ahead.`}
        />
      ) : null}
    </fieldset>
  );
}
