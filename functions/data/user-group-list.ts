import { QueryCommand } from "@aws-sdk/lib-dynamodb";
import type { Db } from "./db.js";

// The admin's users list filtered by role or activity, loaded only for such a filter: the newest
// `limit` of each group the filter keeps (gsi3 USER_GROUP#<group>, at most eight), merged newest
// first, so a page reads at most eight pages whatever the number of accounts; its total is the
// groups' counters. Every account's sort key is unique (`<createdAt>#<id>`), so the cursor is the
// last one shown and each group reads on below it.

export const ROLE_GROUPS = ["user", "owner", "manager", "staff"] as const;

/** The groups a filter keeps: "admin" is every back-office role, "user" the shoppers. */
export function groupsFor(role: string | undefined, isActive: boolean | undefined): string[] {
  const roles = role === undefined ? ROLE_GROUPS : role === "admin" ? ROLE_GROUPS.filter((r) => r !== "user") : [role];
  const activities = isActive === undefined ? ["active", "inactive"] : [isActive ? "active" : "inactive"];
  return roles.flatMap((r) => activities.map((a) => `${r}#${a}`));
}

async function newestOf(db: Db, group: string, limit: number, below: string | undefined) {
  const result = await db.doc.send(
    new QueryCommand({
      TableName: db.tableName,
      IndexName: "gsi3",
      KeyConditionExpression: below ? "gsi3pk = :p AND gsi3sk < :below" : "gsi3pk = :p",
      ExpressionAttributeValues: { ":p": `USER_GROUP#${group}`, ...(below && { ":below": below }) },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return { items: result.Items ?? [], more: result.LastEvaluatedKey !== undefined };
}

/** Accounts counted per "<role group>#<activity>" (shards summed): one strongly consistent query of USER_GROUP_COUNT (≤ 128 small items). */
export async function readUserGroupCounts(db: Db): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db.doc.send(
      new QueryCommand({ TableName: db.tableName, KeyConditionExpression: "pk = :p", ExpressionAttributeValues: { ":p": "USER_GROUP_COUNT" }, ConsistentRead: true, ExclusiveStartKey: startKey }),
    );
    for (const item of page.Items ?? []) {
      const group = String(item.sk).split("#").slice(0, 2).join("#");
      counts.set(group, (counts.get(group) ?? 0) + Number(item.value ?? 0));
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return counts;
}

/**
 * The newest `limit` accounts below `below` (a gsi3 sort key) in the groups a filter by role or
 * activity keeps, with the key to read on from (null at the end) and the groups' total.
 */
export async function listUserGroups(db: Db, filter: { role?: string; isActive?: boolean }, limit: number, below: string | undefined) {
  const groups = groupsFor(filter.role, filter.isActive);
  const [reads, counts] = await Promise.all([Promise.all(groups.map((group) => newestOf(db, group, limit, below))), readUserGroupCounts(db)]);
  const merged = reads.flatMap((read) => read.items).sort((a, b) => (String(a.gsi3sk) < String(b.gsi3sk) ? 1 : -1));
  const items = merged.slice(0, limit);
  const more = merged.length > limit || reads.some((read) => read.more);
  return { items, after: more && items.length > 0 ? String(items.at(-1)!.gsi3sk) : null, total: groups.reduce((sum, group) => sum + (counts.get(group) ?? 0), 0) };
}
