// A function that hands work to async invocations of itself (the API's exports, the page
// publisher's jobs) invokes the ARN Lambda gives it in its context. Its role may invoke exactly
// that ARN: granted once the function exists, as its own ARN cannot appear in its own arguments.
// Not a name built from the app and the stage: SST cuts a long stage's names short (its
// physicalName), and such a pattern then matched no function at all.

/** Lets `fn` invoke itself (unqualified, or any version or alias of it). */
export function allowSelfInvoke(fn: sst.aws.Function, name: string) {
  new aws.iam.RolePolicy(`${name}InvokesItself`, {
    role: fn.nodes.role.name,
    policy: $resolve([fn.arn]).apply(([arn]) =>
      JSON.stringify({ Version: "2012-10-17", Statement: [{ Effect: "Allow", Action: "lambda:InvokeFunction", Resource: [arn, `${arn}:*`] }] }),
    ),
  });
}
