// The stages whose data is kept: retained when removed, protected from removal, their table and
// buckets guarded and their logs kept long. Every other stage (pr-123, a developer's) is
// throw-away and removes everything with it. sst.config.ts's app() holds the same list (SST
// evaluates app() before any import); tests/infra/sst-config.test.ts checks the two agree.
export const KEPT_STAGES = ["production", "staging"] as const;

export const isKeptStage = (stage: string) => (KEPT_STAGES as readonly string[]).includes(stage);

/**
 * The stage that makes the account's SES identity for the sender. SES has one identity per
 * address in an account and region, so every other stage refers to it by its sender instead of
 * making a second one (which failed the deploy). SHOP_EMAIL_IDENTITY=own lets another stage make
 * it, for an account production does not use.
 */
export const EMAIL_IDENTITY_STAGE = "production";

export const ownsEmailIdentity = (stage: string, env: NodeJS.ProcessEnv = process.env) => stage === EMAIL_IDENTITY_STAGE || env.SHOP_EMAIL_IDENTITY === "own";
