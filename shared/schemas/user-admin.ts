import * as z from "zod";
import { emailSchema, nameSchema } from "./account.js";

// The admin's user management (docs/product.md section 2, Admin users; section 7 calls).

export const USER_PAGE_DEFAULT = 50;
export const USER_PAGE_MAX = 100;

/** GET /api/auth/users: search by name or e-mail, role and active filters, cursor pages. */
export const userListQuerySchema = z
  .object({
    limit: z
      .string()
      .regex(/^\d{1,6}$/, "limit must be a whole number")
      .transform(Number)
      .pipe(z.number().min(1, "limit must be at least 1").max(USER_PAGE_MAX, `limit must be at most ${USER_PAGE_MAX}`))
      .optional(),
    cursor: z.string().max(1024, "cursor is too long").optional(),
    search: z.string().trim().toLowerCase().max(100, "search is at most 100 characters").optional(),
    role: z.enum(["user", "admin", "owner", "manager", "staff"], { message: "role must be user, admin, owner, manager or staff" }).optional(),
    isActive: z.enum(["true", "false"], { message: "isActive must be true or false" }).transform((v) => v === "true").optional(),
  })
  .strict();
export type UserListQuery = z.output<typeof userListQuerySchema>;

/** PUT /api/auth/users/:id: the edit modal's fields. Passwords are never set here. */
export const userChangesSchema = z
  .object(
    {
      name: nameSchema.optional(),
      email: emailSchema.optional(),
      role: z.enum(["user", "admin"], { message: "role must be user or admin" }).optional(),
      isActive: z.boolean({ message: "isActive must be true or false" }).optional(),
    },
    { error: (issue) => (issue.code === "invalid_type" ? "Send the details as a JSON object." : undefined) },
  )
  .strict()
  .refine((changes) => Object.keys(changes).length > 0, "Send at least one of name, email, role or isActive.");
export type UserAdminChanges = z.output<typeof userChangesSchema>;
