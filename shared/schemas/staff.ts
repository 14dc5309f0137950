import * as z from "zod";
import { STAFF_ROLES } from "../staff-permissions.js";
import { emailSchema, nameSchema, newPasswordSchema } from "./account.js";

// The owner's staff page and the audit log (docs/accounts.md, "Staff and roles").

const objectError = (issue: { code: string }) => (issue.code === "invalid_type" ? "Send the details as a JSON object." : undefined);
const roleSchema = z.enum(STAFF_ROLES, { message: "role must be owner, manager or staff" });

/** POST /api/staff/invitations */
export const staffInvitationSchema = z.object({ email: emailSchema, name: nameSchema, role: roleSchema }, { error: objectError }).strict();
export type StaffInvitation = z.output<typeof staffInvitationSchema>;

/** PUT /api/staff/:id */
export const staffRoleSchema = z.object({ role: roleSchema }, { error: objectError }).strict();

/** POST /api/auth/accept-invitation: the link's token and the password the new staff member chooses. */
export const acceptInvitationSchema = z
  .object(
    {
      token: z.string({ error: "token is required: open the link from the e-mail again" }).min(1, "token is required: open the link from the e-mail again").max(200, "token is not valid"),
      password: newPasswordSchema,
    },
    { error: objectError },
  )
  .strict();

export const AUDIT_PAGE_DEFAULT = 50;
export const AUDIT_PAGE_MAX = 100;
const isoTime = (field: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+Z)?$/, `${field} must be a date (YYYY-MM-DD) or an ISO time`)
    .refine((value) => !Number.isNaN(Date.parse(value)), `${field} must be a real date`);

/** GET /api/audit: filters and a page. `to` as a bare date takes in that whole day. */
export const auditQuerySchema = z
  .object({
    entity: z
      .enum(["product", "subcategory", "order", "refund", "discount", "user", "staff", "setting", "store-credit", "review", "approval", "gift-card"], {
        message: "entity must be product, subcategory, order, refund, discount, user, staff, setting, store-credit, review, approval or gift-card",
      })
      .optional(),
    entityId: z.string().trim().max(64, "entityId is at most 64 characters").optional(),
    actor: z.string().trim().max(100, "actor is at most 100 characters").optional(),
    action: z.string().trim().max(40, "action is at most 40 characters").optional(),
    from: isoTime("from").optional(),
    to: isoTime("to").transform((value) => (value.length === 10 ? `${value}T23:59:59.999Z` : value)).optional(),
    cursor: z.string().max(1024, "cursor is too long").optional(),
    limit: z
      .string()
      .regex(/^\d{1,4}$/, "limit must be a whole number")
      .transform(Number)
      .pipe(z.number().min(1, "limit must be at least 1").max(AUDIT_PAGE_MAX, `limit must be at most ${AUDIT_PAGE_MAX}`))
      .optional(),
  })
  .strict();
export type AuditQuery = z.output<typeof auditQuerySchema>;

/** Rs 10,00,000 a day: more than a boutique pays out in a season, so a typo of extra zeros is refused. */
export const MAX_DAILY_LIMIT_RUPEES = 1_000_000;

const dailyLimit = (role: string) =>
  z
    .number({ error: `${role} must be a number of rupees a day` })
    .min(0, `${role} must be 0 or more (0: every payout needs the owner's approval)`)
    .max(MAX_DAILY_LIMIT_RUPEES, `${role} must be at most ₹${MAX_DAILY_LIMIT_RUPEES.toLocaleString("en-IN")} a day`)
    .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, `${role} can have at most 2 decimals`);

/** PUT /api/staff/limits: what staff and managers may pay out a day without the owner (issue 39). */
export const staffLimitsSchema = z
  .object(
    {
      staff: dailyLimit("staff"),
      manager: dailyLimit("manager"),
      /** The settings' version read: a save over someone else's is refused. */
      version: z.number({ error: "version is required: reload the page" }).int("version must be a whole number").min(0, "version must be 0 or more"),
    },
    { error: objectError },
  )
  .strict();
export type StaffLimitsInput = z.output<typeof staffLimitsSchema>;

/** GET /api/approvals: waiting requests (the default) or decided ones. */
export const approvalListQuerySchema = z
  .object({
    status: z.enum(["pending", "decided"], { message: "status must be pending or decided" }).optional(),
    cursor: z.string().max(1024, "cursor is too long").optional(),
  })
  .strict();

/** POST /api/approvals/:id/decline */
export const declineApprovalSchema = z
  .object({ reason: z.string({ error: "reason is required: say why it is declined" }).trim().min(3, "reason must be at least 3 characters").max(500, "reason is at most 500 characters") }, { error: objectError })
  .strict();
