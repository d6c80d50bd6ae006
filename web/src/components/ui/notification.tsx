export type NotificationTone = 'success' | 'error';

export interface NotificationMessage {
  tone: NotificationTone;
  message: string;
}

/** The coloured bar of spec §4: errors are alerts, successes are polite status messages. */
export function Notification({ tone, message }: NotificationMessage) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`notification notification--${tone}`}>
      {message}
    </div>
  );
}
