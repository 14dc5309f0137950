import { SESv2Client, SendEmailCommand } from "@aws-sdk/client-sesv2";
import type { ShopConfig } from "../config.js";

// Sending e-mail through Amazon SES v2. The same code runs everywhere: in the cloud the client
// finds SES in the function's region with the function's role; locally MAIL_ENDPOINT points it at
// aws-ses-v2-local, which keeps what it is sent and shows it on its mailbox page.

export interface Attachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

export interface Email {
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: Attachment[];
}

export interface Mailer {
  /** Resolves with SES's message id once SES has accepted the e-mail. */
  send(email: Email): Promise<string>;
}

/** SES refused this e-mail for good (a malformed or suppressed address): sending again would not help. */
export class PermanentMailFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PermanentMailFailure";
  }
}

/** SES's answers that no retry will change; throttling, a paused account or SES being down are retried. */
const PERMANENT = new Set(["MessageRejected", "BadRequestException", "NotFoundException", "MailFromDomainNotVerifiedException"]);

export function createSesMailer(config: Pick<ShopConfig, "region" | "mail">): Mailer {
  const { mail } = config;
  const client = new SESv2Client({
    region: config.region,
    ...(mail.endpoint
      ? {
          endpoint: mail.endpoint,
          // aws-ses-v2-local takes any credentials; fixed ones keep a developer's own out of it.
          credentials: { accessKeyId: "local", secretAccessKey: "local" },
        }
      : {}),
    maxAttempts: 2,
    // SES answers in well under a second; one that does not is treated as down, and the outbox retries.
    requestHandler: { connectionTimeout: 3_000, requestTimeout: 15_000 },
  });
  return {
    async send(email) {
      try {
        const result = await client.send(
          new SendEmailCommand({
            FromEmailAddress: mail.from,
            Destination: { ToAddresses: [email.to] },
            ReplyToAddresses: [mail.replyTo],
            ...(mail.configurationSet ? { ConfigurationSetName: mail.configurationSet } : {}),
            Content: {
              Simple: {
                Subject: { Data: email.subject, Charset: "UTF-8" },
                Body: { Html: { Data: email.html, Charset: "UTF-8" }, Text: { Data: email.text, Charset: "UTF-8" } },
                ...(email.attachments?.length
                  ? {
                      Attachments: email.attachments.map((attachment) => ({
                        FileName: attachment.filename,
                        ContentType: attachment.contentType,
                        ContentDisposition: "ATTACHMENT" as const,
                        RawContent: attachment.content,
                      })),
                    }
                  : {}),
              },
            },
          }),
        );
        return result.MessageId ?? "";
      } catch (error) {
        if (error instanceof Error && PERMANENT.has(error.name)) throw new PermanentMailFailure(`SES refused the e-mail to ${email.to}: ${error.message}`);
        throw error;
      }
    },
  };
}
