/** A file sent with a mail (a shipping label). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

export interface MailMessage {
  from: string;
  to: string[];
  replyTo?: string[];
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

/** Outgoing e-mail. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
