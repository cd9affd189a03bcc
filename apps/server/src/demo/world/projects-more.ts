import type { DemoProject } from './project-types';

/** Games, tools, teaching and the rest: one project for each remaining type. */
export const MORE_PROJECTS: DemoProject[] = [
  {
    key: 'tiny-tempo',
    owner: 'yuki',
    name: 'Tiny Tempo',
    type: 'game-development',
    description:
      'A pocket-sized rhythm game: a cat drummer hops across rooftops to the beat. Pixel art, Godot, and a chiptune soundtrack that needs more composers.',
    goals: 'A playable demo with five levels, each with its own song.',
    requiredSkills: ['Godot', 'Chiptune', 'Pixel art', 'Level design'],
    isPublic: true,
    status: 'active',
    palette: 'ocean',
    createdDaysAgo: 32,
    contributionCycleDays: 14,
    mainContent:
      '# Tiny Tempo\n\nEngine: Godot 4 · resolution 320×180 · songs at 120–150 BPM\n\n## Levels\n1. Rooftops (140 BPM)\n',
    members: [
      ['kenji', 29],
      ['theo', 14],
    ],
    contributions: [
      {
        author: 'kenji',
        daysAgo: 27,
        content:
          'Beat detection: read the song’s tempo map from a JSON file instead of detecting onsets at run time. Simpler, and no drift.',
        mergedDaysAgo: 25,
        votes: { yuki: 1 },
      },
      {
        author: 'theo',
        daysAgo: 1.5,
        content:
          'Level 2 idea: a rainy level in 6/8 at 132 BPM, where the off-beats are raindrops the cat has to dodge.',
        votes: { yuki: 1, kenji: -1 },
      },
    ],
    likes: ['kenji', 'theo', 'lena', 'amara', 'mateo', 'maya', 'priya'],
    comments: [
      ['amara', 20, 'I will playtest this until my thumbs hurt.'],
      ['lena', 16, 'The cat’s idle animation is adorable.'],
    ],
    views: 349,
  },
  {
    key: 'sound-colour',
    owner: 'priya',
    name: 'Sound & Colour Exchange',
    type: 'creative',
    description:
      'Swap one piece for another: a musician sends a track, a visual artist answers with a painting, a writer answers the painting with a poem. Round and round.',
    goals: 'Three full rounds of exchanges, shown together online.',
    requiredSkills: ['Painting', 'Poetry', 'Composition'],
    isPublic: true,
    status: 'active',
    palette: 'lilac',
    createdDaysAgo: 20,
    mainContent: '# Sound & Colour Exchange\n\nRound 1: violin improvisation → painting → poem\n',
    members: [
      ['lena', 18],
      ['jonah', 12],
    ],
    contributions: [
      {
        author: 'lena',
        daysAgo: 15,
        content:
          'Round 1 answer: a painting in violet and gold of Priya’s improvisation. Long strokes for the drone, dots for the ornaments.',
        mergedDaysAgo: 13,
        votes: { priya: 1 },
      },
      {
        author: 'jonah',
        daysAgo: 0.8,
        content:
          'Round 1 poem, answering Lena’s painting:\n\nViolet hums beneath the gold,\na note held longer than it’s told.',
        votes: { priya: 1, lena: 1 },
      },
    ],
    likes: ['lena', 'jonah', 'maya', 'theo'],
    comments: [['theo', 9, 'What a lovely idea. Can I join round two with a piano piece?']],
    views: 128,
  },
  {
    key: 'open-midi',
    owner: 'kenji',
    name: 'Open MIDI Toolkit',
    type: 'technology',
    description:
      'Small open-source tools for musicians: a web MIDI monitor, a clock divider, a chord-to-MIDI helper. Ideas and code welcome.',
    goals: 'Three tools with docs, usable in any browser with Web MIDI.',
    requiredSkills: ['TypeScript', 'Web MIDI', 'UX design'],
    isPublic: true,
    status: 'active',
    palette: 'neon',
    createdDaysAgo: 50,
    mainContent:
      '# Open MIDI Toolkit\n\n## Tools\n- MIDI monitor ✅\n- Clock divider (in progress)\n- Chord helper (planned)\n',
    members: [['yuki', 40]],
    contributions: [
      {
        author: 'yuki',
        daysAgo: 36,
        content:
          'Clock divider: divide by 2, 3, 4, 6 and 8, with a reset on the Start message. Tested with a Korg Volca.',
        mergedDaysAgo: 33,
        votes: { kenji: 1 },
      },
    ],
    likes: ['yuki', 'theo', 'maya', 'sofia'],
    comments: [['sofia', 28, 'The MIDI monitor saved my session last week.']],
    views: 211,
  },
  {
    key: 'chiptune-nights',
    owner: 'yuki',
    name: 'Chiptune Speedrun Nights',
    type: 'gaming',
    description:
      'Friday streams where we speedrun retro platformers while someone live-scores the run with chiptunes. Join as a runner or a composer.',
    goals: 'Eight Friday streams this season; a soundtrack album of the best live scores.',
    requiredSkills: ['Chiptune', 'Streaming', 'Speedrunning'],
    isPublic: true,
    status: 'active',
    palette: 'ocean',
    createdDaysAgo: 16,
    mainContent:
      '# Chiptune Speedrun Nights\n\nFridays, 20:00 UTC. Games this month: Super Pixel Bros, Neon Dash.\n',
    members: [['amara', 12]],
    likes: ['amara', 'kenji', 'mateo'],
    comments: [['kenji', 7, 'Last Friday’s live score over the water level was incredible.']],
    views: 154,
  },
  {
    key: 'rhythm-basics',
    owner: 'amara',
    name: 'Rhythm for Beginners',
    type: 'education',
    description:
      'Free lessons for anyone who wants to keep time: clapping games, first grooves, playing along with a band. Written by players, tested on friends.',
    goals: 'Ten lessons with play-along tracks, free for everyone.',
    requiredSkills: ['Teaching', 'Drums', 'Bass guitar', 'Writing'],
    isPublic: true,
    status: 'active',
    palette: 'ember',
    createdDaysAgo: 40,
    mainContent:
      '# Rhythm for Beginners\n\n## Lessons\n1. The pulse (clap along)\n2. Quarter notes and eighth notes\n3. Your first rock groove\n',
    members: [
      ['ines', 35],
      ['lucas', 30],
    ],
    contributions: [
      {
        author: 'ines',
        daysAgo: 32,
        content:
          'Lesson 4, "Locking in with the bass": play the kick with the bass player’s root notes, then leave space for each other.',
        mergedDaysAgo: 29,
        votes: { amara: 1, lucas: 1 },
      },
      {
        author: 'lucas',
        daysAgo: 6,
        content:
          'Lesson 5 draft: strumming patterns for guitarists who have to be the drummer at a campfire.',
        votes: { amara: 1 },
      },
    ],
    likes: ['ines', 'lucas', 'priya', 'jonah', 'yuki', 'sofia', 'maya', 'theo'],
    comments: [
      ['jonah', 22, 'I finally understand what a backbeat is. Thank you!'],
      ['priya', 10, 'Would you like a lesson on odd meters from the Carnatic side? Talas are so much fun.'],
    ],
    views: 467,
  },
  {
    key: 'mixing-notes',
    owner: 'sofia',
    name: 'Mixing Notes',
    type: 'other',
    description:
      'A private notebook for the people whose records I mix: checklists, references and notes on each song.',
    goals: 'A checklist everyone can use before sending a mix.',
    requiredSkills: ['Mixing', 'Mastering'],
    isPublic: false,
    status: 'active',
    palette: 'peach',
    createdDaysAgo: 18,
    mainContent:
      '# Mixing Notes\n\n## Before you send a mix\n- Peaks below −3 dBFS\n- Consolidated stems from bar 1\n- A reference track you love\n',
    members: [
      ['maya', 17],
      ['theo', 15],
    ],
    contributions: [
      {
        author: 'maya',
        daysAgo: 9,
        content:
          'Reference for Midnight Tram: the vocal warmth of a classic neo-soul record, but with a drier snare.',
        mergedDaysAgo: 8,
        votes: { sofia: 1, theo: 1 },
      },
    ],
    likes: ['maya', 'theo'],
    comments: [['theo', 14, 'The stem checklist is gold.']],
    views: 0,
  },
];
