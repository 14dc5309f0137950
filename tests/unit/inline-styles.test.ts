// Rendered pages carry their stylesheets inline, and keep the links Vite's loader looks for.
import { describe, expect, it } from "vitest";
import { inlineStylesheets, linkedStylesheets } from "../../pages/publish/inline-styles.js";

const page = `<head><link rel="stylesheet" crossorigin href="/assets/index-A1.css">
<link rel="stylesheet" crossorigin href="/assets/ProductPage-B2.css" />
<link rel="stylesheet" crossorigin href="/assets/unknown-C3.css" /></head>`;

describe("inline stylesheets", () => {
  it("lists every linked stylesheet under /assets", () => {
    expect(linkedStylesheets(page)).toEqual(["/assets/index-A1.css", "/assets/ProductPage-B2.css", "/assets/unknown-C3.css"]);
  });

  it("puts known rules inline in order, leaves each link not applying, and leaves unknown files linked", () => {
    const css = new Map([
      ["/assets/index-A1.css", "body{margin:0}"],
      ["/assets/ProductPage-B2.css", ".product{display:grid}"],
    ]);
    const html = inlineStylesheets(page, css);
    expect(html.indexOf("<style>body{margin:0}</style>")).toBeLessThan(html.indexOf("<style>.product{display:grid}</style>"));
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-A1.css" media="not all" />');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/unknown-C3.css" />');
    expect(html.match(/<style>/g)).toHaveLength(2);
  });

  it("never inlines rules that would close the style element early", () => {
    const html = inlineStylesheets(page, new Map([["/assets/index-A1.css", "a{}</style><script>alert(1)</script>"]]));
    expect(html).not.toContain("<script>");
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-A1.css">');
  });
});
