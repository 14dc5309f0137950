import { DeleteCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { beforeAll, describe, expect, it } from "vitest";
import { COUNTER_SHARDS } from "@functions/data/counters.js";
import { ROLE_GROUPS, readUserGroupCounts } from "@functions/data/user-group-list.js";
import { userGroupOf } from "@functions/data/user-groups.js";
import type { Role, User } from "@shared/schemas/user.js";
import { buildScaleIndexes } from "../../scripts/build-scale-indexes.js";
import { authHeader, signIn, type SignedIn } from "../support/auth.js";
import { auditTable, scanTable } from "../support/table-audit.js";
import { json, testApp } from "../support/test-app.js";

// Issue 29: the admin's users list filtered by role or activity reads its groups' index (gsi3
// USER_GROUP#<role group>#<activity>) and their counters, not every account. After concurrent
// sign-ups, role and activity changes and deletions, every filter's pages and total must equal a
// recount of the accounts themselves.

type Shop = Awaited<ReturnType<typeof testApp>>;
type UserPage = { data: User[]; pagination: { total: number; nextCursor: string | null } };
let shop: Shop;
let admin: SignedIn;
beforeAll(async () => {
  shop = await testApp();
  admin = await signIn(shop.app, shop.repos, { role: "admin" });
});

const FILTERS = ["role=user", "role=admin", "role=owner", "role=manager", "role=staff", "isActive=true", "isActive=false", "role=user&isActive=false", "role=admin&isActive=true", "role=staff&isActive=false"];

/** A filter's every page, 3 at a time (paging across groups is exercised), and its total. */
async function listed(filter: string) {
  const ids: string[] = [];
  const totals = new Set<number>();
  let cursor: string | null = null;
  do {
    const response = await shop.app.request(`/api/auth/users?${filter}&limit=3${cursor ? `&cursor=${cursor}` : ""}`, { headers: authHeader(admin.token) });
    expect(response.status).toBe(200);
    const page = await json<UserPage>(response);
    ids.push(...page.data.map((user) => user._id));
    totals.add(page.pagination.total);
    cursor = page.pagination.nextCursor;
  } while (cursor);
  expect(totals.size).toBe(1);
  return { ids, total: [...totals][0]! };
}

/** What the filter keeps, from the accounts as stored, newest first. */
async function recount(filter: string): Promise<string[]> {
  const params = new URLSearchParams(filter);
  const role = params.get("role");
  const active = params.get("isActive");
  const users = (await scanTable(shop.repos.db.doc, shop.repos.db.tableName)).filter((item) => item.entity === "user");
  return users
    .filter((user) => {
      const [group, activity] = userGroupOf({ role: String(user.role), isActive: user.isActive === true }).split("#");
      const roleKept = !role || (role === "admin" ? group !== "user" : group === role);
      return roleKept && (!active || activity === (active === "true" ? "active" : "inactive"));
    })
    .sort((a, b) => (`${String(a.createdAt)}#${String(a.id)}` < `${String(b.createdAt)}#${String(b.id)}` ? 1 : -1))
    .map((user) => String(user.id));
}

async function everyFilterEqualsItsRecount() {
  for (const filter of FILTERS) {
    const { ids, total } = await listed(filter);
    const expected = await recount(filter);
    expect(ids, filter).toEqual(expected);
    expect(total, filter).toBe(expected.length);
  }
  expect(auditTable(await scanTable(shop.repos.db.doc, shop.repos.db.tableName)).problems).toEqual([]);
}

describe("the users list by role and activity", () => {
  it("equals a recount after concurrent sign-ups, role and activity changes and deletions", async () => {
    const roles: Role[] = ["user", "user", "user", "user", "user", "user", "user", "manager", "staff", "staff", "owner", "user"];
    const made = await Promise.all(roles.map((role, i) => shop.repos.users.create({ name: `Group Member ${i}`, email: `group.${i}@example.in`, passwordHash: "x", role })));
    await Promise.all([
      shop.repos.users.update(made[0]!.id, { isActive: false }),
      shop.repos.users.update(made[1]!.id, { isActive: false }),
      shop.repos.users.update(made[2]!.id, { role: "staff" }),
      shop.repos.users.update(made[8]!.id, { isActive: false }),
      shop.repos.users.update(made[7]!.id, { role: "user" }),
      shop.repos.users.remove(made[3]!.id),
      shop.repos.users.remove(made[9]!.id),
      shop.repos.users.create({ name: "Late Sign-up", email: "late@example.in", passwordHash: "x", role: "user" }),
    ]);
    await everyFilterEqualsItsRecount();
  }, 60_000);

  it("is built for accounts stored before it by the upgrade script, and a second run changes nothing", async () => {
    const { db } = shop.repos;
    const users = (await scanTable(db.doc, db.tableName)).filter((item) => item.entity === "user");
    // Stored before the index and its counters: in no group, counted nowhere.
    for (const user of users.slice(0, 5)) await db.doc.send(new UpdateCommand({ TableName: db.tableName, Key: { pk: user.pk, sk: user.sk }, UpdateExpression: "REMOVE gsi3pk, gsi3sk" }));
    for (const group of ROLE_GROUPS.flatMap((role) => [`${role}#active`, `${role}#inactive`])) {
      for (let shard = 0; shard < COUNTER_SHARDS; shard++) await db.doc.send(new DeleteCommand({ TableName: db.tableName, Key: { pk: "USER_GROUP_COUNT", sk: `${group}#${shard}` } }));
    }
    const first = await buildScaleIndexes(shop.repos);
    expect(first.usersIndexed).toBe(5);
    expect(await readUserGroupCounts(db)).toEqual(first.userGroupCounts);
    await everyFilterEqualsItsRecount();
    const second = await buildScaleIndexes(shop.repos);
    expect(second.usersIndexed).toBe(0);
    expect(await readUserGroupCounts(db)).toEqual(first.userGroupCounts);
  }, 60_000);
});
