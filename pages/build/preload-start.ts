import type { Plugin } from "vite";
import { APP_SCRIPTS_END, APP_SCRIPTS_START } from "../render/app-scripts.js";

/**
 * The page's entry (pages/take-over/take-over.ts) imports the app (start.tsx) only after the first paint; this names
 * the app's files in index.html all the same (scripts as module preloads, stylesheets linked as
 * the entry's are), so they download alongside the page instead of after the entry has run, and
 * a pre-rendered page carries the app's styles from its first paint.
 */
export function preloadStart(source = "/pages/take-over/start.tsx"): Plugin {
  return {
    name: "preload-start",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, context) {
        const chunks = Object.values(context.bundle ?? {}).flatMap((output) => (output.type === "chunk" ? [output] : []));
        const start = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(source));
        if (!start) throw new Error(`preload-start: no chunk for ${source} in the build`);
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const files = new Set<string>();
        const collect = (file: string) => {
          if (files.has(file)) return;
          files.add(file);
          for (const imported of byFile.get(file)?.imports ?? []) collect(imported);
        };
        collect(start.fileName);
        const styles = [...files].flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]);
        const absent = (file: string) => !html.includes(`/${file}"`);
        const scripts = [...files].filter(absent).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
        // Marked, so a pre-rendered page can leave them out (pages/render/render-page.tsx).
        return {
          html: html.replace("</head>", () => `${APP_SCRIPTS_START}${scripts.join("")}${APP_SCRIPTS_END}\n  </head>`),
          tags: [...new Set(styles)].filter(absent).map((file) => ({ tag: "link", attrs: { rel: "stylesheet", crossorigin: true, href: `/${file}` }, injectTo: "head" as const })),
        };
      },
    },
  };
}
