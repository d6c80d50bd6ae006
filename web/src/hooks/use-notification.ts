import { useEffect, useState } from 'react';
import type { NotificationMessage, NotificationTone } from '../components/ui/notification';
import { NOTIFICATION_MS } from '../config/constants';

/**
 * A notification that hides itself after the spec's delay for its tone; a screen may give a tone
 * another delay (the user update's success stays 2.5 s).
 */
export function useNotification(durations?: Partial<Record<NotificationTone, number>>) {
  const [notification, setNotification] = useState<NotificationMessage | null>(null);
  const hideAfter = notification ? (durations?.[notification.tone] ?? NOTIFICATION_MS[notification.tone]) : 0;

  useEffect(() => {
    if (!notification) return;
    const timer = window.setTimeout(() => setNotification(null), hideAfter);
    return () => window.clearTimeout(timer);
  }, [notification, hideAfter]);

  return {
    notification,
    showError: (message: string) => setNotification({ tone: 'error', message }),
    showSuccess: (message: string) => setNotification({ tone: 'success', message }),
  };
}
