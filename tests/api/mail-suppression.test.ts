import { randomUUID } from "node:crypto";
import { ScanCommand } from "@aws-sdk/lib-dynamodb";
import { beforeAll, describe, expect, it } from "vitest";
import { outboxLeases } from "../../functions/data/outbox-leases.js";
import { labelled, transactWrite } from "../../functions/data/transact.js";
import { recordSesFeedback } from "../../functions/mail/record-feedback.js";
import type { SnsEvent } from "../../functions/mail/ses-feedback.js";
import { accountClosed } from "../../functions/outbox/outbox-messages.js";
import { drainOutbox, type OutboxDeps } from "../../functions/outbox/process-outbox.js";
import { kindOfItem } from "../../functions/accounts/personal-data/registry.js";
import { localMailbox, outboxDeps, type Mailbox } from "../support/mailbox.js";
import { freshTable, type TestTable } from "../support/test-table.js";

// SES's bounce and complaint notifications, as SNS hands them to the feedback function
// (functions/lambda/mail-feedback.ts), against DynamoDB Local; then the outbox is run through the
// local SES stand-in and what reached each address is read from its mailbox. The notifications'
// shapes are SES's own ("Amazon SNS notification contents for Amazon SES", and the event
// publishing form a configuration set sends, which names the type in eventType).

let shop: TestTable;
let mailbox: Mailbox;
let outbox: OutboxDeps;

beforeAll(async () => {
  shop = await freshTable();
  mailbox = await localMailbox();
  outbox = outboxDeps(shop, mailbox);
});

const mail = (to: string) => ({
  timestamp: "2026-12-06T10:00:00.000Z",
  source: "orders@rangrez.test",
  sourceArn: "arn:aws:ses:ap-south-1:123456789012:identity/orders@rangrez.test",
  sendingAccountId: "123456789012",
  messageId: `0109019${randomUUID()}-000000`,
  destination: [to],
  headersTruncated: false,
});

const permanentBounce = (to: string) => ({
  notificationType: "Bounce",
  bounce: {
    feedbackId: `bounce-${randomUUID()}`,
    bounceType: "Permanent",
    bounceSubType: "General",
    bouncedRecipients: [{ emailAddress: to, action: "failed", status: "5.1.1", diagnosticCode: "smtp; 550 5.1.1 user unknown" }],
    timestamp: "2026-12-06T10:00:02.000Z",
    remoteMtaIp: "127.0.2.0",
    reportingMTA: "dsn; a27-30.smtp-out.ap-south-1.amazonses.com",
  },
  mail: mail(to),
});

const transientBounce = (to: string) => ({
  notificationType: "Bounce",
  bounce: {
    feedbackId: `bounce-${randomUUID()}`,
    bounceType: "Transient",
    bounceSubType: "MailboxFull",
    bouncedRecipients: [{ emailAddress: to, action: "failed", status: "4.2.2", diagnosticCode: "smtp; 452 4.2.2 mailbox full" }],
    timestamp: "2026-12-06T10:00:02.000Z",
  },
  mail: mail(to),
});

/** A configuration set's event destination: the same objects, the type in eventType. */
const complaintEvent = (to: string) => ({
  eventType: "Complaint",
  complaint: {
    feedbackId: `complaint-${randomUUID()}`,
    complaintSubType: null,
    complainedRecipients: [{ emailAddress: to }],
    timestamp: "2026-12-06T11:00:00.000Z",
    userAgent: "Mozilla/5.0",
    complaintFeedbackType: "abuse",
    arrivalDate: "2026-12-06T10:59:58.000Z",
  },
  mail: mail(to),
});

/** SNS's event for a Lambda subscriber, one record per notification. */
const snsEvent = (...notifications: unknown[]): SnsEvent =>
  ({
    Records: notifications.map((notification) => ({
      EventSource: "aws:sns",
      EventVersion: "1.0",
      EventSubscriptionArn: "arn:aws:sns:ap-south-1:123456789012:rangrez-production-MailFeedback:6d3c1a8e",
      Sns: {
        Type: "Notification",
        MessageId: randomUUID(),
        TopicArn: "arn:aws:sns:ap-south-1:123456789012:rangrez-production-MailFeedback",
        Subject: null,
        Message: typeof notification === "string" ? notification : JSON.stringify(notification),
        Timestamp: "2026-12-06T10:00:03.000Z",
        SignatureVersion: "1",
        Signature: "EXAMPLE",
        SigningCertUrl: "https://sns.ap-south-1.amazonaws.com/SimpleNotificationService-example.pem",
        UnsubscribeUrl: "https://sns.ap-south-1.amazonaws.com/?Action=Unsubscribe",
        MessageAttributes: {},
      },
    })),
  }) as SnsEvent;

/** An e-mail to this address waiting in the outbox (the closing account's confirmation carries its own address). */
async function mailWaitingFor(email: string) {
  const message = accountClosed(`u-${randomUUID()}`, { email, name: "Shopper", forfeitedPaise: 0 });
  await transactWrite(shop.repos.db, labelled("test mail", shop.repos.outbox.enqueueAction(message)));
  return message.id;
}

const address = (name: string) => `${name}.${randomUUID().slice(0, 8)}@example.in`;
const mailTo = async (to: string) => (await mailbox.emails()).filter((e) => e.destination.to.includes(to));

describe("SES's bounces and complaints", () => {
  it("suppress an address that bounced for good or complained: the outbox sends it nothing and records why; a transient bounce suppresses nothing", async () => {
    const dead = address("gone");
    const complained = address("annoyed");
    const full = address("full");
    const fine = address("fine");

    const first = await recordSesFeedback(shop.repos.db, snsEvent(permanentBounce(dead), complaintEvent(complained), transientBounce(full)));
    expect(first).toEqual({ suppressed: 2, alreadySuppressed: 0, unreadable: 0 });
    // SNS delivers at least once: the same event again changes nothing.
    expect(await recordSesFeedback(shop.repos.db, snsEvent(permanentBounce(dead), complaintEvent(complained)))).toEqual({ suppressed: 0, alreadySuppressed: 2, unreadable: 0 });

    // The address as the shop wrote it to SES may differ in case from SES's report.
    const ids = { dead: await mailWaitingFor(dead.toUpperCase()), complained: await mailWaitingFor(complained), full: await mailWaitingFor(full), fine: await mailWaitingFor(fine) };
    await drainOutbox(outbox);

    expect(await mailTo(dead.toUpperCase())).toEqual([]);
    expect(await mailTo(complained)).toEqual([]);
    expect(await mailTo(full)).toHaveLength(1);
    expect(await mailTo(fine)).toHaveLength(1);

    // Each message is finished, not retried: the suppressed ones as not sent, with the reason.
    const leases = outboxLeases(shop.repos.db);
    const dealt = async (id: string) => {
      const item = (await leases.get(id))!;
      return { sent: item.done, notSent: item.skipped };
    };
    expect(await dealt(ids.dead)).toEqual({ sent: [], notSent: [expect.stringMatching(/^mail-closed: not sent: the address is suppressed after a permanent bounce/)] });
    expect(await dealt(ids.complained)).toEqual({ sent: [], notSent: [expect.stringMatching(/^mail-closed: not sent: the address is suppressed after a spam complaint/)] });
    expect(await dealt(ids.fine)).toEqual({ sent: ["mail-closed"], notSent: [] });
    expect(await shop.repos.outbox.due(new Date(Date.now() + 3600_000), 100)).toEqual([]);
  });

  it("skips a record that is not SES's JSON and still records the rest", async () => {
    const dead = address("bounced");
    expect(await recordSesFeedback(shop.repos.db, snsEvent("not json", { notificationType: "Delivery", delivery: {}, mail: mail(dead) }, permanentBounce(dead)))).toEqual({
      suppressed: 1,
      alreadySuppressed: 0,
      unreadable: 1,
    });
  });

  it("keeps no readable address, in items the personal-data registry lists", async () => {
    const dead = address("private");
    await recordSesFeedback(shop.repos.db, snsEvent(permanentBounce(dead)));
    const { Items = [] } = await shop.repos.db.doc.send(new ScanCommand({ TableName: shop.repos.db.tableName, FilterExpression: "entity = :e", ExpressionAttributeValues: { ":e": "mailSuppression" } }));
    expect(Items.length).toBeGreaterThan(0);
    expect(Items.filter((item) => JSON.stringify(item).includes("@"))).toEqual([]);
    for (const item of Items) expect(kindOfItem(item)?.kind).toBe("mailSuppressions");
  });
});
