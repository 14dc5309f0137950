import * as z from "zod";
import { PIECE_CONDITIONS, RETURN_REASONS, RETURN_RESOLUTIONS, RETURN_SHELVES } from "../returns.js";
import { pageLimit } from "./page-limit.js";
import { knownFieldsOnly } from "./known-fields.js";

// Bodies of the return routes (issue 25), in the words. Each refusal names the field.

const text = (label: string, max: number) =>
  z.string({ error: `${label} must be text` }).trim().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`);

const quantity = z.number({ error: "quantity must be a number" }).int("quantity must be a whole number").min(1, "quantity must be at least 1").max(20, "quantity must be at most 20");

const returnItem = z.object(
  {
    product: text("product", 64),
    size: text("size", 20),
    quantity,
    reason: z.enum(RETURN_REASONS, { error: `reason must be one of ${RETURN_REASONS.join(", ")}` }),
    resolution: z.enum(RETURN_RESOLUTIONS, { error: `resolution must be one of ${RETURN_RESOLUTIONS.join(", ")}` }),
    exchangeSize: text("exchangeSize", 20).optional(),
  },
  { error: "Each item must be an object with product, size, quantity, reason and resolution" },
);

export const returnRequestSchema = knownFieldsOnly(
  z.object({
    items: z.array(returnItem, { error: "items must be a list of the pieces to return" }).min(1, "items must name at least one piece").max(20, "items may name at most 20 lines"),
    note: text("note", 1000).optional(),
    media: z
      .array(
        z.object({ mediaId: z.string({ error: "media mediaId must be text" }).regex(/^[0-9a-f]{24}$/, "media mediaId must be an upload's id") }),
        { error: "media must be a list of uploads" },
      )
      .max(10, "media may name at most 10 files")
      .optional(),
  }),
  "return request",
);
export type ReturnRequestBody = z.output<typeof returnRequestSchema>;

export const returnMediaUploadSchema = knownFieldsOnly(
  z.object({
    contentType: z.string({ error: "contentType must be text" }).trim().toLowerCase(),
    bytes: z.number({ error: "bytes must be the file's size in bytes" }).int("bytes must be the file's size in bytes").min(1, "The file is empty."),
    /** The order the return is for: the upload is bound to it and to its shopper (issue 41). */
    orderId: text("orderId", 64),
  }),
  "upload",
);
export type ReturnMediaUpload = z.output<typeof returnMediaUploadSchema>;

export const rejectReturnSchema = knownFieldsOnly(z.object({ reason: text("reason", 500) }), "rejection");

export const pickedUpSchema = knownFieldsOnly(z.object({ courier: text("courier", 80), trackingNumber: text("trackingNumber", 80) }), "pickup");

export const receiveReturnSchema = knownFieldsOnly(
  z.object({
    items: z
      .array(
        z.object({
          product: text("product", 64),
          size: text("size", 20),
          quantity,
          condition: z.enum(PIECE_CONDITIONS, { error: `condition must be one of ${PIECE_CONDITIONS.join(", ")}` }),
        }),
        { error: "items must be a list of the pieces received" },
      )
      .min(1, "items must name at least one piece"),
  }),
  "receipt",
);
export type ReceiveReturnBody = z.output<typeof receiveReturnSchema>;

export const returnListQuerySchema = z
  .object({
    state: z.enum(RETURN_SHELVES, { error: `state must be one of: ${RETURN_SHELVES.join(", ")}` }).optional(),
    limit: pageLimit(100).default(50),
    cursor: z.string().max(1024, "cursor is too long").optional(),
  })
  .strict();
