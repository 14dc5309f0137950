import { useEffect, useState, type RefObject } from "react";
import { sameAddress } from "@shared/schemas/saved-address.js";
import { checkShippingAddress, type ShippingAddressErrors, type ShippingField } from "@shared/schemas/shipping-address.js";
import type { User } from "@shared/schemas/user.js";
import type { SavedAddress } from "@/api/saved-addresses.js";
import { focusFirstError, useShippingAddressRefs } from "@/components/ui/fields/ShippingAddressFields.js";
import { useSavedAddresses } from "./saved-addresses/use-saved-addresses.js";
import { draftFromAddress, draftFromProfile, withDeliveryPin, type ShippingDraft } from "./shipping-draft.js";
import { rememberedPin } from "@/lib/delivery-pin.js";

/** The checkout's shipping address: typed, or chosen from the saved ones, kept in `draft` while the form is closed. */
export function useCheckoutAddress(draft: RefObject<ShippingDraft | null>, user: User | null) {
  // A PIN checked on a product page or in the cart fills an empty Pincode (and its state, when the PIN names one).
  const [values, setValues] = useState<ShippingDraft>(() => draft.current ?? withDeliveryPin(draftFromProfile(user), rememberedPin()));
  const [errors, setErrors] = useState<ShippingAddressErrors>({});
  const refs = useShippingAddressRefs();
  const saved = useSavedAddresses(user !== null);
  const chosenId = saved?.find((address) => sameAddress(address, values))?.id;

  // The default saved address fills the form when it arrives, unless the shopper has typed already.
  useEffect(() => {
    const preferred = saved?.find((address) => address.isDefault);
    if (preferred && !draft.current) setValues(draftFromAddress(preferred));
  }, [saved, draft]);

  function choose(address: SavedAddress) {
    const next = draftFromAddress(address);
    setValues(next);
    draft.current = next;
    setErrors({});
  }

  function change(field: ShippingField, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    draft.current = next;
    // A corrected field stops shouting; the rest keep their messages until the next attempt.
    if (errors[field]) setErrors({ ...errors, [field]: undefined });
  }

  /** The address as the order takes it, or each field's problem shown and the first focused. */
  function check() {
    const checked = checkShippingAddress(values);
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) focusFirstError(checked.errors, refs);
    return checked;
  }

  return { values, errors, refs, saved, chosenId, choose, change, check };
}
