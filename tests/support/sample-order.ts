import type { OrderRecord } from "../../functions/data/orders.js";

/** A paid order of one silk saree (₹8,999 with its GST inside), placed now by Asha Rao; `shipped` moves it on. */
export function samplePaidOrder(id: string, buyer: { userId: string; email: string }, options: { shipped?: boolean } = {}): OrderRecord {
  const at = new Date().toISOString();
  return {
    id,
    userId: buyer.userId,
    user: { _id: buyer.userId, name: "Asha Rao", email: buyer.email },
    orderItems: [{ product: "p1", name: "Kanjeevaram Silk Temple Border Saree", image: "", size: "Free", quantity: 1, pricePaise: 899_900, hsn: "5007" }],
    paymentMethod: "card",
    itemsPaise: 899_900,
    taxPaise: 42_852,
    shippingPaise: 0,
    totalPaise: 899_900,
    isPaid: true,
    paidAt: at,
    status: options.shipped ? "shipped" : "processing",
    shippingAddress: { name: "Asha Rao", email: buyer.email, phone: "9876543210", address: "12 MG Road", city: "Pune", state: "Maharashtra", pincode: "411001" },
    statusHistory: [{ status: "processing", at, by: "shop" }, ...(options.shipped ? [{ status: "shipped" as const, at, by: "shop" as const }] : [])],
    createdAt: at,
    updatedAt: at,
  };
}
