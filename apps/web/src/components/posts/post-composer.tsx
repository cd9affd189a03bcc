import { CreatePostBody, type Media, POST_CONTENT_MAX } from '@create-together/contract';
import { useQuery } from '@tanstack/react-query';
import { ChevronDown, FolderKanban } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { MediaAttachmentField } from '@/components/media';
import { Avatar } from '@/components/ui/avatar';
import { buttonClass } from '@/components/ui/button';
import { FormAlert, fieldA11y, inputClass } from '@/components/ui/form-parts';
import { POST_MESSAGES, useCreatePost } from '@/entities/posts';
import { myProjectsQueryOptions } from '@/entities/projects';
import { ApiError } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { authorName, type PostViewer } from './post-viewer';

/** The projects a post may be about: yours, with the preset one first known even before they load. */
function useProjectChoices(preset: { id: string; title: string } | undefined) {
  const mine = useQuery(myProjectsQueryOptions());
  const choices = (mine.data ?? []).map((project) => ({ id: project.id, title: project.title }));
  if (preset && !choices.some((choice) => choice.id === preset.id)) choices.unshift(preset);
  return choices;
}

function ProjectSelect({
  value,
  onChange,
  choices,
}: {
  value: string;
  onChange: (id: string) => void;
  choices: Array<{ id: string; title: string }>;
}) {
  const id = useId();
  return (
    <div className="relative min-w-40 flex-1 sm:max-w-64">
      <label htmlFor={id} className="sr-only">
        Project (optional)
      </label>
      <FolderKanban
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-ink-faint"
      />
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="h-8 w-full appearance-none truncate rounded-lg border border-line bg-surface-2 pr-8 pl-8 text-sm text-ink focus:border-accent-500/70 focus:outline-none focus-visible:outline-2 focus-visible:outline-accent-400"
      >
        <option value="">No project</option>
        {choices.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.title}
          </option>
        ))}
      </select>
      <ChevronDown
        aria-hidden
        className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 text-ink-faint"
      />
    </div>
  );
}

/**
 * Writing a post (signed in): up to 2,000 characters, optionally a file from your library and one
 * of your projects. The post shows at the top of the lists it belongs to once the server has it.
 */
export function PostComposer({
  viewer,
  project,
  inputId,
  className,
}: {
  viewer: PostViewer;
  /** The project to start with (a project's own page). */
  project?: { id: string; title: string };
  /** The text box's id, so an empty list can offer to focus it. */
  inputId?: string;
  className?: string;
}) {
  const ownId = useId();
  const id = inputId ?? ownId;
  const create = useCreatePost();
  const choices = useProjectChoices(project);
  const [content, setContent] = useState('');
  const [media, setMedia] = useState<Media | null>(null);
  const [projectId, setProjectId] = useState(project?.id ?? '');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);

  const tooLong = content.length > POST_CONTENT_MAX;
  const empty = content.trim() === '' && media === null;
  const shownError = tooLong
    ? `A post can be at most ${POST_CONTENT_MAX.toLocaleString()} characters.`
    : error;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = CreatePostBody.safeParse({
      content,
      mediaId: media?.mediaId,
      projectId: projectId || undefined,
    });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    setFailure(null);
    create.mutate(parsed.data, {
      onSuccess: () => {
        setContent('');
        setMedia(null);
        setProjectId(project?.id ?? '');
      },
      onError: (e) => setFailure((e instanceof ApiError && e.serverMessage) || e.message),
    });
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="New post"
      className={cn('flex gap-3 rounded-2xl border border-line bg-surface p-4', className)}
    >
      <span className="hidden sm:block">
        <Avatar src={viewer.profilePictureUrl} name={authorName(viewer)} />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <label htmlFor={id} className="sr-only">
          Write a post
        </label>
        <textarea
          id={id}
          rows={3}
          value={content}
          onChange={(event) => {
            setContent(event.target.value);
            if (error) setError(undefined);
          }}
          placeholder="Share an update, a sketch, a track in progress…"
          {...fieldA11y(id, shownError, true)}
          className={cn(inputClass, 'resize-y py-2.5 leading-relaxed')}
        />
        {shownError ? (
          <p id={`${id}-error`} className="-mt-1.5 text-xs font-medium text-rose-300">
            {shownError}
          </p>
        ) : null}
        <FormAlert message={failure === null ? null : POST_MESSAGES.postFailed} detail={failure} />
        <div className="flex flex-wrap items-center gap-2">
          <div className={media ? 'w-full' : undefined}>
            <MediaAttachmentField
              value={media}
              onChange={setMedia}
              pickerDescription="A track, a video or an image from your library. Posting it makes the file public: anyone can open it."
            />
          </div>
          {choices.length > 0 ? (
            <ProjectSelect value={projectId} onChange={setProjectId} choices={choices} />
          ) : null}
          <div className="ml-auto flex items-center gap-3">
            <span
              id={`${id}-hint`}
              className={cn('text-xs tabular-nums', tooLong ? 'text-rose-300' : 'text-ink-faint')}
            >
              {content.length.toLocaleString()}/{POST_CONTENT_MAX.toLocaleString()}
              <span className="sr-only"> characters</span>
            </span>
            <button
              type="submit"
              disabled={empty || tooLong || create.isPending}
              className={buttonClass('primary', 'sm')}
            >
              {create.isPending ? 'Posting…' : 'Post'}
            </button>
          </div>
        </div>
      </div>
    </form>
  );
}
