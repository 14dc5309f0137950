// The owner's staff calls: list, invite, change a role, take access away.
import type { StaffRole } from "@shared/staff-permissions.js";
import { api } from "@/api/client.js";
import type { Answer } from "@/api/contract.js";

export type StaffMember = Answer<"/staff", "$get">["data"][number];

export async function listStaff(signal?: AbortSignal): Promise<StaffMember[]> {
  return (await api.get<Answer<"/staff", "$get">>("/staff", undefined, signal)).data;
}

export async function inviteStaff(invitation: { name: string; email: string; role: StaffRole }): Promise<string> {
  return (await api.post<Answer<"/staff/invitations", "$post">>("/staff/invitations", invitation)).message;
}

export async function changeStaffRole(id: string, role: StaffRole): Promise<string> {
  return (await api.put<Answer<"/staff/:id", "$put">>(`/staff/${encodeURIComponent(id)}`, { role })).message;
}

export async function removeStaff(id: string): Promise<string> {
  return (await api.delete<Answer<"/staff/:id", "$delete">>(`/staff/${encodeURIComponent(id)}`)).message;
}

export type StaffLimits = Answer<"/staff/limits", "$get">["data"];

/** Each role's payouts a day without the owner, and what each person has paid out today. */
export async function fetchStaffLimits(signal?: AbortSignal): Promise<StaffLimits> {
  return (await api.get<Answer<"/staff/limits", "$get">>("/staff/limits", undefined, signal)).data;
}

export async function saveStaffLimits(limits: { staff: number; manager: number; version: number }): Promise<string> {
  return (await api.put<Answer<"/staff/limits", "$put">>("/staff/limits", limits)).message;
}
