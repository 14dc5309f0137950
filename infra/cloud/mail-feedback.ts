import { shopFunction } from "./shop-function.js";
import { table } from "./table.js";

// SES's bounces and complaints, per stage: the mailer sends with this stage's configuration set,
// whose event destination publishes every bounce and complaint to this stage's SNS topic, which
// invokes the feedback function; it suppresses the addresses that bounced for good or complained
// in this stage's table (functions/lambda/mail-feedback.ts), and the outbox mails them no more.
// A configuration set of its own (not the identity's notification topics) because the identity
// is production's, shared by every stage (kept-stages.ts): each stage hears of its own e-mails.

/** SES's names: letters, digits, hyphens and underscores, at most 64. */
const configurationSetName = `${$app.name}-${$app.stage}-mail`.replace(/[^A-Za-z0-9_-]/g, "-").slice(0, 64);

export const mailConfigurationSet = new aws.sesv2.ConfigurationSet("MailConfig", { configurationSetName });

export const mailFeedbackTopic = new aws.sns.Topic("MailFeedbackTopic", {});

new aws.sesv2.ConfigurationSetEventDestination("MailFeedbackEvents", {
  configurationSetName: mailConfigurationSet.configurationSetName,
  eventDestinationName: "bounces-and-complaints",
  // BOUNCE is a hard bounce, or a soft one SES gave up retrying; the function keeps only the permanent ones.
  eventDestination: { enabled: true, matchingEventTypes: ["BOUNCE", "COMPLAINT"], snsDestination: { topicArn: mailFeedbackTopic.arn } },
});

/** 256 MB: a JSON parse and a conditional put per address. A failure is retried by SNS. */
export const mailFeedback = shopFunction("MailFeedback", {
  handler: "functions/lambda/mail-feedback.handler",
  memory: "256 MB",
  timeout: "10 seconds",
  link: [table],
});

new aws.lambda.Permission("MailFeedbackFromSns", {
  action: "lambda:InvokeFunction",
  function: mailFeedback.name,
  principal: "sns.amazonaws.com",
  sourceArn: mailFeedbackTopic.arn,
});
new aws.sns.TopicSubscription("MailFeedbackSubscription", { topic: mailFeedbackTopic.arn, protocol: "lambda", endpoint: mailFeedback.arn });
