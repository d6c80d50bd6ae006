export interface MailMessage {
  from: string;
  to: string[];
  replyTo?: string[];
  subject: string;
  text: string;
  html?: string;
}

/** Outgoing e-mail. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
