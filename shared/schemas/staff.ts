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
      .enum(["product", "subcategory", "order", "refund", "discount", "user", "staff", "setting", "store-credit", "review"], {
        message: "entity must be product, subcategory, order, refund, discount, user, staff, setting, store-credit or review",
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
