// The shop's pages forbid eval (script-src has no 'unsafe-eval'). Zod probes for it with
// `new Function` when its first object schema is built, and the browser reports that refused
// probe as a policy violation (Lighthouse's best practices too); `jitless` skips the probe and
// checks the same rules without the compiled fast path. Set on the global object zod reads its
// settings from, so the app's first chunk does not have to carry zod to say so.
const settings = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
settings.__zod_globalConfig = { ...settings.__zod_globalConfig, jitless: true };
