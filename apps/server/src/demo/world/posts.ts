import type { ArtworkStyle, PaletteName } from '../media-art';
import type { CreatorKey } from './creators';
import type { SoundName } from './sounds';

export interface DemoPost {
  author: CreatorKey;
  daysAgo: number;
  content: string;
  /** A sound from the synthesizer, or a generated picture, attached from the author's library. */
  sound?: { name: SoundName; title: string };
  artwork?: { style: ArtworkStyle; palette: PaletteName; title: string };
  /** A project the author is a member of. */
  project?: string;
  likes: CreatorKey[];
  /** [author, hours after the post, text] */
  comments?: Array<[CreatorKey, number, string]>;
}

export const POSTS: DemoPost[] = [
  {
    author: 'lucas',
    daysAgo: 14.5,
    content:
      'Campfire Sessions, Vol. 1 is finished! Six songs, one microphone, a lot of tea. Thank you Jonah and Amara. ❤️',
    artwork: { style: 'sunset', palette: 'forest', title: 'Campfire Sessions artwork' },
    project: 'campfire-sessions',
    likes: ['maya', 'jonah', 'amara', 'sofia', 'lena', 'ines', 'theo', 'priya'],
    comments: [
      ['jonah', 2, 'Proud of this one. "Harbour Lights" still gets me.'],
      ['sofia', 20, 'Congratulations! Lovely warm record.'],
    ],
  },
  {
    author: 'sofia',
    daysAgo: 12,
    content:
      'Mixing tip of the week: before you call a mix finished, play it on your phone speaker at low volume. If the vocal and the kick still read, you are close.',
    likes: ['maya', 'theo', 'ines', 'kenji', 'lucas', 'amara'],
    comments: [['kenji', 3, 'And in the car. Always the car.']],
  },
  {
    author: 'jonah',
    daysAgo: 10,
    content:
      'A lyric a day, day 31:\n\n"We walked the salt road to the sea,\nyou carried the map, I carried the melody."\n\nAnyone want it?',
    project: 'songs-without-music',
    likes: ['lucas', 'maya', 'priya'],
    comments: [['lucas', 5, 'Mine. Fingerpicked, D major. Give me a week.']],
  },
  {
    author: 'mateo',
    daysAgo: 9,
    content: 'Colour study for the rooftop scene of One Take, One City. Dawn comes up pink over the city.',
    artwork: { style: 'waves', palette: 'berry', title: 'Rooftop colour study' },
    project: 'one-take-city',
    likes: ['theo', 'kenji', 'lena', 'amara'],
  },
  {
    author: 'yuki',
    daysAgo: 8,
    content: 'Palette test for Tiny Tempo’s second level. Rain, neon and one very wet cat.',
    artwork: { style: 'bauhaus', palette: 'neon', title: 'Level 2 palette' },
    project: 'tiny-tempo',
    likes: ['kenji', 'lena', 'theo'],
  },
  {
    author: 'amara',
    daysAgo: 7,
    content:
      'Groove sketch for anyone who needs drums on a demo. 96 BPM, free to use, just tell me what you make with it!',
    sound: { name: 'groove-sketch', title: 'Groove sketch, 96 BPM' },
    likes: ['ines', 'lucas', 'maya', 'yuki', 'kenji'],
    comments: [['ines', 4, 'Bass on this tonight. Watch this space.']],
  },
  {
    author: 'theo',
    daysAgo: 6,
    content:
      'Piano sketch for "Polar Night", the first movement of the Northern Lights Suite. Strings coming soon, with Priya.',
    sound: { name: 'northern-lights-sketch', title: 'Polar Night (piano sketch)' },
    project: 'northern-lights',
    likes: ['priya', 'maya', 'sofia', 'mateo', 'kenji'],
    comments: [['priya', 1, 'Those arpeggios! I already hear the violin above them.']],
  },
  {
    author: 'lena',
    daysAgo: 5,
    content:
      'New page for Cover Stories: an orbit study, for a record about leaving home. Riso proofs next week.',
    artwork: { style: 'orbits', palette: 'lilac', title: 'Orbit study' },
    project: 'cover-stories',
    likes: ['maya', 'yuki', 'mateo', 'priya', 'jonah'],
    comments: [['yuki', 6, 'This would look incredible in fluorescent pink.']],
  },
  {
    author: 'priya',
    daysAgo: 4,
    content: 'Improvising over a drone before rehearsal. Some mornings the violin just wants to sing.',
    sound: { name: 'violin-raga', title: 'Morning improvisation' },
    likes: ['theo', 'lena', 'jonah', 'maya'],
    comments: [['theo', 2, 'Goosebumps.']],
  },
  {
    author: 'yuki',
    daysAgo: 3,
    content: 'Rooftops, the first level of Tiny Tempo, loop version. 140 BPM of pure cat energy. 🐈',
    sound: { name: 'chiptune-loop', title: 'Rooftops (loop)' },
    project: 'tiny-tempo',
    likes: ['kenji', 'amara', 'theo', 'lena', 'mateo'],
    comments: [['amara', 3, 'I can’t stop tapping along.']],
  },
  {
    author: 'maya',
    daysAgo: 2,
    content:
      'Rough demo of the title track of Midnight Tram. Bass by Inês, words by Jonah, drums coming soon. Headphones on!',
    sound: { name: 'midnight-tram-demo', title: 'Midnight Tram (rough demo)' },
    project: 'midnight-tram',
    likes: ['ines', 'jonah', 'amara', 'sofia', 'theo', 'kenji', 'lena', 'lucas'],
    comments: [
      ['ines', 1, 'That bassline sounds suspiciously good. 😄'],
      ['theo', 5, 'The turnaround at the end of each phrase is gorgeous.'],
      ['lena', 30, 'Drawing the cover to this on repeat.'],
    ],
  },
  {
    author: 'kenji',
    daysAgo: 1,
    content:
      'Modular Mornings, day 12: pentatonic bells through a wavefolder, tape delay on the drone. Recorded before coffee, as always.',
    sound: { name: 'modular-patch', title: 'Day 12 — bells' },
    project: 'modular-mornings',
    likes: ['maya', 'yuki', 'theo', 'priya'],
    comments: [['maya', 2, 'This is exactly what my morning needed.']],
  },
  {
    author: 'ines',
    daysAgo: 0.5,
    content:
      'Funk jam in Lisbon this Saturday! Looking for a keys player and a horn or two. Drummer already in (hi Amara).',
    likes: ['amara', 'maya'],
    comments: [['amara', 1, 'Bringing the cowbell.']],
  },
  {
    author: 'maya',
    daysAgo: 0.15,
    content:
      'Thank you all for the love on the Midnight Tram demo! Next up is "Blue Hour". What should the blue hour sound like to you?',
    likes: ['ines', 'sofia'],
    comments: [['jonah', 1, 'Like the last five minutes before the streetlights go off.']],
  },
];
