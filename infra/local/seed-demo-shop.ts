import { GetCommand, PutCommand } from "@aws-sdk/lib-dynamodb";
import { hashPassword } from "../../functions/auth/password.js";
import type { ProductInput } from "../../functions/data/products.js";
import type { Repositories } from "../../functions/data/repositories.js";
import type { SubcategoryInput } from "../../functions/data/subcategories.js";
import { ShopError } from "../../functions/errors.js";

export interface DemoShop {
  subcategories: readonly SubcategoryInput[];
  products: readonly ProductInput[];
  admin: { name: string; email: string; password: string };
}

export interface SeedResult {
  seeded: boolean;
  products: number;
  subcategories: number;
}

const MARKER = { pk: "SEED", sk: "DEMO" };

/** Fixed ids, so a seed interrupted half-way and run again adds nothing twice. */
export function demoProductId(index: number): string {
  return `5eed0000${index.toString(16).padStart(16, "0")}`;
}

const alreadyThere = (error: unknown) => error instanceof ShopError && error.status === 409;

/** Seeds the demo catalogue and the admin once; later starts find the marker and leave data alone. */
export async function seedDemoShop(repos: Repositories, demo: DemoShop): Promise<SeedResult> {
  const { db } = repos;
  const marker = await db.doc.send(new GetCommand({ TableName: db.tableName, Key: MARKER, ConsistentRead: true }));
  if (marker.Item) return { seeded: false, products: 0, subcategories: 0 };

  for (const subcategory of demo.subcategories) {
    await repos.subcategories.create(subcategory).catch((error) => {
      if (!alreadyThere(error)) throw error;
    });
  }
  let index = 0;
  for (const product of demo.products) {
    const id = demoProductId(index++);
    if (await repos.products.get(id)) continue;
    await repos.products.create(product, id);
  }
  if (!(await repos.users.getByEmail(demo.admin.email))) {
    await repos.users.create({
      name: demo.admin.name,
      email: demo.admin.email,
      passwordHash: await hashPassword(demo.admin.password),
      role: "owner",
    });
  }
  await db.doc.send(new PutCommand({ TableName: db.tableName, Item: { ...MARKER, at: db.now().toISOString() } }));
  return { seeded: true, products: demo.products.length, subcategories: demo.subcategories.length };
}
