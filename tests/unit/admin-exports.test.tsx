// @vitest-environment jsdom
// The exports screen against answers shaped like the server's: the orders CSV started as a
// background export (a progress bar from the job, then its Download link), the GSTR-1 summary and
// the products CSV started the same way and listed under their own labels, the server's reason for a bad range;
// the products import's preview (changes per row, errors by line, Apply held back while any
// error), then all rows applied or the refusal shown.
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ExportJobView } from "../../shared/schemas/export-job.js";
import type { ProductImportResult } from "../../shared/schemas/product-import-report.js";
import { ServerStateProvider } from "../../web/src/components/ServerStateProvider.js";
import { lastMonth, thisMonthSoFar } from "../../web/src/admin/exports/date-range.js";
import ExportsPage from "../../web/src/admin/exports/ExportsPage.js";

interface Call {
  method: string;
  url: string;
  auth: string | null;
  body: { csv?: string; apply?: boolean; kind?: string } | undefined;
}

/** Answers the page's calls; the recent exports list is empty unless `answer` says otherwise (and then counts as a call). */
function serve(answer: (call: Call) => Response | undefined, exportsList = false) {
  const calls: Call[] = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
    const call = { method: init.method ?? "GET", url, auth: new Headers(init.headers).get("Authorization"), body: init.body ? JSON.parse(String(init.body)) : undefined };
    if (!exportsList && call.method === "GET" && url === "/api/admin/exports") return Response.json({ success: true, data: [] });
    calls.push(call);
    return answer(call) ?? Response.json({ success: false, error: "unexpected" }, { status: 500 });
  });
  return calls;
}

/** What the page handed the browser to save: the file's name and text. */
function savedFiles() {
  const saved: Array<{ name: string; text: Promise<string> }> = [];
  const blobs = new Map<string, Blob>();
  vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: (blob: Blob) => (blobs.set(`blob:${blobs.size}`, blob), `blob:${blobs.size - 1}`), revokeObjectURL: () => undefined }));
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, text: blobs.get(this.getAttribute("href")!)!.text() });
  });
  return saved;
}

const preview = (overrides: Partial<ProductImportResult> = {}): ProductImportResult => ({
  rows: [
    { line: 2, productId: "p1", name: "Banarasi Silk Saree", changes: [{ field: "price", from: "4999", to: "4499" }, { field: "stock:Free Size", from: "3", to: "5" }], errors: [] },
    { line: 3, productId: "p2", name: "Cotton Anarkali", changes: [], errors: [] },
    { line: 4, productId: "p3", name: "Chanderi Dress", changes: [{ field: "price", from: "2599", to: "abc" }], errors: ["price must be a number of rupees", "size XXL is not one of the product's sizes"] },
  ],
  changedRows: 2,
  errorRows: 1,
  applied: false,
  ...overrides,
});

function renderPage() {
  return render(
    <ServerStateProvider>
      <MemoryRouter>
        <ExportsPage />
      </MemoryRouter>
    </ServerStateProvider>,
  );
}

/** The page with the accountant's range typed in: her panel, and the user typing. */
async function withRange(from: string, to: string) {
  const u = userEvent.setup();
  renderPage();
  const panel = within(screen.getByRole("region", { name: "Orders for the accountant" }));
  await u.clear(panel.getByLabelText("From"));
  await u.type(panel.getByLabelText("From"), from);
  await u.clear(panel.getByLabelText("To"));
  await u.type(panel.getByLabelText("To"), to);
  return { u, panel };
}

beforeEach(() => {
  localStorage.setItem("token", "adm1n");
  localStorage.setItem("user", JSON.stringify({ _id: "a1", name: "Asha", role: "admin" }));
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("export ranges", () => {
  it("are calendar days in India: this month so far, and last month whole", () => {
    // 1 March 2026, 01:00 in India is still 28 February in UTC.
    const now = new Date("2026-02-28T19:30:00Z");
    expect(thisMonthSoFar(now)).toEqual({ from: "2026-03-01", to: "2026-03-01" });
    expect(lastMonth(now)).toEqual({ from: "2026-02-01", to: "2026-02-28" });
    expect(lastMonth(new Date("2026-01-15T12:00:00Z"))).toEqual({ from: "2025-12-01", to: "2025-12-31" });
  });
});

describe("orders for the accountant", () => {
  it("starts the orders export, shows its progress from the job, then its Download link", async () => {
    const job: ExportJobView = { id: "j1", kind: "orders", from: "2026-04-01", to: "2026-04-30", fileName: "orders-2026-04-01-to-2026-04-30.csv", state: "running", percent: 0, rows: 0, createdAt: "2026-05-01T05:00:00.000Z" };
    const polls: ExportJobView[][] = [[{ ...job, percent: 40, rows: 812 }], [{ ...job, state: "ready", percent: 100, rows: 2030, downloadUrl: "http://bucket.test/exports/j1/orders.csv?X-Amz-Signature=abc" }]];
    let started = false;
    const calls = serve(({ method, url }) => {
      if (method === "POST" && url === "/api/admin/exports") return (started = true), Response.json({ success: true, data: job }, { status: 202 });
      if (method === "GET" && url === "/api/admin/exports") return Response.json({ success: true, data: started ? (polls.length > 1 ? polls.shift()! : polls[0]!) : [] });
      return undefined;
    }, true);
    const { u, panel } = await withRange("2026-04-01", "2026-04-30");
    await u.click(panel.getByRole("button", { name: "Orders CSV" }));
    expect((await panel.findByRole("status")).textContent).toBe("Preparing orders-2026-04-01-to-2026-04-30.csv: its Download link appears below when it is ready.");
    const bar = await panel.findByRole("progressbar", { name: "Preparing orders-2026-04-01-to-2026-04-30.csv" });
    await waitFor(() => expect(bar.getAttribute("value")).toBe("40"), { timeout: 3000 });
    const link = await panel.findByRole("link", { name: "Download" }, { timeout: 3000 });
    expect(link.getAttribute("href")).toBe("http://bucket.test/exports/j1/orders.csv?X-Amz-Signature=abc");
    expect(panel.queryByRole("progressbar")).toBeNull();
    const post = calls.find((call) => call.method === "POST")!;
    expect([post.url, post.auth, post.body]).toEqual(["/api/admin/exports", "Bearer adm1n", { kind: "orders", from: "2026-04-01", to: "2026-04-30" }]);
  });

  it("starts the GSTR-1 summary and the products CSV the same way, each listed under its own label in its panel", async () => {
    const range = { from: "2026-04-01", to: "2026-04-30" };
    const jobOf = (kind: ExportJobView["kind"], fileName: string): ExportJobView => ({ id: `j-${kind}`, kind, ...(kind === "products" ? {} : range), fileName, state: "ready", percent: 100, rows: 3, createdAt: "2026-05-01T05:00:00.000Z", downloadUrl: `http://bucket.test/exports/${fileName}` });
    const files = { orders: "orders-2026-04-01-to-2026-04-30.csv", gstr1: "gstr1-b2cs-2026-04-01-to-2026-04-30.csv", products: "products-2026-05-01.csv" } as const;
    const listed: ExportJobView[] = [jobOf("orders", files.orders)];
    const calls = serve(({ method, url, body }) => {
      if (method === "POST" && url === "/api/admin/exports") {
        const kind = body!.kind as ExportJobView["kind"];
        const job = jobOf(kind, files[kind as keyof typeof files]);
        listed.unshift(job);
        return Response.json({ success: true, data: { ...job, state: "running", percent: 0, rows: 0, downloadUrl: undefined } }, { status: 202 });
      }
      if (method === "GET" && url === "/api/admin/exports") return Response.json({ success: true, data: listed });
      return undefined;
    }, true);
    const { u, panel: orders } = await withRange(range.from, range.to);
    await u.click(orders.getByRole("button", { name: "GSTR-1 B2C summary" }));
    expect((await orders.findByRole("status")).textContent).toBe(`Preparing ${files.gstr1}: its Download link appears below when it is ready.`);
    const products = within(screen.getByRole("region", { name: "Products CSV" }));
    await u.click(products.getByRole("button", { name: "Export products CSV" }));
    expect((await products.findByRole("status")).textContent).toBe(`Preparing ${files.products}: its Download link appears below when it is ready.`);
    expect(calls.filter((call) => call.method === "POST").map((call) => call.body)).toEqual([{ kind: "gstr1", ...range }, { kind: "products" }]);

    // The accountant's two files in her panel, the catalogue's in the products panel, each labelled.
    const accountants = within(await screen.findByRole("region", { name: "Recent exports" }));
    await waitFor(() => expect(accountants.getAllByRole("listitem")).toHaveLength(2));
    const labelled = (list: typeof accountants) => list.getAllByRole("listitem").map((item) => [item.querySelector(".export-job__kind")!.textContent, item.querySelector(".export-job__name")!.textContent]);
    expect(labelled(accountants)).toEqual([["GSTR-1 B2C summary", files.gstr1], ["Orders CSV", files.orders]]);
    const catalogue = within(await screen.findByRole("region", { name: "Recent product exports" }));
    expect(labelled(catalogue)).toEqual([["Products CSV", files.products]]);
    expect(catalogue.getByRole("link", { name: "Download" }).getAttribute("href")).toBe(`http://bucket.test/exports/${files.products}`);
  });

  it("offers each GSTR-1 table as its own file, under GSTR-1", async () => {
    const range = { from: "2026-04-01", to: "2026-04-30" };
    const calls = serve(({ method, url, body }) => {
      if (method !== "POST" || url !== "/api/admin/exports") return undefined;
      const job: ExportJobView = { id: `j-${body!.kind}`, kind: body!.kind as ExportJobView["kind"], ...range, fileName: `${body!.kind}.csv`, state: "running", percent: 0, rows: 0, createdAt: "2026-05-01T05:00:00.000Z" };
      return Response.json({ success: true, data: job }, { status: 202 });
    });
    const { u, panel } = await withRange(range.from, range.to);
    const gstr1 = within(panel.getByRole("group", { name: "GSTR-1" }));
    const names = gstr1.getAllByRole("button").map((button) => button.textContent);
    expect(names).toEqual(["GSTR-1 B2B", "GSTR-1 B2C large", "GSTR-1 B2C summary", "GSTR-1 Credit notes B2B", "GSTR-1 Credit notes B2C large", "GSTR-1 HSN B2B", "GSTR-1 HSN B2C", "GSTR-1 Documents issued"]);
    for (const name of names) {
      await u.click(gstr1.getByRole("button", { name: name! }));
      await waitFor(() => expect(gstr1.getByRole("button", { name: name! }).hasAttribute("disabled")).toBe(false));
    }
    const kinds = calls.filter((call) => call.method === "POST").map((call) => call.body);
    expect(kinds).toEqual(["gstr1-b2b", "gstr1-b2cl", "gstr1", "gstr1-cdnr", "gstr1-cdnur", "gstr1-hsn-b2b", "gstr1-hsn-b2c", "gstr1-docs"].map((kind) => ({ kind, ...range })));
  });

  it("shows why an export failed, in the server's words", async () => {
    const failed: ExportJobView = { id: "j2", kind: "orders", from: "2026-04-01", to: "2026-04-30", fileName: "orders-2026-04-01-to-2026-04-30.csv", state: "failed", percent: 35, rows: 10, createdAt: "2026-05-01T05:00:00.000Z", error: "The export stopped before it finished. Start it again." };
    serve(({ url }) => (url === "/api/admin/exports" ? Response.json({ success: true, data: [failed] }) : undefined), true);
    renderPage();
    const list = within(await screen.findByRole("region", { name: "Recent exports" }));
    expect(list.getByText("Failed")).toBeTruthy();
    expect(list.getByText("The export stopped before it finished. Start it again.")).toBeTruthy();
  });

  it("shows the server's reason for a bad range and saves nothing", async () => {
    serve(() => Response.json({ success: false, error: "from must be on or before to" }, { status: 400 }));
    const saved = savedFiles();
    const { u, panel } = await withRange("2026-05-01", "2026-04-01");
    await u.click(panel.getByRole("button", { name: "Orders CSV" }));
    expect((await panel.findByRole("alert")).textContent).toBe("from must be on or before to");
    expect(saved).toEqual([]);
  });

  it("says why an export cannot start yet: one of the admin's is still being made, or the day's are used (429)", async () => {
    for (const error of ["An export of yours is still being made; it will be ready in a minute.", "You have made 20 exports today, the most a day; more tomorrow."]) {
      serve(() => Response.json({ success: false, error }, { status: 429, headers: { "Retry-After": "60" } }));
      const { u, panel } = await withRange("2026-04-01", "2026-04-30");
      await u.click(panel.getByRole("button", { name: "Orders CSV" }));
      expect((await panel.findByRole("alert")).textContent).toBe(error);
      cleanup();
    }
  });
});

describe("products CSV import", () => {
  const file = (text: string, name = "products.csv") => new File([text], name, { type: "text/csv" });

  it("previews every change and every error by line, keeps Apply off while any error, then applies a fixed file", async () => {
    const calls = serve(({ body }) => {
      if (body?.apply === false) return Response.json({ success: true, data: body.csv?.includes("abc") ? preview() : preview({ rows: preview().rows.slice(0, 2), changedRows: 1, errorRows: 0 }) });
      if (body?.apply === true) return Response.json({ success: true, data: preview({ rows: preview().rows.slice(0, 2), changedRows: 1, errorRows: 0, applied: true }) });
      return undefined;
    });
    const u = userEvent.setup();
    renderPage();
    const panel = within(screen.getByRole("region", { name: "Products CSV" }));
    await u.upload(panel.getByLabelText("Import a CSV file"), file("id,name,price\np3,Chanderi Dress,abc\n"));

    const table = within(await panel.findByRole("table"));
    expect(panel.getByText(/rows read/).textContent).toBe("3 rows read: 2 to change, 1 with errors, 1 unchanged.");
    const rows = table.getAllByRole("row").slice(1);
    expect(rows.map((row) => row.getAttribute("data-line"))).toEqual(["2", "4"]);
    expect(within(rows[0]!).getAllByRole("cell").map((cell) => cell.textContent)).toEqual(["2", "Banarasi Silk Sareep1", "price: 4999 → 4499stock:Free Size: 3 → 5", "—"]);
    expect(rows[1]!.className).toBe("is-error");
    expect(within(rows[1]!).getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "price: 2599 → abc",
      "price must be a number of rupees",
      "size XXL is not one of the product's sizes",
    ]);
    expect(panel.getByRole("alert").textContent).toBe("1 row has errors. Fix it in the file and choose it again; nothing has been written.");
    expect((panel.getByRole("button", { name: "Apply 2 changes" }) as HTMLButtonElement).disabled).toBe(true);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toEqual({ method: "POST", url: "/api/admin/products/import", auth: "Bearer adm1n", body: { csv: "id,name,price\np3,Chanderi Dress,abc\n", apply: false } });

    await u.upload(panel.getByLabelText("Import a CSV file"), file("id,name,price\np1,Banarasi Silk Saree,4499\n"));
    const apply = await panel.findByRole("button", { name: "Apply 1 change" });
    expect((apply as HTMLButtonElement).disabled).toBe(false);
    expect(panel.queryByRole("alert")).toBeNull();
    await u.click(apply);
    await waitFor(() => expect(panel.getByRole("status").textContent).toBe("Imported products.csv: 1 product updated."));
    expect(panel.queryByRole("table")).toBeNull();
    expect(calls.at(-1)!.body).toEqual({ csv: "id,name,price\np1,Banarasi Silk Saree,4499\n", apply: true });
  });

  it("shows the server's refusal when applying, and keeps the preview", async () => {
    serve(({ body }) =>
      body?.apply
        ? Response.json({ success: false, error: "Line 2: the product p1 was changed since the preview. Export again." }, { status: 409 })
        : Response.json({ success: true, data: preview({ rows: preview().rows.slice(0, 1), changedRows: 1, errorRows: 0 }) }),
    );
    const u = userEvent.setup();
    renderPage();
    const panel = within(screen.getByRole("region", { name: "Products CSV" }));
    await u.upload(panel.getByLabelText("Import a CSV file"), file("id,price\np1,4499\n"));
    await u.click(await panel.findByRole("button", { name: "Apply 1 change" }));
    expect((await panel.findByRole("alert")).textContent).toBe("Line 2: the product p1 was changed since the preview. Export again.");
    expect(panel.getByRole("table")).toBeTruthy();
  });

  it("asks for a .csv file and sends nothing else", async () => {
    const calls = serve(() => undefined);
    const u = userEvent.setup({ applyAccept: false });
    renderPage();
    const panel = within(screen.getByRole("region", { name: "Products CSV" }));
    await u.upload(panel.getByLabelText("Import a CSV file"), file("not a spreadsheet", "products.xlsx"));
    expect((await panel.findByRole("alert")).textContent).toBe("Choose a .csv file: the products export, edited in a spreadsheet and saved as CSV.");
    expect(calls).toEqual([]);
  });
});
