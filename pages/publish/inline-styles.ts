// A rendered page carries its stylesheets inline: on a phone's slow connection a linked
// stylesheet is one more round trip before anything paints (Lighthouse measured first paint,
// and so LCP, waiting on it). The page's CSP allows inline styles ('unsafe-inline' in style-src).
//
// Each link stays, with media="not all": the browser fetches it without waiting for it, and
// Vite's loader, which looks for a stylesheet link before adding one when a screen's script
// loads, finds it and adds no second copy.

const STYLESHEET = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)"\s*\/?>/g;

/** Every `/assets/…css` the page links, for the renderer to read once. */
export function linkedStylesheets(html: string): string[] {
  return [...html.matchAll(STYLESHEET)].map((match) => match[1]!);
}

/** The page with each linked stylesheet's rules inline before its link; links to unknown files stay as they are. */
export function inlineStylesheets(html: string, css: ReadonlyMap<string, string>): string {
  return html.replace(STYLESHEET, (link, href: string) => {
    const rules = css.get(href);
    if (rules === undefined || /<\/style/i.test(rules)) return link;
    return `<style>${rules}</style><link rel="stylesheet" crossorigin href="${href}" media="not all" />`;
  });
}
