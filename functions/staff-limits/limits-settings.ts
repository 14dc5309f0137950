import { shopDate } from "../../shared/shop-calendar.js";
import { dailyLimitOf, type StaffLimits } from "../../shared/staff-limits.js";
import { staffRoleOf } from "../../shared/staff-permissions.js";
import type { StaffLimitsInput } from "../../shared/schemas/staff.js";
import { auditActor, changedFields } from "../data/audit-log.js";
import type { Repositories } from "../data/repositories.js";
import { labelled } from "../data/transact.js";
import type { UserRecord } from "../data/users.js";
import { paiseFromRupees, rupees } from "../http/rupees-edge.js";
import { readSettings, saveSettings } from "../settings/shop-settings.js";

// The day's limits as the owner's Staff screen shows and saves them (a section of the shop's
// settings, saved over the version read), with what each person has paid out today.

export async function staffLimitsJson(repos: Repositories) {
  const settings = await readSettings(repos);
  const limits = settings.staffLimits;
  const members = (await repos.users.listBackOffice()).filter((member) => member.isActive);
  const used = await repos.staffDays.usedBy(
    members.map((member) => member.id),
    shopDate(repos.db.now()),
  );
  return {
    version: settings.version,
    staff: rupees(limits.staffPaise),
    manager: rupees(limits.managerPaise),
    today: members.map((member) => {
      const limitPaise = dailyLimitOf(member.role, limits);
      return { id: member.id, name: member.name, role: staffRoleOf(member.role) ?? "staff", used: rupees(used.get(member.id) ?? 0), limit: limitPaise === null ? null : rupees(limitPaise) };
    }),
  };
}

export async function saveStaffLimits(repos: Repositories, owner: UserRecord, input: StaffLimitsInput) {
  const next: StaffLimits = { staffPaise: paiseFromRupees(input.staff), managerPaise: paiseFromRupees(input.manager) };
  await saveSettings(repos, { staffLimits: next }, input.version, owner.email, (before) =>
    labelled("audit", repos.audit.recordAction(auditActor(owner), { entity: "setting", entityId: "staff-limits", action: "update", ...changedFields({ ...before.staffLimits }, { ...next }) })),
  );
  return staffLimitsJson(repos);
}
