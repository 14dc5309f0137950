import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { preloadStart } from "./pages/build/preload-start.js";

// The SPA lives in web/; the build lands in dist/web, which the local server and the cloud site serve.
export default defineConfig({
  root: "web",
  publicDir: "public",
  plugins: [react(), preloadStart()],
  // The @/, @shared/ and @functions/ aliases come from tsconfig.json's paths, their one home.
  resolve: { tsconfigPaths: true },
  build: {
    outDir: "../dist/web",
    emptyOutDir: true,
    sourcemap: false,
    // Which scripts and stylesheets each screen needs, for the pre-rendered pages' heads (pages/publish/renderer.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // React, React DOM and the router in one file the first page loads, instead of spread
          // over a dozen small chunks by what happens to share them: fewer requests beside the
          // page's pictures, and one file gzip compresses better.
          groups: [{ name: "framework", test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/ }],
        },
      },
    },
  },
  server: {
    // The API and the product photos (/media, from the local S3) come from the shop's server.
    proxy: {
      "/api": `http://localhost:${process.env.API_PORT ?? 3000}`,
      "/media": `http://localhost:${process.env.API_PORT ?? 3000}`,
    },
  },
});
