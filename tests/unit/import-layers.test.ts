// The layer rule `npm test` lints with (lint/layers.js): which imports it refuses, and that ESLint
// really applies it to the project's files.
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";
import { layerViolation } from "../../lint/layers.js";

describe("the import-direction rule", () => {
  it("keeps the web away from the server, except the contract's type imports", () => {
    expect(layerViolation("web/src/features/cart/x.ts", "functions/app.ts")).toMatch(/only through its API client/);
    expect(layerViolation("web/src/api/contract.ts", "functions/app.ts")).toMatch(/import type/);
    expect(layerViolation("web/src/api/contract.ts", "functions/app.ts", { typeOnly: true })).toBeNull();
    expect(layerViolation("web/src/app/App.tsx", "infra/local/stack.ts")).toMatch(/never imports infra/);
  });

  it("lets app compose features, but features never import app or each other", () => {
    expect(layerViolation("web/src/app/AppRoutes.tsx", "web/src/features/product/ProductPage.tsx")).toBeNull();
    expect(layerViolation("web/src/features/product/ProductPage.tsx", "web/src/app/ShopLayout.tsx")).toMatch(/never imports app/);
    expect(layerViolation("web/src/features/product/ProductPage.tsx", "web/src/features/catalogue/ProductCard.tsx")).toMatch(/product → catalogue/);
    expect(layerViolation("web/src/features/checkout/cart/CartModal.tsx", "web/src/features/checkout/discount/use-discount.ts")).toBeNull();
    expect(layerViolation("web/src/features/product/ProductPage.tsx", "web/src/stores/cart/CartProvider.tsx")).toBeNull();
    expect(layerViolation("web/src/stores/catalogue-store.ts", "web/src/features/catalogue/listing-query.ts")).toMatch(/Shared web code/);
    expect(layerViolation("web/src/admin/users/UsersPage.tsx", "web/src/features/account/Field.tsx")).toMatch(/admin never imports/);
  });

  it("keeps the server off the web and infra, and shared/ pure", () => {
    expect(layerViolation("functions/catalogue/x.ts", "web/src/lib/product-id.ts")).toMatch(/functions\/ never imports/);
    expect(layerViolation("functions/data/query-page.ts", "infra/cloud/table.ts")).toMatch(/functions\/ never imports/);
    expect(layerViolation("shared/money.ts", "functions/config.ts")).toMatch(/shared\/ imports only shared/);
    expect(layerViolation("shared/money.ts", "node:fs", { bare: true })).toMatch(/no I\/O/);
    expect(layerViolation("shared/schemas/order.ts", "zod", { bare: true })).toBeNull();
    expect(layerViolation("infra/cloud/table.ts", "functions/data/table-definition.ts")).toBeNull();
  });

  it("keeps the pre-rendered storefront's browser parts in the web's rules, and infra/ to wiring it", () => {
    expect(layerViolation("web/src/features/product/use-product.ts", "pages/render/page-data.ts")).toBeNull();
    expect(layerViolation("web/src/main.tsx", "pages/take-over/take-over.ts")).toBeNull();
    expect(layerViolation("web/src/main.tsx", "pages/publish/publisher.ts")).toMatch(/only what runs in the browser/);
    expect(layerViolation("pages/render/render-page.tsx", "web/src/app/App.tsx")).toBeNull();
    expect(layerViolation("pages/take-over/start.tsx", "functions/app.ts")).toMatch(/web's bundle/);
    expect(layerViolation("pages/render/site-pages.ts", "pages/publish/page-store.ts")).toMatch(/web's bundle/);
    expect(layerViolation("pages/render/head.ts", "node:fs", { bare: true })).toMatch(/no I\/O/);
    expect(layerViolation("pages/publish/read-catalogue.ts", "functions/catalogue/product-listing.ts")).toBeNull();
    expect(layerViolation("pages/publish/local.ts", "infra/local/stack.ts")).toMatch(/infra\/ wires/);
    expect(layerViolation("functions/app.ts", "pages/publish/publisher.ts")).toMatch(/functions\/ never imports/);
    expect(layerViolation("infra/cloud/site.ts", "infra/local/server.ts")).toMatch(/never imports infra\/local/);
    expect(layerViolation("infra/cloud/site.ts", "pages/publish/site-routes.ts")).toBeNull();
  });

  it("is what ESLint reports on a feature that reaches into another feature and app/", async () => {
    const eslint = new ESLint();
    const [result] = await eslint.lintText(
      'import { useShopFrame } from "../../app/ShopLayout.js";\nimport { ProductCard } from "../catalogue/ProductCard.js";\nimport { AdminApp } from "@/admin/AdminApp.js";\nexport const parts = [useShopFrame, ProductCard, AdminApp];\n',
      { filePath: "web/src/features/product/example.ts" },
    );
    const layerMessages = result!.messages.filter((message) => message.ruleId === "layers/import-direction").map((message) => message.line);
    expect(layerMessages).toEqual([1, 2, 3]);
  });

  it("has the web import what leaves a file's folder from the top, never by climbing", async () => {
    const eslint = new ESLint();
    const [result] = await eslint.lintText(
      'import { formatRupees } from "../../lib/format.js";\nimport { Button } from "../ui/Button.js";\nimport { Field } from "./Field.js";\nimport { money } from "@shared/money.js";\nexport const parts = [formatRupees, Button, Field, money];\n',
      { filePath: "web/src/components/form/example.ts" },
    );
    const climbing = result!.messages.filter((message) => message.ruleId === "layers/web-aliases").map((message) => message.line);
    expect(climbing).toEqual([1, 2]);
  });
});
