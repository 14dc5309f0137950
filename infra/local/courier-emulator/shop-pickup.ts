import type { ShopConfig } from "@functions/config.js";
import { shopAddress } from "@functions/returns/reverse-pickup.js";
import type { PickupLocation } from "./pickup-locations.js";

/** The shop's pickup location as its owner registers it with Shiprocket: the seller's address at the settings' pickup PIN. */
export function pickupLocationOf(config: Pick<ShopConfig, "seller" | "courier" | "mail">, pickupPincode: string): PickupLocation {
  const shop = shopAddress(config.seller, pickupPincode, config.mail.replyTo);
  // The street part only: the city, state and PIN have their own fields.
  const parts = config.seller.address.split(",").map((part) => part.trim());
  const street = parts.slice(0, Math.max(parts.indexOf(shop.city), 0)).join(", ");
  return {
    pickup_location: config.courier.pickupLocation,
    name: shop.name,
    email: shop.email,
    phone: shop.phone.replace(/^\+91/, "").slice(-10),
    address: street || shop.address,
    address_2: "",
    city: shop.city,
    state: shop.state,
    country: "India",
    pin_code: shop.pincode,
  };
}
