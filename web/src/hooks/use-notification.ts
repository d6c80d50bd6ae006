import { useEffect, useState } from 'react';
import type { NotificationMessage } from '../components/ui/notification';
import { NOTIFICATION_MS } from '../config/constants';

/** A notification that hides itself after the spec's delay for its tone. */
export function useNotification() {
  const [notification, setNotification] = useState<NotificationMessage | null>(null);

  useEffect(() => {
    if (!notification) return;
    const timer = window.setTimeout(() => setNotification(null), NOTIFICATION_MS[notification.tone]);
    return () => window.clearTimeout(timer);
  }, [notification]);

  return {
    notification,
    showError: (message: string) => setNotification({ tone: 'error', message }),
    showSuccess: (message: string) => setNotification({ tone: 'success', message }),
  };
}
