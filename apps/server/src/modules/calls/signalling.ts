import type { CallData, CallEndReason, CallSignalData } from '@create-together/contract';
import type { Database } from '../../db/client';
import type { CallOf, DomainEvents, EventName } from '../../events/domain-events';
import type { EventHub } from '../../events/event-hub';
import { transactionWithEvents, withEvents } from '../../events/outbox';
import type { Presence } from '../../events/presence';
import {
  CONVERSATION_NOT_FOUND,
  type ConversationMember,
  conversationAccess,
  conversationRefusal,
} from '../../policies/conversations';
import { relationsAccess } from '../../policies/relations';
import { callsRepository } from './calls-repository';
import { CALL_MESSAGES } from './constants';
import { callMissed } from './missed-calls';

/** Who sent a call frame: the socket's authenticated user, whatever the frame claims. */
export interface Sender {
  userId: string;
  username: string;
}

/** The sentence of the `error` frame answering a refused call frame; null when it was handled. */
export type Refusal = string | null;

export interface CallSignallingDeps {
  db: Database;
  /** What each step says happened; the calls subscribers send the frames (subscribers.ts). */
  events: EventHub;
  /** Who has a socket open, on any process: a call to nobody there ends at once. */
  presence: Pick<Presence, 'isOnline'>;
}

/** A call frame's conversation, seen by one of its members. */
interface CallScene {
  conversationId: string;
  members: ConversationMember[];
  /** The ids of the members other than the sender. */
  others: string[];
  /** The frame's call, stamped with its real sender. */
  call: CallOf;
}

/**
 * Call signalling (calls/README.md): the rules of invite, accept, end and WebRTC negotiation, with
 * each call's state in the `calls` table so every server process agrees on it. Refusals are
 * answered to the sender only; each step that happens is an event (CallInvited, CallAccepted,
 * CallEnded, CallSignalled), which the calls subscribers turn into frames. Nothing here touches a
 * socket or makes a frame.
 */
export function callSignalling({ db, events, presence }: CallSignallingDeps) {
  const conversations = conversationAccess(db);
  const friends = relationsAccess(db);
  const repo = callsRepository(db);

  /** A step that writes nothing more (or wrote its one row already): said, and reacted to. */
  const happened = <N extends EventName>(name: N, data: DomainEvents[N]) =>
    withEvents(db, events, async (outbox) => outbox.emit(name, data));

  /** The frame's conversation when the sender is one of its members; null otherwise. */
  async function sceneOf(sender: Sender, data: CallData): Promise<CallScene | null> {
    const conversationId = data.conversationId.toLowerCase();
    const members = await conversations.membersFor(conversationId, sender.userId);
    if (!members) return null;
    const fromUsername = members.find((m) => m.userId === sender.userId)?.username ?? sender.username;
    return {
      conversationId,
      members,
      others: members.filter((m) => m.userId !== sender.userId).map((m) => m.userId),
      call: {
        conversationId,
        callId: data.callId,
        channelName: data.channelName,
        fromUserId: sender.userId,
        fromUsername,
      },
    };
  }

  /**
   * Only friends can be rung, and nobody across a block (either way): the conversation's own rule,
   * the one its answers' `canCall` says.
   */
  async function mayRing(scene: CallScene, callerId: string): Promise<Refusal> {
    const refusal = conversationRefusal(await conversations.standing(scene.conversationId, callerId), 'call');
    if (refusal === 'blocked') return CALL_MESSAGES.blocked;
    if (refusal === 'not-friends') return CALL_MESSAGES.friendsOnly;
    if (refusal !== null) return CALL_MESSAGES.twoOnly;
    return null;
  }

  async function anyOnline(userIds: string[]): Promise<boolean> {
    for (const userId of userIds) if (await presence.isOnline(userId)) return true;
    return false;
  }

  /**
   * Ends the call in one transaction: a call never answered, and not rejected, is a missed call for
   * each callee. Every member's tabs hear the end after commit (CallEnded).
   */
  async function endCall(
    scene: CallScene,
    callId: string,
    reason: CallEndReason,
    extra: { offline?: true } = {},
  ) {
    await transactionWithEvents(db, events, async (tx, outbox) => {
      const ended = await callsRepository(tx).end(scene.conversationId, callId, reason);
      const memberIds = scene.members.map((m) => m.userId);
      if (ended && !ended.answered && reason !== 'rejected') {
        await callMissed(tx, outbox, {
          conversationId: scene.conversationId,
          callerId: ended.callerId,
          memberIds,
        });
      }
      outbox.emit('CallEnded', { call: scene.call, reason, memberIds, ...extra });
    });
  }

  return {
    /**
     * Rings the conversation's other members (not the caller's own other tabs). A callId the
     * conversation has had already is refused, so a repeated invite never rings twice. When none of
     * them has a socket open, nothing could ring: the call ends at once as unanswered, `offline`, a
     * missed call for them, and the caller hears so now rather than after ringing into nothing.
     */
    async invite(sender: Sender, data: CallData): Promise<Refusal> {
      const scene = await sceneOf(sender, data);
      if (!scene) return CONVERSATION_NOT_FOUND;
      const refusal = await mayRing(scene, sender.userId);
      if (refusal) return refusal;
      const video = data.video ?? false;
      const call = {
        conversationId: scene.conversationId,
        callId: data.callId,
        callerId: sender.userId,
        video,
      };
      if (!(await repo.insert(call))) return CALL_MESSAGES.alreadyPlaced;
      if (!(await anyOnline(scene.others))) {
        await endCall(scene, data.callId, 'unanswered', { offline: true });
        return null;
      }
      await happened('CallInvited', { call: scene.call, calleeIds: scene.others, video });
      return null;
    },

    /**
     * Answers a ringing call. Every member hears it, the sender's own tabs too (they stop ringing),
     * named with the caller the database knows.
     */
    async accept(sender: Sender, data: CallData): Promise<Refusal> {
      const scene = await sceneOf(sender, data);
      if (!scene) return CONVERSATION_NOT_FOUND;
      if (await friends.isBlockedWithAny(sender.userId, scene.others)) return CALL_MESSAGES.blocked;
      const callerId = await repo.answer(scene.conversationId, data.callId, sender.userId);
      if (!callerId) return CALL_MESSAGES.notRinging;
      const memberIds = scene.members.map((m) => m.userId);
      await happened('CallAccepted', { call: scene.call, callerId, memberIds });
      return null;
    },

    /**
     * Ends a call, from either side and across a block (a block made during a call must still hang
     * it up). Every member's tabs hear it, even when the call was unknown or ended already: clients
     * match on callId, so that is harmless. A reason left out counts as a hangup.
     */
    async end(sender: Sender, data: CallData): Promise<Refusal> {
      const scene = await sceneOf(sender, data);
      if (!scene) return CONVERSATION_NOT_FOUND;
      await endCall(scene, data.callId, data.reason ?? 'hangup');
      return null;
    },

    /** WebRTC negotiation, to one other member, only while the call is answered and not ended. */
    async signal(sender: Sender, data: CallSignalData): Promise<Refusal> {
      const conversationId = data.conversationId.toLowerCase();
      const toUserId = data.toUserId.toLowerCase();
      const members = await conversations.membersFor(conversationId, sender.userId);
      if (!members) return CONVERSATION_NOT_FOUND;
      if (toUserId === sender.userId || !members.some((m) => m.userId === toUserId)) {
        return CALL_MESSAGES.notAParticipant;
      }
      if (await friends.isBlockedBetween(sender.userId, toUserId)) return CALL_MESSAGES.blocked;
      if (!(await repo.inProgress(conversationId, data.callId))) return CALL_MESSAGES.notInProgress;
      const signal = { ...data, conversationId, toUserId, fromUserId: sender.userId };
      await happened('CallSignalled', { signal });
      return null;
    },
  };
}

export type CallSignalling = ReturnType<typeof callSignalling>;
