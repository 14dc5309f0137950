// The subcategory screen's texts for failures (docs/product.md section 8), chosen by how the call failed.
import { ApiError } from "@/api/client.js";

export const SUBCATEGORY_TEXT = {
  created: "Subcategory created successfully!",
  updated: "Subcategory updated successfully!",
  deleted: "Subcategory deleted successfully!",
  deletedMany: "Subcategories deleted successfully!",
  nothingSelected: "Please select subcategories to delete.",
  deleteFailed: "Error deleting subcategory",
  deleteManyFailed: "Error deleting subcategories",
  noToken: "Authentication token not found. Please login again.",
} as const;

/** Nothing answered: the client reports that as status 0. */
const noAnswer = (error: unknown) => error instanceof ApiError && error.status === 0;

/** The server's own words; the client's stand-in for an answer without any ("The request failed (502).") is not one. */
function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status === 0 || !error.message) return null;
  return /^The request failed \(\d+\)\.$/.test(error.message) ? null : error.message;
}

export function fetchFailureText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return "Authentication failed. Please login again.";
    if (error.status === 403) return "Access denied. Admin privileges required.";
    if (noAnswer(error)) return "Network error. Please check if the backend server is running.";
    const message = serverMessage(error);
    return message ? `Error fetching subcategories: ${message}` : "Error fetching subcategories";
  }
  return "Error fetching subcategories";
}

export function saveFailureText(error: unknown): string {
  if (noAnswer(error)) return "No response from server. Please check if the backend is running.";
  return serverMessage(error) ?? "Error saving subcategory.";
}

/** "Error deleting subcategory: <the server's reason>" (or the bare text when there is none). */
export function deleteFailureText(error: unknown, many: boolean): string {
  const base = many ? SUBCATEGORY_TEXT.deleteManyFailed : SUBCATEGORY_TEXT.deleteFailed;
  if (noAnswer(error)) return `${base}: No response from server. Please check if the backend is running.`;
  const message = serverMessage(error);
  return message ? `${base}: ${message}` : base;
}
