import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import type { Mailer } from './port';

/** SES v2 adapter; aws-ses-v2-local answers the same call locally. */
export function sesMailer(client: SESv2Client): Mailer {
  return {
    async send({ from, to, replyTo, subject, text, html, attachments }) {
      await client.send(
        new SendEmailCommand({
          FromEmailAddress: from,
          Destination: { ToAddresses: to },
          ReplyToAddresses: replyTo,
          Content: {
            Simple: {
              Subject: { Data: subject, Charset: 'UTF-8' },
              Body: { Text: { Data: text, Charset: 'UTF-8' }, ...(html ? { Html: { Data: html, Charset: 'UTF-8' } } : {}) },
              ...(attachments?.length
                ? {
                    Attachments: attachments.map((a) => ({
                      FileName: a.filename,
                      ContentType: a.contentType,
                      RawContent: a.content,
                      ContentDisposition: 'ATTACHMENT' as const,
                    })),
                  }
                : {}),
            },
          },
        }),
      );
    },
  };
}
