// `npm test` runs this before the tests (npm run lint). typescript-eslint's recommended rules,
// React's hooks rules for the SPA, and the project's own rules: the layers kept apart, and no
// import of a package package.json does not declare.
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { declaredPackagesPlugin } from "./lint/declared-packages.js";
import { layersPlugin } from "./lint/layers.js";

export default tseslint.config(
  { ignores: ["dist/**", "node_modules/**", ".data/**", ".sst/**", "coverage/**", "**/*.d.ts", "infra/local/razorpay-emulator/public/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { layers: layersPlugin, packages: declaredPackagesPlugin },
    rules: {
      "layers/import-direction": "error",
      "layers/web-aliases": "error",
      "packages/declared-packages": "error",
      // `_` marks a parameter a signature needs but the body does not use.
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
    },
  },
  {
    files: ["web/**/*.{ts,tsx}", "pages/render/**/*.{ts,tsx}", "pages/take-over/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  {
    // TypeScript itself reports undefined names, knowing the globals SST declares (`$app`, `sst`).
    files: ["**/*.{ts,tsx}"],
    rules: { "no-undef": "off" },
  },
  {
    // SST's generated resource types are a global declaration file, referenced where `Resource` is read.
    files: ["sst.config.ts", "infra/cloud/**/*.ts", "functions/lambda/load-config.ts"],
    rules: { "@typescript-eslint/triple-slash-reference": "off" },
  },
  {
    // The Razorpay emulator's checkout.js stand-in: a plain ES2017 browser script with no build step.
    files: ["infra/local/razorpay-emulator/checkout-script.js"],
    languageOptions: { globals: { ...globals.browser } },
    rules: { "@typescript-eslint/no-this-alias": "off" },
  },
);
