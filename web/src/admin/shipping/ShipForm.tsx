import { Truck } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import type { Order } from "@shared/schemas/order.js";
import { errorText } from "@/api/error-text.js";
import { FlashMessage } from "@/admin/shared/Flash.js";
import { bookShipment, type OrderShipping, type ParcelForm } from "./shipping-api.js";
import { LabelledField } from "@/components/ui/form/LabelledField.js";

/** "Ship", once the shopper confirmed on the phone: pickup date, weight and size, prefilled from the products' weights. */
export function ShipForm({ order, proposal, onBooked }: { order: Order; proposal: OrderShipping["proposal"]; onBooked(booked: Awaited<ReturnType<typeof bookShipment>>): void }) {
  const id = useId();
  const [parcel, setParcel] = useState<ParcelForm>({ ...proposal });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setProblem(null);
    try {
      onBooked(await bookShipment(order._id, parcel));
    } catch (error) {
      setProblem(errorText(error, "The shipment could not be booked. Please try again."));
    } finally {
      setBusy(false);
    }
  }

  const number = (field: keyof Omit<ParcelForm, "pickupDate">, label: string, unit: string) => (
    <LabelledField id={`${id}-${field}`} label={`${label} (${unit})`}>
      <input
        id={`${id}-${field}`}
        className="input"
        type="number"
        inputMode="numeric"
        min={1}
        value={parcel[field]}
        onChange={(event) => setParcel({ ...parcel, [field]: Number(event.target.value) })}
      />
    </LabelledField>
  );

  return (
    <form className="admin-form ship-form" onSubmit={submit} noValidate aria-label="Ship">
      <LabelledField id={`${id}-pickup`} label="Pickup date">
        <input id={`${id}-pickup`} className="input" type="date" value={parcel.pickupDate} onChange={(event) => setParcel({ ...parcel, pickupDate: event.target.value })} />
      </LabelledField>
      <div className="ship-form__sizes">
        {number("weightGrams", "Weight", "g")}
        {number("lengthCm", "Length", "cm")}
        {number("breadthCm", "Breadth", "cm")}
        {number("heightCm", "Height", "cm")}
      </div>
      <FlashMessage flash={problem ? { kind: "error", text: problem } : null} />
      <button type="submit" className="btn btn--primary" aria-disabled={busy}>
        <Truck size={18} aria-hidden="true" />
        {busy ? "Booking…" : "Ship"}
      </button>
    </form>
  );
}
