import type { EventHub } from '../../events/event-hub';

/** Who hears each step of a call (calls/README.md "The rules"), on whichever process holds their tabs. */
export function callsSubscribers(events: EventHub): void {
  // The callees ring; the caller's own other tabs do not.
  events.onCommitted('CallInvited', ({ call, calleeIds, video }, { deliver }) => {
    deliver(calleeIds, { type: 'call_invite', data: { ...call, video } });
  });
  // Every member, the one who answered included: their other tabs stop ringing. The caller is the
  // one the database knows.
  events.onCommitted('CallAccepted', ({ call, callerId, memberIds }, { deliver }) => {
    deliver(memberIds, { type: 'call_accept', data: { ...call, callerUserId: callerId } });
  });
  // Every member, the sender's own other tabs too: whatever still shows the call clears it.
  events.onCommitted('CallEnded', ({ call, reason, memberIds, offline }, { deliver }) => {
    deliver(memberIds, { type: 'call_end', data: { ...call, reason, ...(offline ? { offline } : {}) } });
  });
  events.onCommitted('CallSignalled', ({ signal }, { deliver }) => {
    deliver([signal.toUserId], { type: 'call_signal', data: signal });
  });
}
