import { staffRoleOf } from "../../shared/staff-permissions.js";

// The admin's users list filters by role and by activity; each account is in exactly one group of
// the two ("<user|owner|manager|staff>#<active|inactive>"), its gsi3 partition USER_GROUP#<group>,
// counted per group. A filter is the union of a few groups (at most eight: user-group-list.ts).

/** "admin" is an owner stored before roles; any other role not of the back office is a shopper. */
export function userGroupOf(user: { role: string; isActive?: boolean }): string {
  return `${staffRoleOf(user.role) ?? "user"}#${user.isActive === true ? "active" : "inactive"}`;
}

export const userGroupPartition = (user: { role: string; isActive?: boolean }) => `USER_GROUP#${userGroupOf(user)}`;
