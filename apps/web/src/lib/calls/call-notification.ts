/**
 * A system notification for an incoming call the browser keeps silent, when the user has allowed
 * notifications (we never ask here: a prompt in the middle of a ringing call would be worse).
 * Clicking it brings the tab forward. Returns the way to close it; null when none was shown.
 */
export function showIncomingCallNotification(
  name: string,
  { video, callId }: { video: boolean; callId: string },
): (() => void) | null {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return null;
  try {
    const notification = new Notification(`${name} is calling you`, {
      body: `Incoming ${video ? 'video' : 'audio'} call`,
      tag: `call-${callId}`,
      requireInteraction: true,
    });
    notification.onclick = () => {
      window.focus();
      notification.close();
    };
    return () => notification.close();
  } catch {
    // Some browsers (Chrome on Android) only show notifications through a service worker.
    return null;
  }
}
