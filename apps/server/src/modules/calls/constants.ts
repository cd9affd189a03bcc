// The sentences of refused call frames (answered as `error {message}` to the sending socket only).

export const CALL_MESSAGES = {
  blocked: 'You cannot call this user.',
  friendsOnly: 'You can only call your friends.',
  twoOnly: 'Calls are between two friends: call someone from your conversation with them.',
  alreadyPlaced: 'This call has already been placed.',
  notRinging: 'This call is no longer ringing.',
  notInProgress: 'This call is not in progress.',
  notAParticipant: 'That user is not in this conversation.',
} as const;
