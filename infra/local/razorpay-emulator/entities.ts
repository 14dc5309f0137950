// The entities as Razorpay's API returns them (snake_case, amounts in paise, times in
// Unix seconds). Empty notes come back as [] exactly as Razorpay sends them.

export type Notes = Record<string, string | number> | [];

export type OrderStatus = "created" | "attempted" | "paid";

export interface OrderEntity {
  id: string;
  entity: "order";
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: "INR";
  receipt: string | null;
  offer_id: null;
  status: OrderStatus;
  attempts: number;
  notes: Notes;
  created_at: number;
}

/** "authorized": the bank approved it but it is not captured yet (a UPI payment captured late). */
export type PaymentStatus = "authorized" | "captured" | "failed" | "refunded";

export type PaymentMethod = "card" | "upi" | "netbanking";

export interface PaymentEntity {
  id: string;
  entity: "payment";
  amount: number;
  currency: "INR";
  status: PaymentStatus;
  order_id: string;
  invoice_id: null;
  international: false;
  method: PaymentMethod;
  amount_refunded: number;
  refund_status: null | "partial" | "full";
  captured: boolean;
  description: string | null;
  /** Set for card payments only. */
  card_id: string | null;
  /** The bank's code (HDFC, SBIN...) for net banking. */
  bank: string | null;
  wallet: null;
  /** The payer's UPI id for UPI payments. */
  vpa: string | null;
  email: string;
  contact: string;
  notes: Notes;
  fee: number | null;
  tax: number | null;
  error_code: string | null;
  error_description: string | null;
  error_source: string | null;
  error_step: string | null;
  error_reason: string | null;
  acquirer_data: Record<string, string | null>;
  created_at: number;
}

export interface RefundEntity {
  id: string;
  entity: "refund";
  amount: number;
  currency: "INR";
  payment_id: string;
  notes: Notes;
  receipt: string | null;
  acquirer_data: { arn: string | null };
  created_at: number;
  batch_id: null;
  status: "processed";
  speed_processed: "normal";
  speed_requested: "normal" | "optimum";
}

export interface Collection<T> {
  entity: "collection";
  count: number;
  items: T[];
}

export function collection<T>(items: T[]): Collection<T> {
  return { entity: "collection", count: items.length, items };
}
