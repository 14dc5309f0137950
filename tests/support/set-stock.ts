import { notFound } from "../../functions/errors.js";
import { changeSet } from "../../functions/data/product-changes.js";
import { PRODUCT, productRepository } from "../../functions/data/products.js";
import type { Db } from "../../functions/data/db.js";
import { stockLevelRepository } from "../../functions/data/stock-levels.js";
import { productKey } from "../../functions/data/stock-movements.js";
import { labelled, transactWrite, type TransactItem } from "../../functions/data/transact.js";
import { totalStock, type StockBySize } from "../../shared/stock.js";

/**
 * Test helper (was the product repository's; no Lambda needs it): set a product's available
 * figures outright (the total follows), with no movement; its stock levels and its place in the
 * changes index follow. updatedAt stays as it was.
 */
export async function setStock(db: Db, id: string, stockBySize: StockBySize): Promise<void> {
  const before = await productRepository(db).get(id);
  if (!before) throw notFound("Product not found");
  const changed = changeSet(id, db.now().toISOString());
  const set: TransactItem = {
    Update: {
      TableName: db.tableName,
      Key: productKey(id),
      UpdateExpression: `SET stockBySize = :m, stock = :s, ${changed.set}`,
      ConditionExpression: "attribute_exists(pk)",
      ExpressionAttributeValues: { ":m": stockBySize, ":s": totalStock(stockBySize), ...changed.values },
    },
  };
  await transactWrite(db, labelled(PRODUCT, set, ...stockLevelRepository(db).savedActions(before, { ...before, stockBySize })));
}
