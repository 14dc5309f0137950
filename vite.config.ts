import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The SPA lives in web/; the build lands in dist/web, which the local server and the cloud site serve.
export default defineConfig({
  root: "web",
  publicDir: "public",
  plugins: [react()],
  build: {
    outDir: "../dist/web",
    emptyOutDir: true,
    sourcemap: false,
    // Which scripts and stylesheets each screen needs, for the pre-rendered pages' heads (pages/).
    manifest: true,
  },
  server: {
    // The API and the product photos (/media, from the local S3) come from the shop's server.
    proxy: {
      "/api": `http://localhost:${process.env.API_PORT ?? 3000}`,
      "/media": `http://localhost:${process.env.API_PORT ?? 3000}`,
    },
  },
});
