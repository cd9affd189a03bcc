import type { DemoProject } from './project-types';

/** Art, writing, film, photography, design and animation projects around the music. */
export const VISUAL_PROJECTS: DemoProject[] = [
  {
    key: 'cover-stories',
    owner: 'lena',
    name: 'Cover Stories',
    type: 'art',
    description:
      'A printed zine of album covers for records by people on this site. Send me your song; I draw its cover. Every drawing gets a page and a QR code to the track.',
    goals: 'Twelve covers, a 24-page risograph zine, a launch night.',
    requiredSkills: ['Illustration', 'Album art', 'Printmaking'],
    isPublic: true,
    status: 'active',
    palette: 'citrus',
    createdDaysAgo: 35,
    mainContent:
      '# Cover Stories\n\nFormat: A5, two-colour riso (teal + fluorescent orange).\n\n## Covers so far\n- Midnight Tram (Maya)\n- Tiny Tempo OST (Yuki)\n',
    members: [
      ['yuki', 30],
      ['maya', 25],
    ],
    contributions: [
      {
        author: 'yuki',
        daysAgo: 28,
        content:
          'Pixel-art back cover: the zine’s title in a 16×16 font, with a tiny tram sprite running across.',
        mergedDaysAgo: 26,
        votes: { lena: 1 },
      },
    ],
    likes: ['maya', 'yuki', 'mateo', 'jonah', 'priya'],
    comments: [['maya', 24, 'The Midnight Tram sketch is perfect. That teal!']],
    views: 187,
  },
  {
    key: 'songs-without-music',
    owner: 'jonah',
    name: 'Songs Without Music',
    type: 'writing',
    description:
      'An anthology of lyrics still waiting for melodies. Take one and set it to music, or add a poem of your own that wants to be sung.',
    goals: 'Forty lyrics, each one set to music by someone.',
    requiredSkills: ['Lyrics', 'Songwriting', 'Editing'],
    isPublic: true,
    status: 'active',
    palette: 'mono',
    createdDaysAgo: 44,
    mainContent:
      '# Songs Without Music\n\nTake a lyric, change what you need, credit the writer.\n\n## Lyrics\n### Salt Road\nWe walked the salt road to the sea…\n',
    members: [
      ['lucas', 40],
      ['maya', 37],
    ],
    contributions: [
      {
        author: 'lucas',
        daysAgo: 38,
        content:
          '### Paper Boats\nFold the letters you never sent,\nset them sailing down the drain;\nsome will sink and some will drift,\nall of them will come again.',
        mergedDaysAgo: 35,
        votes: { jonah: 1, maya: 1 },
      },
      {
        author: 'maya',
        daysAgo: 4,
        content:
          '### Blue Hour\nNot quite night and not quite day,\nthe streetlights ask what I should say…\n\n(I hear this one over a slow 6/8 — anyone?)',
        votes: { jonah: 1 },
      },
    ],
    likes: ['lucas', 'maya', 'lena', 'priya'],
    comments: [['priya', 10, '"Paper Boats" would work beautifully as a lullaby in 3/4.']],
    views: 143,
  },
  {
    key: 'one-take-city',
    owner: 'mateo',
    name: 'One Take, One City',
    type: 'film',
    description:
      'A seven-minute short shot in a single take across Mexico City at dawn. Needs an original score that follows the camera from street market to rooftop.',
    goals: 'Picture lock this month, score and sound design next month, festival submissions in spring.',
    requiredSkills: ['Composition', 'Sound design', 'Color grading'],
    isPublic: true,
    status: 'active',
    palette: 'berry',
    createdDaysAgo: 30,
    schedule: { startDaysAgo: 30, endDaysAgo: -60 },
    mainContent:
      '# One Take, One City\n\nRuntime 7:12. Shot on a gimbal, 24 fps.\n\n## Cue sheet\n- 0:00 market (quiet, bells)\n- 2:40 metro stairs (pulse)\n- 5:30 rooftop (strings swell)\n',
    members: [
      ['theo', 27],
      ['kenji', 20],
    ],
    contributions: [
      {
        author: 'theo',
        daysAgo: 2.5,
        content:
          'Sketch for the rooftop cue (5:30): strings swell from A minor into F, piano melody enters when the sun hits the lens. Audio attached.',
        votes: { mateo: 1, kenji: 1 },
        sound: 'film-cue',
      },
    ],
    likes: ['theo', 'kenji', 'lena', 'amara', 'maya'],
    comments: [['lena', 18, 'The shot through the flower market is unreal.']],
    views: 264,
  },
  {
    key: 'backstage-portraits',
    owner: 'amara',
    name: 'Backstage Portraits',
    type: 'photography',
    description:
      'Portraits of musicians in the ten minutes before they go on stage. Film cameras only. Open to photographers and anyone who plays live.',
    goals: 'Fifty portraits and a small exhibition at a venue that hosted them.',
    requiredSkills: ['Photography', 'Film development', 'Editing'],
    isPublic: true,
    status: 'active',
    palette: 'peach',
    createdDaysAgo: 26,
    mainContent: '# Backstage Portraits\n\nKit: Pentax K1000, Portra 400, one reflector.\n',
    members: [
      ['mateo', 22],
      ['lena', 15],
    ],
    likes: ['mateo', 'lena', 'lucas', 'sofia'],
    comments: [['lucas', 13, 'You can shoot me before the Galway gig next week.']],
    views: 96,
  },
  {
    key: 'tour-posters',
    owner: 'lena',
    name: 'Tour Poster Drafts',
    type: 'design',
    description: 'Private drafts of the posters for Lucas’s spring tour: six cities, one visual language.',
    goals: 'Six posters and matching social tiles before tickets go on sale.',
    requiredSkills: ['Graphic design', 'Typography'],
    isPublic: false,
    status: 'active',
    palette: 'citrus',
    createdDaysAgo: 12,
    mainContent: '# Tour Poster Drafts\n\nPalette: mustard, brick, cream. Hand-drawn type.\n',
    members: [['lucas', 10]],
    contributions: [
      {
        author: 'lucas',
        daysAgo: 6,
        content:
          'Dates and venues for the posters:\n- Galway, Róisín Dubh\n- Dublin, Whelan’s\n- Belfast, Empire Music Hall',
        mergedDaysAgo: 5,
        votes: { lena: 1 },
      },
    ],
    likes: ['lucas'],
    comments: [['lucas', 4, 'Draft three is the one. Love the hand-drawn type.']],
    views: 0,
  },
  {
    key: 'loop-garden',
    owner: 'mateo',
    name: 'Loop Garden',
    type: 'animation',
    description:
      'Seamless animated loops for musicians’ releases: plants that grow to the beat. Bring a track; we grow a garden for it.',
    goals: 'One loop per week for musicians here, free to use on their releases.',
    requiredSkills: ['Animation', 'Illustration', 'Motion design'],
    isPublic: true,
    status: 'active',
    palette: 'forest',
    createdDaysAgo: 22,
    contributionCycleDays: 7,
    mainContent: '# Loop Garden\n\n1080×1080, 8 seconds, seamless. Export as MP4 and GIF.\n',
    members: [
      ['lena', 20],
      ['kenji', 16],
    ],
    contributions: [
      {
        author: 'kenji',
        daysAgo: 14,
        content:
          'Tempo map for the Modular Mornings loop: 96 BPM, bells on every 1.5 beats — flowers could open on each bell.',
        mergedDaysAgo: 12,
        votes: { mateo: 1, lena: 1 },
      },
    ],
    likes: ['lena', 'kenji', 'yuki', 'maya', 'theo', 'priya'],
    comments: [['yuki', 8, 'The fern unfurling on the snare hit made my day.']],
    views: 176,
  },
];
