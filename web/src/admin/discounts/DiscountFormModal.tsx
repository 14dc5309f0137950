import { useRef, type FormEvent } from "react";
import type { DiscountCode, DiscountKind } from "@shared/schemas/discount-code.js";
import { ProductField, type ControlProps } from "@/admin/products/ProductField.js";
import { errorText } from "@/api/error-text.js";
import { createDiscount, updateDiscount } from "./discounts-api.js";
import { FormModal } from "@/admin/shared/FormModal.js";
import { useFormModalState } from "@/admin/shared/use-form-modal-state.js";
import { discountFormSchema, newDiscountFormSchema } from "@shared/schemas/discount-form.js";
import { checkForm, firstProblem, type FieldErrors } from "@/components/ui/form/form-problems.js";
import { discountToForm, emptyDiscountForm, type DiscountFormValues } from "./discount-form-values.js";

interface DiscountFormModalProps {
  /** null creates a new code. */
  discount: DiscountCode | null;
  onClose(): void;
  onSaved(discount: DiscountCode, created: boolean): void;
}

/** Create or edit a code: what it takes off, from what order size, when, how often, on or off. */
export function DiscountFormModal({ discount, onClose, onSaved }: DiscountFormModalProps) {
  const creating = discount === null;
  const { id, values, set, errors, setErrors, setFailure, busy, setBusy, shown } = useFormModalState<DiscountFormValues>(
    () => (discount ? discountToForm(discount) : emptyDiscountForm()),
    { clearsProblemOnEdit: true },
  );
  const firstRef = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const checked = creating ? checkForm(newDiscountFormSchema, values) : checkForm(discountFormSchema, values);
    const found: FieldErrors<keyof DiscountFormValues> = checked.ok ? {} : checked.errors;
    setErrors(found);
    if (!checked.ok) {
      const first = firstProblem(found, Object.keys(values) as Array<keyof DiscountFormValues>);
      if (first) document.getElementById(`${id}-${first.field}`)?.focus();
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const { code, ...request } = { code: "", ...checked.data };
      const saved = discount ? await updateDiscount(discount.code, request) : await createDiscount(code, request);
      onSaved(saved, creating);
    } catch (error) {
      setFailure(errorText(error, "The code could not be saved. Check the connection and try again."));
      setBusy(false);
    }
  }

  const percent = values.kind === "percent";

  return (
    <FormModal
      title={creating ? "New discount code" : `Edit ${discount.code}`}
      initialFocus={firstRef}
      submitLabel={creating ? "Create code" : "Save changes"}
      {...shown}
      onSubmit={submit}
      onClose={onClose}
    >
      <div className="mgmt-grid">
        {creating ? (
          <ProductField id={`${id}-code`} label="Code" required error={errors.code} hint="What shoppers type, e.g. DIWALI10. Kept in capitals.">
            {(control) => (
              <input
                {...control}
                ref={firstRef}
                className="input discount-code-input"
                value={values.code}
                onChange={(event) => set("code", event.target.value.toUpperCase())}
                autoCapitalize="characters"
                autoComplete="off"
                spellCheck={false}
                maxLength={20}
              />
            )}
          </ProductField>
        ) : null}
        <ProductField id={`${id}-description`} label="Description" hint="Shown to the shopper when the code applies." className={creating ? undefined : "mgmt-grid__wide"}>
          {(control) => (
            <input
              {...control}
              ref={creating ? undefined : firstRef}
              className="input"
              value={values.description}
              onChange={(event) => set("description", event.target.value)}
              maxLength={120}
            />
          )}
        </ProductField>
        <fieldset className="discount-kind mgmt-grid__wide">
          <legend className="field__label">Takes off</legend>
          {(["percent", "amount"] as DiscountKind[]).map((kind) => (
            <label key={kind} className="mgmt-check">
              <input type="radio" name={`${id}-kind`} value={kind} checked={values.kind === kind} onChange={() => set("kind", kind)} />
              <span>{kind === "percent" ? "A percentage of the items" : "A fixed amount in rupees"}</span>
            </label>
          ))}
        </fieldset>
        <ProductField id={`${id}-value`} label={percent ? "Percent off" : "Amount off (₹)"} required error={errors.value}>
          {(control) => <NumberInput control={control} value={values.value} onChange={(value) => set("value", value)} whole={percent} min={percent ? 1 : 0.01} max={percent ? 100 : undefined} />}
        </ProductField>
        <ProductField id={`${id}-minOrder`} label="Minimum order (₹)" error={errors.minOrder} hint="The items must come to at least this. 0 for any order.">
          {(control) => <NumberInput control={control} value={values.minOrder} onChange={(value) => set("minOrder", value)} min={0} />}
        </ProductField>
        <ProductField id={`${id}-startsAt`} label="Starts (India time)" required error={errors.startsAt}>
          {(control) => <input {...control} className="input" type="datetime-local" value={values.startsAt} onChange={(event) => set("startsAt", event.target.value)} />}
        </ProductField>
        <ProductField id={`${id}-endsAt`} label="Ends (India time)" error={errors.endsAt} hint="Empty: no end.">
          {(control) => <input {...control} className="input" type="datetime-local" value={values.endsAt} onChange={(event) => set("endsAt", event.target.value)} />}
        </ProductField>
        <ProductField id={`${id}-maxUses`} label="Total uses" error={errors.maxUses} hint="Paid orders in all. Empty: no limit.">
          {(control) => <NumberInput control={control} value={values.maxUses} onChange={(value) => set("maxUses", value)} whole min={1} />}
        </ProductField>
        <ProductField id={`${id}-maxUsesPerCustomer`} label="Uses per customer" error={errors.maxUsesPerCustomer} hint="Empty: no limit.">
          {(control) => <NumberInput control={control} value={values.maxUsesPerCustomer} onChange={(value) => set("maxUsesPerCustomer", value)} whole min={1} />}
        </ProductField>
      </div>
      <label className="mgmt-check">
        <input type="checkbox" checked={values.isActive} onChange={(event) => set("isActive", event.target.checked)} />
        <span>Active (shoppers can use it between the start and the end)</span>
      </label>
    </FormModal>
  );
}

/** A number typed as text (the form checks it), whole or in rupees and paise. */
function NumberInput({ control, value, onChange, whole = false, min, max }: { control: ControlProps; value: string; onChange(value: string): void; whole?: boolean; min: number; max?: number }) {
  return (
    <input
      {...control}
      className="input"
      type="number"
      inputMode={whole ? "numeric" : "decimal"}
      min={min}
      max={max}
      step={whole ? 1 : 0.01}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
