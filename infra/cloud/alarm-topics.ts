// Where alarms go: an SNS topic that e-mails the address set for the stage with
//   npx sst secret set AlarmEmail ops@yourshop.in --stage production
// (or once for every stage without its own: `npx sst secret set AlarmEmail <address> --fallback`).
// SNS first mails a confirmation link; alarms reach the address only after it is clicked.
//
// Two topics: CloudWatch alarms notify topics in their own region, and CloudFront publishes its
// metrics only in us-east-1, so the Router's alarm lives there with a topic of its own.

/** The address alarms are mailed to; an address, not a secret, but set per stage like one. */
export const alarmEmail = new sst.Secret("AlarmEmail");

/** CloudFront's metrics (and so its alarms) are in us-east-1 whatever the app's region. */
export const usEast1 = new aws.Provider("UsEast1", { region: "us-east-1" });

export const alarmTopic = new aws.sns.Topic("Alarms", {});
new aws.sns.TopicSubscription("AlarmsByEmail", { topic: alarmTopic.arn, protocol: "email", endpoint: alarmEmail.value });

export const edgeAlarmTopic = new aws.sns.Topic("EdgeAlarms", {}, { provider: usEast1 });
new aws.sns.TopicSubscription("EdgeAlarmsByEmail", { topic: edgeAlarmTopic.arn, protocol: "email", endpoint: alarmEmail.value }, { provider: usEast1 });
