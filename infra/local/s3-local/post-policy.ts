import { createHmac, timingSafeEqual } from "node:crypto";

// S3's checks on a browser upload (POST Object with a signed policy, Signature Version 4), as
// AWS documents them: the signature over the base64 policy, the policy's expiration, every
// condition against the form's fields and the file's size, and no field the policy does not
// name. s3rver stores POST uploads without any of this, so the local stand-in runs these checks
// first; in the cloud S3 itself makes them, against the same policy the API signed.

export interface PolicyRefusal {
  status: number;
  code: string;
  message: string;
}

export interface PostForm {
  /** The form's text fields, as sent (names keep their case). */
  fields: Record<string, string>;
  fileBytes: number;
  /** The bucket the form was posted to (from the URL). */
  bucket: string;
}

type Condition = Record<string, unknown> | unknown[];

interface Policy {
  expiration?: unknown;
  conditions?: unknown;
}

const refuse = (status: number, code: string, message: string): PolicyRefusal => ({ status, code, message });
const policyFailed = (detail: string) => refuse(403, "AccessDenied", `Invalid according to Policy: ${detail}`);

/** Fields never named in a policy (AWS: x-amz-signature, file, policy and x-ignore-* ones). */
const EXEMPT = (name: string) => ["x-amz-signature", "file", "policy"].includes(name) || name.startsWith("x-ignore-");

const hmac = (key: Buffer | string, data: string) => createHmac("sha256", key).update(data).digest();

function signingKey(secret: string, date: string, region: string, service: string): Buffer {
  return hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), service), "aws4_request");
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Null when S3 would store the file; otherwise its refusal. `secretFor` gives the secret of an
 * access key id (undefined for an unknown one).
 */
export function checkPostPolicy(form: PostForm, now: Date, secretFor: (accessKeyId: string) => string | undefined): PolicyRefusal | null {
  const field = new Map(Object.entries(form.fields).map(([name, value]) => [name.toLowerCase(), value]));
  const policyText = field.get("policy");
  if (!policyText) return refuse(403, "AccessDenied", "Bucket POST must contain a field named 'policy'.");

  const credential = field.get("x-amz-credential") ?? "";
  const [accessKeyId, date, region, service, terminator] = credential.split("/");
  const secret = accessKeyId ? secretFor(accessKeyId) : undefined;
  if (field.get("x-amz-algorithm") !== "AWS4-HMAC-SHA256" || !date || !region || !service || terminator !== "aws4_request") {
    return refuse(400, "InvalidArgument", "The form must be signed with AWS4-HMAC-SHA256 and carry x-amz-credential.");
  }
  if (!secret) return refuse(403, "InvalidAccessKeyId", "The AWS Access Key Id you provided does not exist in our records.");
  const expected = hmac(signingKey(secret, date, region, service), policyText).toString("hex");
  if (!sameText(expected, field.get("x-amz-signature") ?? "")) {
    return refuse(403, "SignatureDoesNotMatch", "The request signature we calculated does not match the signature you provided.");
  }

  let policy: Policy;
  try {
    policy = JSON.parse(Buffer.from(policyText, "base64").toString("utf8")) as Policy;
  } catch {
    return refuse(400, "InvalidPolicyDocument", "Invalid Policy: Invalid JSON.");
  }
  const expiration = typeof policy.expiration === "string" ? Date.parse(policy.expiration) : Number.NaN;
  if (Number.isNaN(expiration)) return refuse(400, "InvalidPolicyDocument", "Invalid Policy: Policy missing expiration.");
  if (expiration <= now.getTime()) return policyFailed("Policy expired.");
  if (!Array.isArray(policy.conditions)) return refuse(400, "InvalidPolicyDocument", "Invalid Policy: Policy missing conditions.");

  // The bucket is the URL's, not a field the browser chose.
  field.set("bucket", form.bucket);
  const named = new Set<string>(["bucket"]);
  for (const condition of policy.conditions as Condition[]) {
    const problem = checkCondition(condition, field, form.fileBytes, named);
    if (problem) return problem;
  }
  const extra = [...field.keys()].filter((name) => !EXEMPT(name) && !named.has(name));
  if (extra.length > 0) return policyFailed(`Extra input fields: ${extra.join(", ")}`);
  return null;
}

function checkCondition(condition: Condition, field: Map<string, string>, fileBytes: number, named: Set<string>): PolicyRefusal | null {
  if (!Array.isArray(condition)) {
    // { "key": "uploads/abc" }: an exact match.
    for (const [name, value] of Object.entries(condition)) {
      const lower = name.toLowerCase();
      named.add(lower);
      if (field.get(lower) !== String(value)) return policyFailed(`Policy Condition failed: ["eq", "$${name}", "${String(value)}"]`);
    }
    return null;
  }
  const [operator, subject, ...rest] = condition as [unknown, unknown, ...unknown[]];
  if (operator === "content-length-range") {
    const [min, max] = [Number(subject), Number(rest[0])];
    if (fileBytes > max) return refuse(400, "EntityTooLarge", "Your proposed upload exceeds the maximum allowed size");
    if (fileBytes < min) return refuse(400, "EntityTooSmall", "Your proposed upload is smaller than the minimum allowed size");
    return null;
  }
  if (typeof subject !== "string" || !subject.startsWith("$")) return refuse(400, "InvalidPolicyDocument", "Invalid Policy: Invalid condition.");
  const name = subject.slice(1).toLowerCase();
  named.add(name);
  const value = field.get(name) ?? "";
  const wanted = String(rest[0] ?? "");
  const holds = operator === "eq" ? value === wanted : operator === "starts-with" ? value.startsWith(wanted) : false;
  return holds ? null : policyFailed(`Policy Condition failed: ["${String(operator)}", "${subject}", "${wanted}"]`);
}
