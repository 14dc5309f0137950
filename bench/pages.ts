// `npx tsx bench/pages.ts`: only the page figures of issue 17 (home page script size, mobile
// Lighthouse on /, /saree and a product page, the targets met or missed), without the load
// tests of `npm run bench`, which reports the same figures among the rest.
import { buildStorefront } from "../pages/build/build-storefront.js";
import { freePort } from "../infra/local/free-port.js";
import { startLocalStack } from "../infra/local/stack.js";
import { runLighthouse } from "./lighthouse.js";
import { pageTargets } from "./page-targets.js";
import { measureSpaSize } from "./spa-size.js";

async function main() {
  await buildStorefront();
  const spa = measureSpaSize();
  const stack = await startLocalStack({ port: await freePort() });
  const url = `http://127.0.0.1:${stack.server.port}`;
  try {
    const productId = (((await (await fetch(`${url}/api/products?limit=1`)).json()) as { data: Array<{ id: string }> }).data[0]!).id;
    const pages = await runLighthouse([
      { name: "/", url: `${url}/` },
      { name: "/saree", url: `${url}/saree` },
      { name: "/product/:id", url: `${url}/product/${productId}` },
    ]);
    console.table({ "JS gzip KB": spa.initialJsGzipKb, "CSS gzip KB": spa.initialCssGzipKb });
    console.table(pages);
    console.table(pageTargets(spa.initialJsGzipKb, pages));
  } finally {
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
