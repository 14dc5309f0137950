import { formatPaiseBrief, toPaise } from "@shared/money.js";
import type { GiftCardTerms } from "@/api/gift-cards.js";
import { Field } from "@/components/ui/form/Field.js";
import { CUSTOM, customRangeText } from "./purchase-form.js";

interface AmountChoiceProps {
  terms: GiftCardTerms;
  chosen: string;
  onChoose(amount: string): void;
  error?: string;
  custom: { value: string; onChange(event: { target: { value: string } }): void; error?: string; ref(element: HTMLInputElement | null): void };
  /** The first tile, focused when the choice is at fault. */
  firstRef(element: HTMLInputElement | null): void;
}

/** The shop's amounts as large tiles, and Custom, which asks the amount within the owner's range. */
export function AmountChoice({ terms, chosen, onChoose, error, custom, firstRef }: AmountChoiceProps) {
  const choices = [...terms.amounts.map(String), CUSTOM];
  return (
    <>
      <fieldset className="gift-buy__amounts" aria-describedby={error ? "gift-buy-amount-error" : undefined}>
        <legend className="field__label">Amount</legend>
        <div className="gift-buy__tiles">
          {choices.map((amount, index) => (
            <label key={amount} className="gift-buy__tile">
              <input
                className="gift-buy__radio"
                type="radio"
                name="amount"
                value={amount}
                checked={chosen === amount}
                onChange={() => onChoose(amount)}
                ref={index === 0 ? firstRef : undefined}
                aria-invalid={error ? true : undefined}
              />
              <span className="gift-buy__dot" aria-hidden="true" />
              <span>{amount === CUSTOM ? "Custom" : formatPaiseBrief(toPaise(Number(amount)))}</span>
            </label>
          ))}
        </div>
        {error ? (
          <p id="gift-buy-amount-error" className="field__error">
            {error}
          </p>
        ) : null}
      </fieldset>
      {chosen === CUSTOM ? (
        <Field
          label="Amount (₹)"
          name="customAmount"
          {...custom}
          inputMode="numeric"
          autoComplete="off"
          maxLength={9}
          hint={`Whole rupees, ${customRangeText(terms)}.`}
          className="gift-buy__custom"
        />
      ) : null}
    </>
  );
}
