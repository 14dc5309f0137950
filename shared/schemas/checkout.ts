import * as z from "zod";
import { businessInvoiceSchema } from "./business-invoice.js";
import { shippingAddressSchema } from "./shipping-address.js";

// Bodies of the payment calls. The browser names products, sizes and quantities; every amount
// is the server's to compute, so an `amount` sent here is refused rather than silently trusted.

const razorpayId = (prefix: string, field: string) =>
  z.string({ error: `${field} is required` }).regex(new RegExp(`^${prefix}_[A-Za-z0-9]{1,40}$`), `${field} is not a valid Razorpay id`);
const signature = (field: string) => z.string({ error: `${field} is required` }).regex(/^[0-9a-f]{64}$/i, `${field} is not a valid signature`);

/** "I understand custom-made items cannot be returned": the tick a custom piece needs (issue 26). */
export const CUSTOM_ACKNOWLEDGEMENT = "I understand custom-made items cannot be returned";

/** A piece made to the shopper's measure: the options she chose, the profile, her tick. Prices are the server's. */
export const customChoiceSchema = z
  .object({
    options: z
      .array(
        z
          .object({
            id: z.string({ error: "items.custom.options.id is required" }).regex(/^[a-z0-9][a-z0-9-]{0,39}$/, "items.custom.options.id is not an option id"),
            choice: z.string({ error: "items.custom.options.choice must be text" }).trim().min(1, "items.custom.options.choice is empty").max(40, "items.custom.options.choice is too long").optional(),
          })
          .strict(),
        { error: "items.custom.options must be a list" },
      )
      .max(30, "items.custom.options has too many options"),
    profileId: z
      .string({ error: "items.custom.profileId is required: choose your measurements" })
      .regex(/^[0-9a-f]{24}$/, "items.custom.profileId is not a measurement profile id"),
    acknowledged: z.literal(true, { error: `items.custom.acknowledged: please tick "${CUSTOM_ACKNOWLEDGEMENT}"` }),
  })
  .strict();
export type CustomChoice = z.output<typeof customChoiceSchema>;

/** A saree's blouse (issue 40, shared/saree-blouse.ts): an unstitched piece, a standard size, or to measure (with `custom`). */
export const blouseChoiceSchema = z.discriminatedUnion(
  "stitch",
  [
    z.object({ stitch: z.literal("unstitched") }).strict(),
    z
      .object({
        stitch: z.literal("standard"),
        size: z.string({ error: "items.blouse.size is required: choose the blouse size" }).trim().min(1, "items.blouse.size is required: choose the blouse size").max(20, "items.blouse.size is too long"),
      })
      .strict(),
    z.object({ stitch: z.literal("measure") }).strict(),
  ],
  { error: "items.blouse.stitch must be unstitched, standard or measure" },
);

export const checkoutLineSchema = z
  .object({
    product: z.string({ error: "items.product is required" }).regex(/^[0-9a-f]{24}$/, "items.product is not a product id"),
    size: z.string({ error: "items.size is required" }).trim().min(1, "items.size is required").max(20, "items.size is too long"),
    quantity: z
      .number({ error: "items.quantity must be a number" })
      .int("items.quantity must be a whole number")
      .min(1, "items.quantity must be at least 1")
      .max(20, "items.quantity can be at most 20 per line"),
    custom: customChoiceSchema.optional(),
    blouse: blouseChoiceSchema.optional(),
  })
  .strict();

export const createOrderSchema = z
  .object({
    items: z.array(checkoutLineSchema, { error: "items is required" }).min(1, "Your cart is empty").max(25, "At most 25 lines can be ordered at once"),
    discountCode: z.string({ error: "discountCode must be text" }).max(40, "discountCode is at most 40 characters").optional(),
    shippingAddress: shippingAddressSchema,
    /** A registered buyer's GSTIN and billing address, for a business invoice (issue 45). */
    businessInvoice: businessInvoiceSchema.optional(),
    source: z.enum(["cart", "wishlist", "single"], { error: "source must be cart, wishlist or single" }),
    useStoreCredit: z.boolean({ error: "useStoreCredit must be true or false" }).optional(),
    receipt: z.string().max(40, "receipt is at most 40 characters").optional(),
    notes: z.record(z.string().max(40), z.string().max(256)).optional(),
  })
  .strict();
export type CreateOrderBody = z.output<typeof createOrderSchema>;

/** The shopper closed Razorpay Checkout without paying: their order's pieces go back at once. */
export const cancelCheckoutSchema = z
  .object({
    orderId: z.string({ error: "orderId is required" }).regex(/^[0-9a-f]{24}$/, "orderId is not an order id"),
  })
  .strict();

/** Razorpay Checkout's handler response, as the browser passes it on. */
export const validatePaymentSchema = z
  .object({
    razorpay_order_id: razorpayId("order", "razorpay_order_id"),
    razorpay_payment_id: razorpayId("pay", "razorpay_payment_id"),
    razorpay_signature: signature("razorpay_signature"),
  })
  .strict();

/**
 * The spec's `process` call also carries amount, description, items, shippingAddress and
 * paymentMethod; they are accepted for compatibility and ignored: the stored order is the truth.
 */
export const processPaymentSchema = z
  .object({
    razorpayOrderId: razorpayId("order", "razorpayOrderId"),
    razorpayPaymentId: razorpayId("pay", "razorpayPaymentId"),
    razorpaySignature: signature("razorpaySignature"),
    amount: z.unknown().optional(),
    description: z.unknown().optional(),
    items: z.unknown().optional(),
    shippingAddress: z.unknown().optional(),
    paymentMethod: z.unknown().optional(),
  })
  .strict();

export const refundRequestSchema = z
  .object({
    paymentId: z.string({ error: "paymentId is required" }).regex(/^[0-9a-f]{24}$/, "paymentId is not a payment id"),
    amount: z
      .number({ error: "amount must be a number of rupees" })
      .positive("amount must be greater than 0")
      .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, "amount can have at most 2 decimals")
      .optional(),
    reason: z.string({ error: "reason is required" }).trim().min(1, "reason is required").max(500, "reason is at most 500 characters"),
    /** The pieces refunded (issue 22); the server works out what they were paid. */
    items: z
      .array(
        z
          .object({
            product: z.string({ error: "items.product is required" }).regex(/^[0-9a-f]{24}$/, "items.product is not a product id"),
            size: z.string({ error: "items.size is required" }).trim().min(1, "items.size is required").max(20, "items.size is too long"),
            quantity: z
              .number({ error: "items.quantity must be a number" })
              .int("items.quantity must be a whole number")
              .min(1, "items.quantity must be at least 1")
              .max(1000, "items.quantity is more than any order holds"),
          })
          .strict(),
        { error: "items must be a list of {product, size, quantity}" },
      )
      .min(1, "items must name at least one piece to refund")
      .max(25, "items can name at most 25 lines")
      .optional(),
    /** Put the refunded pieces back in stock. */
    restock: z.boolean({ error: "restock must be true or false" }).optional(),
  })
  .strict()
  .refine((body) => !(body.items && body.amount !== undefined), {
    message: "Send either items (the pieces refunded, the amount is worked out) or amount (a goodwill refund), not both",
    path: ["amount"],
  });

export const PAYMENT_STATUSES = ["completed", "pending", "failed", "refunded"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const paymentListQuerySchema = z
  .object({
    status: z.enum(PAYMENT_STATUSES, { error: `status must be one of ${PAYMENT_STATUSES.join(", ")}` }).optional(),
    search: z.string().trim().max(100, "search is at most 100 characters").optional(),
    limit: z
      .string()
      .regex(/^\d+$/, "limit must be a whole number")
      .transform(Number)
      .pipe(z.number().int().min(1, "limit must be at least 1").max(100, "limit must be at most 100"))
      .optional(),
    cursor: z.string().max(1024, "cursor is too long").optional(),
  })
  .strict();
