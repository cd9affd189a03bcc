import type { PaletteName } from '../media-art';
import type { CreatorKey } from './creators';

export interface DemoCollective {
  name: string;
  description: string;
  tags: string[];
  palette: PaletteName;
  founder: CreatorKey;
  createdDaysAgo: number;
  /** Everyone else, with when they joined. */
  members: Array<[CreatorKey, number]>;
  /** Project keys made in it; each owned by one of its members. */
  projects: string[];
}

export const COLLECTIVES: DemoCollective[] = [
  {
    name: 'Night Shift Collective',
    description:
      'Neo-soul and jazz people who do their best work after midnight. Weekly listening sessions, shared sessions, honest feedback.',
    tags: ['Neo-soul', 'Jazz', 'Late night', 'Lisbon'],
    palette: 'dusk',
    founder: 'maya',
    createdDaysAgo: 40,
    members: [
      ['ines', 37],
      ['jonah', 35],
      ['amara', 29],
      ['sofia', 20],
    ],
    projects: ['midnight-tram'],
  },
  {
    name: 'Analog Hearts',
    description:
      'Synths, modular racks, tape and code. We build instruments and tools, then make music with them.',
    tags: ['Electronic', 'Modular', 'Ambient', 'Open source'],
    palette: 'neon',
    founder: 'kenji',
    createdDaysAgo: 45,
    members: [
      ['yuki', 39],
      ['theo', 28],
      ['mateo', 19],
    ],
    projects: ['modular-mornings', 'open-midi', 'tiny-tempo'],
  },
  {
    name: 'Ink & Echo',
    description: 'Writers and illustrators who work with musicians: lyrics, liner notes, covers and zines.',
    tags: ['Lyrics', 'Poetry', 'Illustration', 'Zines'],
    palette: 'mono',
    founder: 'jonah',
    createdDaysAgo: 42,
    members: [
      ['lucas', 39],
      ['lena', 30],
      ['priya', 17],
    ],
    projects: ['songs-without-music', 'cover-stories', 'sound-colour'],
  },
  {
    name: 'Frame by Frame',
    description:
      'Film, animation and photography for music: videos, loops, portraits and everything that moves.',
    tags: ['Animation', 'Film', 'Music videos', 'Photography'],
    palette: 'berry',
    founder: 'mateo',
    createdDaysAgo: 25,
    members: [
      ['lena', 21],
      ['yuki', 20],
      ['amara', 18],
    ],
    projects: ['loop-garden', 'one-take-city', 'backstage-portraits'],
  },
];
