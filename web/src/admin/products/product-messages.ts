// The products screen's texts (docs/product.md sections 5 and 8).
import { ApiError } from "@/api/client.js";

export const PRODUCT_TEXT = {
  added: "Product added successfully!",
  updated: "Product updated successfully!",
  deleted: "Product deleted successfully!",
  deletedMany: (count: number) => `${count} products deleted successfully!`,
  nothingSelected: "Please select products to delete.",
  saveFailed: "Error saving product. Please try again.",
  deleteFailedPrefix: "Error deleting product: ",
  deleteManyFailedPrefix: "Error deleting products: ",
  deleteFailedDefault: "The server did not say why. Please try again.",
} as const;

/** The server's (or, offline, the client's) words; the client's stand-in for an empty answer is not a reason. */
export function failureReason(error: unknown): string | null {
  if (!(error instanceof ApiError) || !error.message) return null;
  return /^The request failed \(\d+\)\.$/.test(error.message) ? null : error.message;
}

export function deleteFailureText(error: unknown, many: boolean): string {
  return (many ? PRODUCT_TEXT.deleteManyFailedPrefix : PRODUCT_TEXT.deleteFailedPrefix) + (failureReason(error) ?? PRODUCT_TEXT.deleteFailedDefault);
}
