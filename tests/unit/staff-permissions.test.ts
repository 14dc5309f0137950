// The one table of who may do what in the back office (shared/staff-permissions.ts), as the
// issue words it: manager all but settings, staff and money settings; staff orders, returns,
// shipping and the call list, small refunds, no exports, no users.
import { describe, expect, it } from "vitest";
import { may, PERMISSIONS, permissionsOf, staffRoleOf } from "../../shared/staff-permissions.js";

describe("the staff permission table", () => {
  it("gives the owner everything, and reads an account stored as admin as the owner", () => {
    expect(permissionsOf("owner")).toEqual([...PERMISSIONS]);
    expect(staffRoleOf("admin")).toBe("owner");
    expect(permissionsOf("admin")).toEqual(permissionsOf("owner"));
  });

  it("gives a manager all but the settings, the money settings, the staff, the audit log, the owner's checks (approvals, delivered by hand) and gift cards by hand", () => {
    const withheld = PERMISSIONS.filter((p) => !may("manager", p));
    expect(withheld).toEqual(["settings", "money-settings", "staff", "audit", "approvals", "mark-delivered", "gift-cards"]);
  });

  it("gives staff the day's order work and refunds within the day's limit, and no exports, users, catalogue or approvals", () => {
    expect(permissionsOf("staff")).toEqual(["orders", "returns", "shipping", "production", "call-list", "payments", "refunds"]);
    for (const p of ["exports", "users", "products", "stock", "approvals", "mark-delivered", "discounts", "settings", "staff", "audit", "gift-cards"] as const) expect(may("staff", p), p).toBe(false);
  });

  it("gives shoppers and unknown roles nothing", () => {
    expect(permissionsOf("user")).toEqual([]);
    expect(permissionsOf(undefined)).toEqual([]);
    expect(may("superuser", "orders")).toBe(false);
  });
});
