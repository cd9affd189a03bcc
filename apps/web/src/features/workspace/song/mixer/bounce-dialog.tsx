import type { ProjectCredit } from '@create-together/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Download, Library } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-parts';
import { UploadProgress } from '@/components/ui/upload-progress';
import { projectCreditsQueryOptions } from '@/entities/contributions';
import { mediaKeys } from '@/entities/media';
import { type BounceVoice, bounceMix } from '@/lib/mixer/bounce';
import type { WavInfo } from '@/lib/mixer/wav-writer';
import { uploadMedia } from '@/lib/upload';
import { SongDialog } from '../song-dialog';

type Stage =
  | { kind: 'choosing' }
  | { kind: 'rendering'; done: number }
  | { kind: 'ready'; blob: Blob; url: string }
  | { kind: 'saving'; percent: number | null; blob: Blob; url: string }
  | { kind: 'saved'; blob: Blob; url: string }
  | { kind: 'failed'; message: string };

/**
 * The file's INFO tags: its title, the credited people as its artists, each one's roles as the
 * comment ("bass: zoe"), today's date, and the product that made it.
 */
export function creditsInfo(title: string, credits: readonly ProjectCredit[]): WavInfo {
  return {
    title,
    artist: credits.map((credit) => credit.person.username).join(', '),
    comment: credits
      .map(
        (credit) =>
          `${credit.roles.length > 0 ? credit.roles.join(', ') : 'contributor'}: ${credit.person.username}`,
      )
      .join('\n'),
    date: new Date().toISOString().slice(0, 10),
    software: 'Create Together',
  };
}

/** A file name without what file systems refuse. */
const fileNameOf = (name: string) => `${name.replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'Song'}.wav`;

/**
 * Bounce the mix to a WAV in the browser (docs/design/music-tracks.md §6.9): the band's gain and pan
 * of what is being heard — the live song, a version, or a proposal's B side — and, if asked, only
 * what this listener hears (mutes and solos). Download it, or save it to the library (private).
 */
export function BounceDialog({
  open,
  onOpenChange,
  title,
  fileName,
  lengthMs,
  voices,
  heard,
  projectId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Whose credits the file carries (its INFO tags). */
  projectId: string;
  /** What is bounced: "the song", "version 12", "the proposal's B side". */
  title: string;
  fileName: string;
  lengthMs: number;
  /** The band's mix of every voice. */
  voices: readonly BounceVoice[];
  /** The same, less what this listener muted or did not solo. */
  heard: readonly BounceVoice[];
}) {
  return (
    <SongDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Bounce to WAV"
      description={`The mix of ${title}, rendered here in your browser: 48 kHz, 16-bit stereo.`}
    >
      {open ? (
        <BounceBody
          projectId={projectId}
          fileName={fileName}
          lengthMs={lengthMs}
          voices={voices}
          heard={heard}
          onClose={() => onOpenChange(false)}
        />
      ) : null}
    </SongDialog>
  );
}

function BounceBody({
  projectId,
  fileName,
  lengthMs,
  voices,
  heard,
  onClose,
}: {
  projectId: string;
  fileName: string;
  lengthMs: number;
  voices: readonly BounceVoice[];
  heard: readonly BounceVoice[];
  onClose: () => void;
}) {
  const [onlyHeard, setOnlyHeard] = useState(false);
  const [stage, setStage] = useState<Stage>({ kind: 'choosing' });
  const abort = useRef<AbortController | null>(null);
  const client = useQueryClient();
  const credits = useQuery(projectCreditsQueryOptions(projectId));
  const url = 'url' in stage ? stage.url : null;
  // The rendered file is let go with the dialog.
  useEffect(() => () => abort.current?.abort(), []);
  useEffect(() => (url ? () => URL.revokeObjectURL(url) : undefined), [url]);

  const render = async () => {
    const controller = new AbortController();
    abort.current = controller;
    setStage({ kind: 'rendering', done: 0 });
    try {
      const blob = await bounceMix(onlyHeard ? heard : voices, {
        lengthMs,
        signal: controller.signal,
        onProgress: (done) => setStage({ kind: 'rendering', done }),
        info: creditsInfo(fileName, credits.data ?? []),
      });
      setStage({ kind: 'ready', blob, url: URL.createObjectURL(blob) });
    } catch (error) {
      if (controller.signal.aborted) return;
      setStage({ kind: 'failed', message: error instanceof Error ? error.message : 'The bounce failed.' });
    }
  };

  const save = async (blob: Blob, objectUrl: string) => {
    const controller = new AbortController();
    abort.current = controller;
    setStage({ kind: 'saving', percent: 0, blob, url: objectUrl });
    try {
      await uploadMedia(new File([blob], fileNameOf(fileName), { type: 'audio/wav' }), {
        title: fileName,
        visibility: 'private',
        signal: controller.signal,
        onProgress: ({ fraction }) =>
          setStage({
            kind: 'saving',
            percent: fraction === null ? null : Math.round(fraction * 100),
            blob,
            url: objectUrl,
          }),
      });
      void client.invalidateQueries({ queryKey: mediaKeys.all });
      setStage({ kind: 'saved', blob, url: objectUrl });
    } catch (error) {
      if (controller.signal.aborted) setStage({ kind: 'ready', blob, url: objectUrl });
      else
        setStage({
          kind: 'failed',
          message: error instanceof Error ? error.message : 'The bounce could not be saved.',
        });
    }
  };

  return (
    <div className="flex flex-col gap-4">
      {stage.kind === 'choosing' || stage.kind === 'failed' ? (
        <>
          <label className="flex items-center gap-3 text-sm text-ink">
            <input
              type="checkbox"
              checked={onlyHeard}
              onChange={(event) => setOnlyHeard(event.target.checked)}
              className="size-5 accent-accent-500"
            />
            Only what I hear (my mutes and solos)
          </label>
          <FormAlert message={stage.kind === 'failed' ? stage.message : null} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button type="button" onClick={onClose} className={buttonClass('secondary')}>
              Cancel
            </button>
            <button type="button" onClick={() => void render()} className={buttonClass('primary')}>
              Bounce
            </button>
          </div>
        </>
      ) : null}
      {stage.kind === 'rendering' ? (
        <UploadProgress
          label="Bouncing the mix"
          percent={Math.round(stage.done * 100)}
          onCancel={() => {
            abort.current?.abort();
            setStage({ kind: 'choosing' });
          }}
        />
      ) : null}
      {stage.kind === 'ready' || stage.kind === 'saving' || stage.kind === 'saved' ? (
        <div className="flex flex-col gap-3">
          <p className="text-sm text-ink">
            {fileNameOf(fileName)} · {(stage.blob.size / (1024 * 1024)).toFixed(1)} MB
          </p>
          {stage.kind === 'saving' ? (
            <UploadProgress
              label="Saving to your library"
              percent={stage.percent}
              onCancel={() => abort.current?.abort()}
            />
          ) : null}
          {stage.kind === 'saved' ? (
            <p className="text-sm text-emerald-300">Saved to your library, private.</p>
          ) : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            {stage.kind === 'ready' ? (
              <button
                type="button"
                onClick={() => void save(stage.blob, stage.url)}
                className={buttonClass('secondary')}
              >
                <Library aria-hidden className="size-4" />
                Save to library
              </button>
            ) : null}
            <a href={stage.url} download={fileNameOf(fileName)} className={buttonClass('primary')}>
              <Download aria-hidden className="size-4" />
              Download
            </a>
          </div>
        </div>
      ) : null}
    </div>
  );
}
