import { useMutation } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { checkShippingAddress, type ShippingAddressErrors, type ShippingField, type ShippingAddress } from "@shared/schemas/shipping-address.js";
import { failureText } from "@/api/error-text.js";
import { saveAddress, updateAddress, type SavedAddress } from "@/api/saved-addresses.js";
import { focusFirstError, ShippingAddressFields, useShippingAddressRefs } from "@/components/ui/fields/ShippingAddressFields.js";

const EMPTY: Record<ShippingField, string> = { name: "", email: "", phone: "", address: "", city: "", state: "", pincode: "" };

interface AddressFormProps {
  /** The address to change; a new one without it. */
  editing?: SavedAddress;
  onSaved(): Promise<void>;
  onCancel(): void;
}

const fieldsOf = ({ name, email, phone, address, city, state, pincode }: SavedAddress): Record<ShippingField, string> => ({ name, email, phone, address, city, state, pincode });

/** A new or changed saved address, checked by the same rules as the checkout's before it is sent. */
export function AddressForm({ editing, onSaved, onCancel }: AddressFormProps) {
  const [form, setForm] = useState(() => (editing ? fieldsOf(editing) : EMPTY));
  const [isDefault, setIsDefault] = useState(editing?.isDefault ?? false);
  const [errors, setErrors] = useState<ShippingAddressErrors>({});
  const saving = useMutation({
    mutationFn: (address: ShippingAddress) => (editing ? updateAddress(editing.id, address, isDefault) : saveAddress(address, isDefault)),
    onSuccess: onSaved,
  });
  const fields = useShippingAddressRefs();

  const change = (field: ShippingField, value: string) => {
    setForm({ ...form, [field]: value });
    if (errors[field]) setErrors({ ...errors, [field]: undefined });
  };

  function save(event: FormEvent) {
    event.preventDefault();
    if (saving.isPending) return;
    const checked = checkShippingAddress(form);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstError(checked.errors, fields);
      return;
    }
    saving.mutate(checked.address);
  }

  return (
    <form className="profile-form saved-book__form" onSubmit={save} noValidate aria-label={editing ? "Edit address" : "New address"} aria-busy={saving.isPending}>
      <ShippingAddressFields values={form} errors={errors} refs={fields} onChange={change} wide="profile-form__wide" autoFocus />
      <label className="saved-book__check profile-form__wide">
        {/* The default moves only to another address made the default. */}
        <input type="checkbox" checked={isDefault} onChange={(event) => setIsDefault(event.target.checked)} disabled={editing?.isDefault} />
        <span>{editing?.isDefault ? "This is your default address" : "Make this my default address"}</span>
      </label>
      {saving.isError ? (
        <p className="account-error profile-form__wide" role="alert">
          {failureText(saving.error, "Could not save the address. Please try again.")}
        </p>
      ) : null}
      <div className="profile-form__actions profile-form__wide">
        <button type="submit" className="btn btn--primary" disabled={saving.isPending}>
          {saving.isPending ? "Saving..." : "Save address"}
        </button>
        <button type="button" className="btn btn--outline" onClick={onCancel} disabled={saving.isPending}>
          Cancel
        </button>
      </div>
    </form>
  );
}
