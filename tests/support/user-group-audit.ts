// The admin's users list by role and activity against a recount of the accounts: each account is
// in its group's index partition, and each group's counter equals the accounts in it.
import { userGroupOf } from "@functions/data/user-groups.js";

type Item = Record<string, unknown>;

export function auditUserGroups(items: readonly Item[]): string[] {
  const problems: string[] = [];
  const recount = new Map<string, number>();
  for (const user of items.filter((item) => item.entity === "user")) {
    const group = userGroupOf({ role: String(user.role), isActive: user.isActive === true });
    recount.set(group, (recount.get(group) ?? 0) + 1);
    if (user.gsi3pk !== `USER_GROUP#${group}` || user.gsi3sk !== `${String(user.createdAt)}#${String(user.id)}`) problems.push(`user ${String(user.id)} is not indexed under its group ${group}`);
  }
  const counted = new Map<string, number>();
  for (const item of items.filter((entry) => entry.pk === "USER_GROUP_COUNT")) {
    const group = String(item.sk).split("#").slice(0, 2).join("#");
    counted.set(group, (counted.get(group) ?? 0) + Number(item.value ?? 0));
  }
  for (const group of new Set([...recount.keys(), ...counted.keys()])) {
    if ((recount.get(group) ?? 0) !== (counted.get(group) ?? 0)) problems.push(`users of group ${group} are counted ${counted.get(group) ?? 0} but the table holds ${recount.get(group) ?? 0}`);
  }
  return problems;
}
