import type { CreatorKey } from './creators';

/** [requester, accepter, days ago they became friends]: people who work together. */
export const FRIENDSHIPS: Array<[CreatorKey, CreatorKey, number]> = [
  ['maya', 'ines', 39],
  ['maya', 'lucas', 38],
  ['maya', 'jonah', 37],
  ['theo', 'maya', 36],
  ['amara', 'maya', 31],
  ['kenji', 'maya', 27],
  ['lena', 'maya', 26],
  ['maya', 'sofia', 22],
  ['theo', 'priya', 30],
  ['theo', 'kenji', 29],
  ['mateo', 'theo', 28],
  ['yuki', 'theo', 15],
  ['sofia', 'theo', 13],
  ['ines', 'amara', 36],
  ['lucas', 'ines', 33],
  ['ines', 'sofia', 20],
  ['kenji', 'yuki', 41],
  ['sofia', 'kenji', 25],
  ['kenji', 'mateo', 21],
  ['lucas', 'amara', 52],
  ['amara', 'mateo', 23],
  ['yuki', 'amara', 13],
  ['jonah', 'lucas', 56],
  ['lena', 'lucas', 11],
  ['priya', 'lena', 19],
  ['jonah', 'priya', 13],
  ['lena', 'jonah', 17],
  ['mateo', 'lena', 21],
  ['yuki', 'lena', 31],
];

/** Friend requests nobody has answered yet: [sender, receiver, days ago]. */
export const PENDING_REQUESTS: Array<[CreatorKey, CreatorKey, number]> = [
  ['priya', 'maya', 1.5],
  ['mateo', 'maya', 0.3],
  ['maya', 'yuki', 2],
  ['sofia', 'lucas', 4],
];

export interface DemoConversation {
  /** Two friends; a group: its maker first, then everyone they brought in (friends of theirs). */
  between: CreatorKey[];
  /** A group's name (direct conversations have none). */
  group?: string;
  /** [sender, days ago, text], oldest first. */
  messages: Array<[CreatorKey, number, string]>;
  /** How many of the last messages the other person has not read yet, per member. */
  unread?: Partial<Record<CreatorKey, number>>;
}

export const CONVERSATIONS: DemoConversation[] = [
  {
    between: ['maya', 'ines'],
    messages: [
      [
        'maya',
        2.1,
        'Your bassline on the verse is the best thing on the EP. Can you do the same trick in the chorus?',
      ],
      ['ines', 2, 'Ha, thank you! Yes — I was thinking of pedalling the D under the G13, then walking down.'],
      ['maya', 1.9, 'Do it. Sofía wants the stems by Friday.'],
      ['ines', 0.4, 'Recorded two takes tonight. The second one is looser, I like it more.'],
      ['ines', 0.35, 'Uploading both to the workspace tomorrow morning. Also: funk jam on Saturday, you in?'],
    ],
    unread: { maya: 2 },
  },
  {
    between: ['maya', 'lena'],
    messages: [
      ['lena', 20, 'Hi! I’d love to draw the Midnight Tram cover. Do you have a colour in mind?'],
      ['maya', 19.8, 'Teal and orange. The tram at 2 a.m., nobody on it but the driver.'],
      ['lena', 19.7, 'Perfect. First sketch by the weekend.'],
      ['lena', 16, 'Sketch is up in Cover Stories. Be honest!'],
      ['maya', 15.9, 'I love it. Don’t change a thing.'],
    ],
  },
  {
    between: ['maya', 'sofia'],
    messages: [
      ['sofia', 1.3, 'Listened to the rough mix. The Rhodes and your voice are fighting around 2–3 kHz.'],
      ['maya', 1.25, 'I hear it now that you say it. Could you try a dip on the Rhodes?'],
      ['sofia', 1.2, 'Already did. Left notes in the workspace.'],
      ['maya', 1.1, 'You are a wizard. Thank you!'],
    ],
  },
  {
    between: ['maya', 'amara'],
    messages: [
      ['amara', 3.1, 'Posted a drum idea for the chorus. Brushes for the bridge?'],
      ['maya', 3, 'Brushes, yes! Let’s try it at the session next week.'],
      ['amara', 0.2, 'Booked the studio for Tuesday, 7 pm. Bringing the old Ludwig.'],
    ],
    unread: { maya: 1 },
  },
  {
    between: ['theo', 'priya'],
    messages: [
      ['theo', 26, 'Your violin line on "Aurora" made me rewrite the ending. In a good way.'],
      ['priya', 25.9, 'That’s the best thing a composer has ever told me.'],
      ['theo', 6, 'Sofía can record us at her studio. Are you free on a weekend this month?'],
      ['priya', 5.8, 'The 21st works. I will bring a cellist friend too.'],
      ['theo', 5.7, 'Wonderful. I’ll write the cello part this week.'],
    ],
  },
  {
    between: ['kenji', 'yuki'],
    messages: [
      ['yuki', 3, 'Can the clock divider send ticks to Godot over Web MIDI?'],
      ['kenji', 2.9, 'It can. I’ll add a "game mode" that sends a note on every tick.'],
      ['yuki', 2.8, 'Then the cat can jump on every tick. Amazing.'],
      ['kenji', 2.1, 'Pushed it. Try the "game mode" switch.'],
      ['yuki', 2, 'It works!! The cat is dancing.'],
    ],
    unread: { kenji: 1 },
  },
  {
    between: ['lucas', 'jonah'],
    messages: [
      ['lucas', 12, 'Working on Vol. 2. Any lyrics lying around that want a melody?'],
      ['jonah', 11.8, '"Paper Boats" still has no tune. And there is a new one, "Blue Hour", by Maya.'],
      ['lucas', 11.7, 'Paper Boats it is. Thinking 3/4, fingerpicked.'],
      ['jonah', 11.6, 'Priya said lullaby too. You two are onto something.'],
    ],
  },
];

/** Group conversations: a name, its maker first, and what they said. */
export const GROUPS: DemoConversation[] = [
  {
    group: 'Saturday funk jam',
    between: ['ines', 'maya', 'amara', 'lucas'],
    messages: [
      ['ines', 3, 'Jam at the rehearsal room on Saturday, 4 p.m. Who is in?'],
      ['lucas', 2.9, 'In. I’ll bring the Wurlitzer.'],
      ['amara', 2.8, 'In! Any tempo in mind? I’ve been practising a slow shuffle around 92.'],
      ['maya', 2.5, 'Count me in for the second hour. Let’s record everything, we can sort it later.'],
      ['ines', 0.5, 'Room is booked. Bring headphones, the monitors are still broken.'],
    ],
    unread: { amara: 1, maya: 1 },
  },
];
