// The users screen's texts (docs/product.md sections 5 and 8).
import { ApiError } from "@/api/client.js";

export const USER_TEXT = {
  updated: "User updated successfully!",
  deleted: "User deleted successfully!",
  deletedMany: (count: number) => `${count} users deleted successfully!`,
  nothingSelected: "Please select users to delete.",
  saveFailed: "Error saving user. Please try again.",
  deleteFailedPrefix: "Error deleting user(s): ",
  deleteFailedDefault: "The server could not delete the user. Please try again.",
  noNewUsersHere: "User creation requires a password, so users cannot be added here. Please use the registration endpoint (the Register page) to create an account; you can then make it an admin from this screen.",
} as const;

/** The server's (or, offline, the client's) words; the client's stand-in for an empty answer is not a reason. */
function reason(error: unknown): string | null {
  if (!(error instanceof ApiError) || !error.message) return null;
  return /^The request failed \(\d+\)\.$/.test(error.message) ? null : error.message;
}

/** 'Error deleting user(s): ' plus the server's error or a default. */
export function deleteFailureText(error: unknown): string {
  return USER_TEXT.deleteFailedPrefix + (reason(error) ?? USER_TEXT.deleteFailedDefault);
}

/** The server's reason for refusing a save (the last admin cannot be demoted), if it gave one. */
export function saveFailureReason(error: unknown): string | null {
  return reason(error);
}
