import { createHash, randomBytes } from "node:crypto";

// The pass a right code gives a number no account uses: random, shown once to the number's holder,
// kept only as a hash (functions/data/sign-up-passes.ts).

export const makeSignUpPass = () => randomBytes(24).toString("base64url");

export const signUpPassHash = (phone: string, pass: string) => createHash("sha256").update(`sign-up-pass:${phone}:${pass}`).digest("hex");
