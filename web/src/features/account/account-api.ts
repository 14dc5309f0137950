// The account calls of docs/product.md section 7, typed. Everything goes through the SPA's API client.
import type { Address, User } from "@shared/schemas/user.js";
import type { Order } from "@shared/schemas/order.js";
import { api, ApiError, type DownloadedFile } from "@/api/client.js";
import type { Answer } from "@/api/contract.js";
import { deviceTokenFor, rememberDevice } from "@/session/known-device.js";
import type { ConsentRecord, NoticeLanguage } from "@shared/privacy/notice-version.js";

export interface ProfileChanges {
  name: string;
  email: string;
  phone: string;
  address: Address;
}

/** Asks for the sign-up: the same answer whether or not the address has an account; the e-mail finishes it. */
export async function register(details: { name: string; email: string; password: string; noticeVersion: string; noticeLanguage: NoticeLanguage }): Promise<string> {
  return (await api.post<Answer<"/auth/register", "$post">>("/auth/register", details)).message;
}

/** The e-mail's link: makes the account, and the answer signs the new shopper in. */
export async function finishSignup(token: string): Promise<{ token: string; user: User }> {
  const body = await api.post<Answer<"/auth/finish-signup", "$post">>("/auth/finish-signup", { token });
  return { token: body.token, user: body.user };
}

export async function logIn(credentials: { email: string; password: string }): Promise<{ token: string; user: User; passwordChangeRequired: boolean }> {
  const deviceToken = deviceTokenFor(credentials.email);
  const body = await api.post<Answer<"/auth/login", "$post">>("/auth/login", { ...credentials, ...(deviceToken ? { deviceToken } : {}) });
  rememberDevice(credentials.email, body.deviceToken);
  return { token: body.token, user: body.user, passwordChangeRequired: body.passwordChangeRequired === true };
}

/** Always the same answer, whether or not the address has an account. */
export async function askForPasswordReset(email: string): Promise<string> {
  return (await api.post<Answer<"/auth/forgot-password", "$post">>("/auth/forgot-password", { email })).message;
}

export async function resetPassword(token: string, password: string): Promise<string> {
  return (await api.post<Answer<"/auth/reset-password", "$post">>("/auth/reset-password", { token, password })).message;
}

/** The owner's invitation: the new staff member's first password. */
export async function acceptInvitation(token: string, password: string): Promise<string> {
  return (await api.post<Answer<"/auth/accept-invitation", "$post">>("/auth/accept-invitation", { token, password })).message;
}

/** The new token for this device: every other session has ended. */
export async function changePassword(currentPassword: string, newPassword: string): Promise<{ token: string; message: string }> {
  const body = await api.post<Answer<"/auth/change-password", "$post">>("/auth/change-password", { currentPassword, newPassword });
  return { token: body.token, message: body.message };
}

/** An account made with a mobile alone: its first password; her e-mail signs in once its link is opened. */
export async function addPassword(newPassword: string): Promise<{ token: string; message: string }> {
  const body = await api.post<Answer<"/auth/add-password", "$post">>("/auth/add-password", { newPassword });
  return { token: body.token, message: body.message };
}

export async function updateProfile(changes: ProfileChanges): Promise<User> {
  const body = await api.put<Answer<"/auth/update-profile", "$put">>("/auth/update-profile", changes);
  return body.data;
}

/** The signed-in shopper as the server has them now (an admin may have changed them). */
export async function fetchMe(signal?: AbortSignal): Promise<User> {
  const body = await api.get<Answer<"/auth/me", "$get">>("/auth/me", undefined, signal);
  return body.data;
}

export interface OrdersPage {
  orders: Order[];
  /** Where the next, older page starts; null on the last page. */
  nextCursor: string | null;
}

/** One page of the shopper's own orders, newest first. */
/** One of the shopper's own orders (GET /api/orders/:id). */
export async function fetchMyOrder(id: string, signal?: AbortSignal): Promise<Order> {
  const body = await api.get<Answer<"/orders/:id", "$get">>(`/orders/${encodeURIComponent(id)}`, undefined, signal);
  return body.data;
}

export async function fetchMyOrders(cursor?: string, signal?: AbortSignal): Promise<OrdersPage> {
  const body = await api.get<Answer<"/orders/my-orders", "$get">>("/orders/my-orders", { cursor }, signal);
  return { orders: Array.isArray(body.data) ? body.data : [], nextCursor: body.pagination?.nextCursor ?? null };
}

/** Everything the shop holds about the signed-in shopper: a JSON file, or the same as a readable page. */
export function downloadMyData(format: "json" | "html" = "json"): Promise<DownloadedFile> {
  return api.download("/auth/my-data", format === "html" ? { format } : undefined);
}

/** The consents she gave (the notice's version and language at sign-up). */
export async function fetchMyConsents(signal?: AbortSignal): Promise<ConsentRecord[]> {
  return (await api.get<Answer<"/auth/consents", "$get">>("/auth/consents", undefined, signal)).data;
}

/** What closing the account keeps, why and for how long, as the server said it. */
export interface KeptRecord {
  what: string;
  why: string;
  keptFor: string;
  keeps?: string;
}

/**
 * Closes the account. With store credit left, she confirms giving up exactly the balance she was
 * shown; a 409 whose answer names another `balance` is read by storeCreditInRefusal.
 */
/** Closes her account, confirmed by her password or, for an account made with a mobile alone, a code sent to it. */
export async function closeMyAccount(confirmation: { password: string } | { code: string }, forfeit?: { balance: number }): Promise<{ message: string; kept: KeptRecord[] }> {
  const body = { ...confirmation, ...(forfeit && { confirmForfeitStoreCredit: true, confirmedBalance: forfeit.balance }) };
  const answer = await api.delete<Answer<"/auth/account", "$delete">>("/auth/account", body);
  return { message: answer.message, kept: answer.kept };
}

/** The store credit (rupees) a refused closure names, if it names one. */
export function storeCreditInRefusal(failure: unknown): number | undefined {
  if (!(failure instanceof ApiError) || failure.status !== 409) return undefined;
  const balance = (failure.body as { balance?: unknown } | undefined)?.balance;
  return typeof balance === "number" ? balance : undefined;
}

/** The link e-mailed to the address: verifies it. */
export async function verifyEmailAddress(token: string): Promise<string> {
  return (await api.post<Answer<"/auth/verify-email", "$post">>("/auth/verify-email", { token })).message;
}

/** A new link to the signed-in shopper's address. */
export async function resendVerification(): Promise<string> {
  return (await api.post<Answer<"/auth/resend-verification", "$post">>("/auth/resend-verification")).message;
}
