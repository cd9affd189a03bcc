import { readFile } from 'node:fs/promises';
import { seriousViolations } from './axe';
import { expect, newUserPage, test } from './fixtures';
import { musicProject, RATE, sineWav, uploadWav } from './songs';

// Music in the workspace (docs/design/music-tracks.md §9.3): a band's song of stems, a take proposed
// by a member, heard against the song (A/B), merged, listed in the history, and bounced to a WAV
// that is the sum of its stems sample for sample.

const SECONDS = 2;
/** Three stems: sines far apart in frequency and level, so any one missing or doubled shows. */
const STEMS = [
  { name: 'Low', hz: 110, level: 0.2 },
  { name: 'Mid', hz: 440, level: 0.15 },
  { name: 'High', hz: 1320, level: 0.1 },
];
const TAKE = { name: 'Mid take', hz: 660, level: 0.15 };

/** The left channel of a 16-bit stereo WAV as the bounce writes it, after its `data` chunk's header. */
function leftOf(wav: Buffer): Int16Array {
  let at = 12;
  while (at + 8 <= wav.length && wav.toString('latin1', at, at + 4) !== 'data')
    at += 8 + wav.readUInt32LE(at + 4);
  const bytes = wav.readUInt32LE(at + 4);
  const frames = bytes / 4;
  const left = new Int16Array(frames);
  for (let i = 0; i < frames; i++) left[i] = wav.readInt16LE(at + 8 + i * 4);
  return left;
}

test('a band makes a song: stems, a take proposed and heard A/B, merged, in the history, and bounced to their sum', async ({
  browser,
}) => {
  test.slow();
  const owner = await newUserPage(browser, 'owner');
  const member = await newUserPage(browser, 'member');
  const projectId = await musicProject(owner, [member], 'Tidal Stems', 'Three sines.');

  // The owner uploads three stems, each through the Add track dialog.
  for (const stem of STEMS) await uploadWav(owner.page, stem.name, sineWav(stem.hz, stem.level, SECONDS));
  await owner.page.goto(`/workspace/${projectId}`);
  await owner.page.getByRole('button', { name: 'Add the first track' }).click();
  for (const [index, stem] of STEMS.entries()) {
    if (index > 0)
      await owner.page
        .getByRole('button', { name: /Add (a )?track/ })
        .first()
        .click();
    const dialog = owner.page.getByRole('dialog', { name: 'Add a track' });
    await dialog.getByRole('button', { name: /Choose or upload audio/ }).click();
    await owner.page
      .getByRole('dialog', { name: 'Choose the track’s audio' })
      .getByRole('button', { name: new RegExp(`^${stem.name}`) })
      .click();
    await dialog.getByRole('button', { name: 'Add track' }).click();
    await expect(dialog).toBeHidden();
  }
  const ownerSong = owner.page.getByRole('region', { name: 'Song' });
  const tracks = ownerSong.getByRole('group', { name: 'Tracks' });
  for (const stem of STEMS) await expect(tracks.getByRole('group', { name: stem.name })).toBeVisible();

  // The member sees the song live, and proposes a take: a new file for Mid.
  await member.page.goto(`/workspace/${projectId}`);
  await expect(
    member.page.getByRole('region', { name: 'Song' }).getByRole('group', { name: 'High' }),
  ).toBeVisible();
  await uploadWav(member.page, TAKE.name, sineWav(TAKE.hz, TAKE.level, SECONDS));
  const form = member.page.getByRole('form', { name: 'Propose a contribution' });
  await form.getByRole('textbox', { name: 'Propose a contribution' }).fill('A brighter middle.');
  await form.getByRole('button', { name: 'Add a take' }).click();
  await form.getByRole('combobox', { name: 'Take 1' }).selectOption({ label: 'New file for Mid' });
  await form.getByRole('button', { name: 'Choose audio' }).click();
  await member.page.getByRole('button', { name: new RegExp(`^${TAKE.name}`) }).click();
  await form.getByRole('button', { name: 'Propose' }).click();

  // The owner hears it against the song, A and B, without losing the playhead, then merges it.
  const card = owner.page.getByRole('article', { name: `Contribution by ${member.user.username}` });
  await expect(card.getByText(/^Replaces Mid · 0:02 · starts at 0:00\.000$/)).toBeVisible();
  await card.getByRole('button', { name: 'Listen in the song (A/B)' }).click();
  await expect(ownerSong.getByText(`Comparing ${member.user.username}’s proposal (1 take)`)).toBeVisible();
  await expect(tracks.getByRole('group', { name: `Mid (${member.user.username}’s take)` })).toBeVisible();
  await ownerSong.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(ownerSong.getByRole('button', { name: 'Pause', exact: true })).toBeVisible({
    timeout: 10_000,
  });
  await ownerSong.getByRole('button', { name: 'A · as it is' }).click();
  await expect(ownerSong.getByRole('button', { name: 'A · as it is' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await ownerSong.getByRole('button', { name: 'Pause', exact: true }).click();
  await card.getByRole('button', { name: 'Merge' }).click();
  await owner.page.getByRole('alertdialog').getByRole('button', { name: 'Merge' }).click();

  // The song now plays the member's take, for both, live.
  for (const page of [owner.page, member.page]) {
    await expect(
      page.getByRole('region', { name: 'Song' }).getByRole('group', { name: 'Tracks' }).getByRole('group'),
    ).toHaveCount(3);
  }
  const song = (await (await owner.page.request.get(`/api/projects/${projectId}/song`)).json()).song;
  expect(
    song.tracks.map((track: { name: string; file: { title: string } }) => [track.name, track.file.title]),
  ).toEqual([
    ['Low', 'Low'],
    ['Mid', TAKE.name],
    ['High', 'High'],
  ]);
  await member.page
    .getByRole('region', { name: 'Song' })
    .getByRole('button', { name: 'Play', exact: true })
    .click();
  await expect(
    member.page.getByRole('region', { name: 'Song' }).getByRole('button', { name: 'Pause', exact: true }),
  ).toBeVisible({
    timeout: 10_000,
  });

  // The history lists the merge with its take.
  await owner.page.getByRole('button', { name: 'History' }).click();
  const history = owner.page.getByRole('dialog', { name: 'History' });
  await expect(
    history.getByText(`Merge of ${member.user.username}'s contribution by ${owner.user.username}`),
  ).toBeVisible();
  await owner.page.keyboard.press('Escape');

  // A bounce of the song is the sum of its stems, sample for sample, within the rounding of 16 bits.
  await ownerSong.getByRole('button', { name: /Bounce/ }).click();
  const bounce = owner.page.getByRole('dialog', { name: 'Bounce to WAV' });
  await bounce.getByRole('button', { name: 'Bounce' }).click();
  const downloading = owner.page.waitForEvent('download');
  await bounce.getByRole('link', { name: 'Download' }).click();
  const file = await (await downloading).path();
  const left = leftOf(await readFile(file));
  expect(left.length).toBe(RATE * SECONDS);
  const parts = [STEMS[0], TAKE, STEMS[2]] as const;
  let worst = 0;
  for (let i = 0; i < left.length; i++) {
    let sum = 0;
    for (const part of parts)
      sum += Math.round((part?.level ?? 0) * Math.sin((2 * Math.PI * (part?.hz ?? 0) * i) / RATE) * 32767);
    worst = Math.max(worst, Math.abs((left[i] ?? 0) - sum));
  }
  expect(worst).toBeLessThanOrEqual(3);
  await owner.page.keyboard.press('Escape');
  await expect(bounce).toBeHidden();

  // Loop: four bars from the playhead on a press (a phone has no Shift-drag), and off again.
  await ownerSong.getByRole('button', { name: 'Loop' }).click();
  await expect(ownerSong.getByRole('button', { name: 'Loop' })).toHaveAttribute('aria-pressed', 'true');

  // On a phone the song fits the screen: nothing scrolls sideways, nothing serious for assistive technology.
  await owner.page.setViewportSize({ width: 375, height: 800 });
  await expect(tracks.getByRole('group', { name: 'Low' })).toBeVisible();
  expect(await owner.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  expect(await seriousViolations(owner.page)).toEqual([]);

  await owner.context.close();
  await member.context.close();
});
