import type { Repositories } from "../data/repositories.js";
import { queryAll } from "../data/query-page.js";
import { userGroupPartition } from "../data/user-groups.js";

/** The shop's active owners (a handful): who is asked to approve. Read from their user group (gsi3). */
export async function activeOwners(repos: Pick<Repositories, "db">): Promise<Array<{ id: string; name: string; email: string }>> {
  const items = await queryAll(repos.db, { index: "gsi3", partition: userGroupPartition({ role: "owner", isActive: true }) });
  return items.map((item) => ({ id: String(item.id), name: String(item.name), email: String(item.email) }));
}
