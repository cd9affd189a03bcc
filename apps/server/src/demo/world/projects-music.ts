import type { DemoProject } from './project-types';

/** The music projects: the heart of the demo world. */
export const MUSIC_PROJECTS: DemoProject[] = [
  {
    key: 'midnight-tram',
    owner: 'maya',
    name: 'Midnight Tram',
    type: 'music',
    description:
      'A four-song neo-soul EP about the last tram home. Warm Rhodes chords, a bass that walks, drums that lean back. The demo is up; now it needs players.',
    goals: 'Finish four songs, record live bass and drums, mix by the end of next month.',
    requiredSkills: ['Bass guitar', 'Drums', 'Lyrics', 'Mixing'],
    isPublic: true,
    status: 'active',
    palette: 'dusk',
    createdDaysAgo: 41,
    schedule: { startDaysAgo: 40, endDaysAgo: -35 },
    contributionCycleDays: 7,
    mainContent:
      '# Midnight Tram\n\nKey: D minor · 78 BPM · chords: Dm9 – G13 – Cmaj9 – A7♭9\n\n## Songs\n1. Midnight Tram\n2. Alfama Steps\n3. Blue Hour\n4. Last Stop (instrumental)\n',
    members: [
      ['ines', 38],
      ['jonah', 36],
      ['amara', 30],
      ['sofia', 21],
    ],
    contributions: [
      {
        author: 'jonah',
        daysAgo: 33,
        content:
          '**Verse 1 (Midnight Tram)**\n\nThe city folds its lights like paper,\nwindows humming someone else’s tune;\nI count the stops instead of sheep,\nand every stop is you.',
        mergedDaysAgo: 31,
        votes: { maya: 1, ines: 1 },
      },
      {
        author: 'ines',
        daysAgo: 27,
        content:
          'Bassline for the verse: walking up to the fifth on bar two, then a chromatic approach into the G. Stem attached (78 BPM, D minor).',
        mergedDaysAgo: 24,
        votes: { maya: 1, jonah: 1, amara: 1 },
        sound: 'bassline-idea',
      },
      {
        author: 'amara',
        daysAgo: 3,
        content:
          'Drum idea for the chorus: keep the kick lazy, ghost notes on the snare, open hat on the "and" of four. Could also try brushes for the bridge.',
        votes: { maya: 1, ines: 1, sofia: 1, jonah: -1 },
      },
      {
        author: 'sofia',
        daysAgo: 1.2,
        content:
          'Mix notes on the rough: the Rhodes masks the vocal around 2–3 kHz. Suggest a gentle dip there and a little more room on the snare.',
        votes: { maya: 1 },
      },
    ],
    likes: ['theo', 'ines', 'kenji', 'amara', 'lucas', 'priya', 'sofia', 'jonah', 'lena', 'mateo'],
    comments: [
      ['theo', 35, 'Those chords! The A7♭9 turnaround is beautiful.'],
      ['lena', 20, 'I would love to draw the cover for this. A tram at 2 a.m. in teal and orange?'],
      ['kenji', 6, 'Played the demo three times on the train this morning. Fitting.'],
    ],
    views: 412,
  },
  {
    key: 'northern-lights',
    owner: 'theo',
    name: 'Northern Lights Suite',
    type: 'music',
    description:
      'Three short pieces for piano and strings, written after a winter in Tromsø. Looking for a violinist and someone to record a small string section.',
    goals: 'Score all three movements and record a string quartet version.',
    requiredSkills: ['Violin', 'Cello', 'Recording', 'Orchestration'],
    isPublic: true,
    status: 'active',
    palette: 'sky',
    createdDaysAgo: 34,
    contributionCycleDays: 14,
    mainContent:
      '# Northern Lights Suite\n\nI. Polar Night — A minor, 72 BPM\nII. Aurora — F major, rubato\nIII. First Sun — C major\n\nPiano sketches are in my library.',
    members: [
      ['priya', 29],
      ['sofia', 12],
    ],
    contributions: [
      {
        author: 'priya',
        daysAgo: 25,
        content:
          'Violin line for "Aurora": doubling the piano’s top voice an octave up, then breaking away into a slow countermelody in bar 9.',
        mergedDaysAgo: 22,
        votes: { theo: 1 },
      },
      {
        author: 'sofia',
        daysAgo: 5,
        content:
          'Recording plan: two room mics plus spot mics on violin and cello, 96 kHz. Can do it at our studio on a weekend.',
        votes: { theo: 1 },
      },
    ],
    likes: ['maya', 'priya', 'kenji', 'mateo', 'lena'],
    comments: [
      ['maya', 30, 'The piano sketch gave me chills. Can’t wait to hear strings on it.'],
      ['mateo', 9, 'If you ever want visuals for this, aurora timelapses are my weakness.'],
    ],
    views: 238,
  },
  {
    key: 'modular-mornings',
    owner: 'kenji',
    name: 'Modular Mornings',
    type: 'music',
    description:
      'One patch a day, recorded before coffee. Slow ambient pieces built from a small modular rack. Share your patch notes, field recordings or textures.',
    goals: 'Thirty mornings, thirty patches; pick the best ten for a tape release.',
    requiredSkills: ['Synthesis', 'Sound design', 'Field recording'],
    isPublic: true,
    status: 'active',
    palette: 'neon',
    createdDaysAgo: 28,
    contributionCycleDays: 1,
    mainContent:
      '# Modular Mornings\n\nRules: one take, no edits, under ten minutes.\n\n## Log\n- Day 1: sine drone, tape delay\n- Day 7: pentatonic bells through a wavefolder\n',
    members: [
      ['maya', 26],
      ['yuki', 18],
    ],
    contributions: [
      {
        author: 'maya',
        daysAgo: 24,
        content:
          'Field recording for day 9: rain on the tram window, recorded on my phone. Pitched down an octave it sounds like a choir.',
        mergedDaysAgo: 23,
        votes: { kenji: 1 },
      },
      {
        author: 'yuki',
        daysAgo: 2,
        content:
          'Patch idea: clock the sequencer from a game controller’s button presses, so a level’s rhythm plays the synth.',
        votes: { kenji: 1, maya: 1 },
      },
    ],
    likes: ['maya', 'yuki', 'theo', 'priya', 'mateo', 'sofia'],
    comments: [
      ['yuki', 19, 'Day 7 is my favourite. Those bells!'],
      ['priya', 11, 'Could I improvise violin over one of these? Very Carnatic drone energy.'],
    ],
    views: 305,
  },
  {
    key: 'campfire-sessions',
    owner: 'lucas',
    name: 'Campfire Sessions, Vol. 1',
    type: 'music',
    description:
      'Six folk songs recorded live around one microphone. Finished and released; thank you to everyone who sang along.',
    goals: 'Done! Volume 2 next spring.',
    requiredSkills: ['Guitar', 'Harmony vocals'],
    isPublic: true,
    status: 'completed',
    palette: 'forest',
    createdDaysAgo: 62,
    schedule: { startDaysAgo: 60, endDaysAgo: 14 },
    mainContent:
      '# Campfire Sessions, Vol. 1\n\nTracklist: Salt Road · Kettle Song · The Long Field · Harbour Lights · Ash & Ember · Goodnight, Galway\n',
    members: [
      ['jonah', 55],
      ['amara', 50],
    ],
    contributions: [
      {
        author: 'jonah',
        daysAgo: 48,
        content:
          'Last verse for "Harbour Lights":\n\nAnd if the boats don’t come tonight,\nwe’ll sing them in by harbour light.',
        mergedDaysAgo: 46,
        votes: { lucas: 1, amara: 1 },
      },
    ],
    likes: ['maya', 'jonah', 'amara', 'sofia', 'lena', 'ines', 'theo'],
    comments: [
      ['sofia', 15, 'Congratulations on the release! The room sound on "Kettle Song" is perfect.'],
      ['amara', 14, 'Best weekend of recording ever.'],
    ],
    views: 521,
  },
];
