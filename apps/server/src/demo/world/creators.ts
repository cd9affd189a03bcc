import type { PaletteName } from '../media-art';

/** Who is in the demo world: mostly musicians, a few visual artists and a writer. */
export const CREATOR_KEYS = [
  'maya',
  'theo',
  'ines',
  'kenji',
  'amara',
  'lucas',
  'priya',
  'sofia',
  'jonah',
  'lena',
  'mateo',
  'yuki',
] as const;
export type CreatorKey = (typeof CREATOR_KEYS)[number];

export interface DemoCreator {
  username: string;
  fullName: string;
  bio: string;
  skills: string[];
  interests: string[];
  /** The avatar's colours. */
  palette: PaletteName;
  /** When they registered, and when they were last seen (days ago). */
  joinedDaysAgo: number;
  lastActiveDaysAgo: number;
}

/** Every demo creator signs in as `{key}@demo.create-together.app` (or their username). */
export const demoEmail = (key: CreatorKey) => `${key}@demo.create-together.app`;

export const CREATORS: Record<CreatorKey, DemoCreator> = {
  maya: {
    username: 'maya.okafor',
    fullName: 'Maya Okafor',
    bio: 'Singer-songwriter and producer from Lagos, living in Lisbon. Neo-soul chords, late-night tram rides, too many voice memos.',
    skills: ['Vocals', 'Songwriting', 'Production', 'Ableton Live'],
    interests: ['Neo-soul', 'Jazz', 'Field recording', 'Collaboration'],
    palette: 'dusk',
    joinedDaysAgo: 88,
    lastActiveDaysAgo: 0.05,
  },
  theo: {
    username: 'theo_keys',
    fullName: 'Theo Lindqvist',
    bio: 'Pianist and composer. Writes for short films and long walks. Always looking for string players.',
    skills: ['Piano', 'Composition', 'Orchestration', 'Logic Pro'],
    interests: ['Film scores', 'Ambient', 'Classical'],
    palette: 'sky',
    joinedDaysAgo: 84,
    lastActiveDaysAgo: 0.3,
  },
  ines: {
    username: 'ines.bass',
    fullName: 'Inês Carvalho',
    bio: 'Bassist (electric and upright). Funk in the morning, jazz at night. I will happily add low end to your song.',
    skills: ['Bass guitar', 'Upright bass', 'Arrangement'],
    interests: ['Funk', 'Jazz', 'Neo-soul'],
    palette: 'lagoon',
    joinedDaysAgo: 80,
    lastActiveDaysAgo: 0.8,
  },
  kenji: {
    username: 'kenjimori',
    fullName: 'Kenji Mori',
    bio: 'Electronic producer in Osaka. Modular synths, tape loops and the occasional open-source MIDI tool.',
    skills: ['Synthesis', 'Sound design', 'Mixing', 'TypeScript'],
    interests: ['Ambient', 'Techno', 'Modular synths', 'Open source'],
    palette: 'neon',
    joinedDaysAgo: 79,
    lastActiveDaysAgo: 0.15,
  },
  amara: {
    username: 'amaradrums',
    fullName: 'Amara Diallo',
    bio: 'Drummer and percussion teacher. Afrobeat, highlife and anything with a groove you can feel in your chest.',
    skills: ['Drums', 'Percussion', 'Teaching'],
    interests: ['Afrobeat', 'Highlife', 'Photography'],
    palette: 'ember',
    joinedDaysAgo: 75,
    lastActiveDaysAgo: 1.2,
  },
  lucas: {
    username: 'lucas.brennan',
    fullName: 'Lucas Brennan',
    bio: 'Indie folk songwriter from Galway. Two guitars, one harmonica, a stack of unfinished songs.',
    skills: ['Guitar', 'Songwriting', 'Vocals'],
    interests: ['Folk', 'Storytelling', 'Live sessions'],
    palette: 'forest',
    joinedDaysAgo: 70,
    lastActiveDaysAgo: 2.5,
  },
  priya: {
    username: 'priya.strings',
    fullName: 'Priya Raman',
    bio: 'Violinist trained in Carnatic music, now mixing it with electronics and film work. Chennai → Berlin.',
    skills: ['Violin', 'Arrangement', 'Music theory'],
    interests: ['Carnatic music', 'Electronica', 'Film scores'],
    palette: 'lilac',
    joinedDaysAgo: 66,
    lastActiveDaysAgo: 0.6,
  },
  sofia: {
    username: 'sofiareyes',
    fullName: 'Sofía Reyes',
    bio: 'Mixing and mastering engineer. Send me your rough mixes; I send back headroom and honest notes.',
    skills: ['Mixing', 'Mastering', 'Recording'],
    interests: ['Neo-soul', 'Indie', 'Gear talk'],
    palette: 'peach',
    joinedDaysAgo: 64,
    lastActiveDaysAgo: 1.8,
  },
  jonah: {
    username: 'jonah.writes',
    fullName: 'Jonah Weiss',
    bio: 'Poet and lyricist. I write words that want to be sung, and I edit the ones that already are.',
    skills: ['Lyrics', 'Poetry', 'Editing', 'Storytelling'],
    interests: ['Songwriting', 'Zines', 'Folk'],
    palette: 'mono',
    joinedDaysAgo: 60,
    lastActiveDaysAgo: 3,
  },
  lena: {
    username: 'lena.draws',
    fullName: 'Lena Hoffmann',
    bio: 'Illustrator and designer: album covers, gig posters, zines. Music is what I draw to.',
    skills: ['Illustration', 'Album art', 'Graphic design', 'Procreate'],
    interests: ['Printmaking', 'Zines', 'Indie'],
    palette: 'citrus',
    joinedDaysAgo: 58,
    lastActiveDaysAgo: 0.4,
  },
  mateo: {
    username: 'mateo.frames',
    fullName: 'Mateo Álvarez',
    bio: 'Filmmaker and animator in Mexico City. Music videos, short films, loops that never end.',
    skills: ['Video editing', 'Animation', 'Cinematography'],
    interests: ['Music videos', 'Short films', 'Motion design'],
    palette: 'berry',
    joinedDaysAgo: 52,
    lastActiveDaysAgo: 4,
  },
  yuki: {
    username: 'yuki.pixels',
    fullName: 'Yuki Tanaka',
    bio: 'Pixel artist and game developer. Making a tiny rhythm game; writing chiptunes for it too.',
    skills: ['Pixel art', 'Game design', 'Godot', 'Chiptune'],
    interests: ['Rhythm games', 'Speedrunning', 'Chiptune'],
    palette: 'ocean',
    joinedDaysAgo: 45,
    lastActiveDaysAgo: 0.9,
  },
};
