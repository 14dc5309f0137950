// The alarm topic's access policy. AWS Budgets publishes to an SNS topic only where the topic's
// policy allows budgets.amazonaws.com; a topic policy replaces SNS's default one, so it also keeps
// what that allowed: CloudWatch's alarms publishing, and the account managing the topic. Each
// service only on this account's behalf (aws:SourceAccount), so no other account's budget or alarm
// can post here.

/** The policy JSON for the topic `topicArn` (arn:aws:sns:<region>:<account>:<name>). */
export function alarmTopicPolicy(topicArn: string): string {
  const account = topicArn.split(":")[4] ?? "";
  const fromThisAccount = { StringEquals: { "aws:SourceAccount": account } };
  return JSON.stringify({
    Version: "2012-10-17",
    Statement: [
      {
        Sid: "AccountManagesTopic",
        Effect: "Allow",
        Principal: { AWS: `arn:aws:iam::${account}:root` },
        Action: ["SNS:GetTopicAttributes", "SNS:SetTopicAttributes", "SNS:AddPermission", "SNS:RemovePermission", "SNS:DeleteTopic", "SNS:Subscribe", "SNS:ListSubscriptionsByTopic", "SNS:Publish"],
        Resource: topicArn,
      },
      { Sid: "CloudWatchAlarmsPublish", Effect: "Allow", Principal: { Service: "cloudwatch.amazonaws.com" }, Action: "SNS:Publish", Resource: topicArn, Condition: fromThisAccount },
      {
        Sid: "BudgetsPublish",
        Effect: "Allow",
        Principal: { Service: "budgets.amazonaws.com" },
        Action: "SNS:Publish",
        Resource: topicArn,
        Condition: { ...fromThisAccount, ArnLike: { "aws:SourceArn": `arn:aws:budgets::${account}:*` } },
      },
    ],
  });
}
