import { DEMO_SELLER } from "@shared/seller.js";

// A Shiprocket account's pickup locations: set once in its panel (or POST
// /settings/company/addpickup), each under a name an order gives as `pickup_location`. A parcel
// is collected there, priced from its PIN, and sent back there if it cannot be delivered, so
// the label's return address is the pickup location's, never a fixed one.

/** As Shiprocket lists them (GET /settings/company/pickup → data.shipping_address[]). */
export interface PickupLocation {
  pickup_location: string;
  name: string;
  email: string;
  phone: string;
  address: string;
  address_2: string;
  city: string;
  state: string;
  country: string;
  pin_code: string;
}

/** A new account's "Primary" location: the demo shop's workshop in Jaipur (the shop's default pickup PIN). */
export const PRIMARY_PICKUP: PickupLocation = {
  pickup_location: "Primary",
  name: "Rangrez",
  email: DEMO_SELLER.ordersEmail,
  phone: "1414567800",
  address: "14 Bapu Bazaar Lane, Johari Bazaar",
  address_2: "",
  city: "Jaipur",
  state: "Rajasthan",
  country: "India",
  pin_code: "302003",
};

/** "Rangrez, 14 Bapu Bazaar Lane, Johari Bazaar, Jaipur, Rajasthan, PIN 302003": a label's return address. */
export const pickupAddressText = (location: PickupLocation) =>
  [location.name, location.address, location.address_2, location.city, location.state].filter(Boolean).join(", ") + `, PIN ${location.pin_code}`;

export class PickupLocations {
  private readonly byName = new Map<string, PickupLocation>();

  constructor(locations: readonly PickupLocation[]) {
    for (const location of locations) this.set(location);
  }

  /** Adds a location, or replaces the one of that name (the panel's edit). */
  set(location: PickupLocation): void {
    this.byName.set(location.pickup_location, location);
  }

  get(name: string): PickupLocation | undefined {
    return this.byName.get(name);
  }

  list(): PickupLocation[] {
    return [...this.byName.values()];
  }
}
