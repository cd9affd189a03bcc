import { type CreatePostBody, type Media, POST_CONTENT_MAX } from '@create-together/contract';
import { useQuery } from '@tanstack/react-query';
import { ChevronDown, FolderKanban } from 'lucide-react';
import { type ComponentProps, useId } from 'react';
import { useController } from 'react-hook-form';
import { MediaAttachmentField } from '@/components/media';
import { Avatar } from '@/components/ui/avatar';
import { buttonClass } from '@/components/ui/button';
import { FormAlert, fieldA11y, inputClass } from '@/components/ui/form-parts';
import { POST_MESSAGES, useCreatePost } from '@/entities/posts';
import { myProjectsQueryOptions } from '@/entities/projects';
import { type FieldOf, useContractForm } from '@/hooks/forms/use-contract-form';
import { ApiError } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { formatCount } from '@/lib/plural';
import { authorName, type PostViewer } from './post-viewer';

type PostValues = { content: string; media: Media | null; projectId: string };

/** A file is sent as its id; no project, as none. */
const toPostBody = ({ content, media, projectId }: PostValues) => ({
  content,
  mediaId: media?.mediaId,
  projectId: projectId || undefined,
});

const POST_FIELD_OF_KEY: Record<string, keyof PostValues> = {
  content: 'content',
  mediaId: 'media',
  projectId: 'projectId',
};
const postFieldOf: FieldOf<PostValues> = (path, message) => {
  const field = POST_FIELD_OF_KEY[path];
  return field ? { field, message } : undefined;
};

/** The limit as the counter beside the box says it ("2,000"), counted as typed. */
const tooLongWords = ({ content }: PostValues) =>
  content.length > POST_CONTENT_MAX
    ? { content: `A post can be at most ${formatCount(POST_CONTENT_MAX)} characters.` }
    : {};

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
  ...rest
}: {
  value: string;
  onChange: (id: string) => void;
  choices: Array<{ id: string; title: string }>;
} & Pick<ComponentProps<'select'>, 'ref' | 'onBlur' | 'aria-invalid' | 'aria-describedby'>) {
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
        {...rest}
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
  const empty: PostValues = { content: '', media: null, projectId: project?.id ?? '' };
  const form = useContractForm<PostValues, CreatePostBody>({
    schema: (contract) => contract.CreatePostBody,
    toBody: toPostBody,
    fieldOf: postFieldOf,
    refine: tooLongWords,
    // Too long is said as it is typed.
    mode: 'onChange',
    defaultValues: empty,
  });
  const { errors } = form.formState;
  const media = useController({ control: form.control, name: 'media' }).field;
  const projectId = useController({ control: form.control, name: 'projectId' }).field;
  const content = form.watch('content');
  const tooLong = content.length > POST_CONTENT_MAX;
  const nothing = content.trim() === '' && media.value === null;
  const contentError = errors.content?.message;
  const refused = errors.root?.server;

  const submit = form.handleSubmit((body) =>
    create.mutateAsync(body).then(
      () => form.reset(empty),
      (error: unknown) =>
        form.placeServerError(
          error,
          (error instanceof ApiError && error.serverMessage) ||
            (error instanceof Error ? error.message : String(error)),
        ),
    ),
  );

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
          {...form.register('content')}
          placeholder="Share an update, a sketch, a track in progress…"
          {...fieldA11y(id, contentError, true)}
          className={cn(inputClass, 'resize-y py-2.5 leading-relaxed')}
        />
        {contentError ? (
          <p id={`${id}-error`} className="-mt-1.5 text-xs font-medium text-rose-300">
            {contentError}
          </p>
        ) : null}
        <FormAlert message={refused ? POST_MESSAGES.postFailed : null} detail={refused?.message} />
        <div className="flex flex-wrap items-center gap-2">
          <div className={media.value ? 'w-full' : undefined}>
            <MediaAttachmentField
              value={media.value}
              onChange={media.onChange}
              pickerDescription="A track, a video or an image from your library. Posting it makes the file public: anyone can open it."
            />
          </div>
          {choices.length > 0 ? (
            <ProjectSelect
              ref={projectId.ref}
              value={projectId.value}
              onChange={projectId.onChange}
              onBlur={projectId.onBlur}
              choices={choices}
              aria-invalid={errors.projectId ? true : undefined}
            />
          ) : null}
          <div className="ml-auto flex items-center gap-3">
            <span
              id={`${id}-hint`}
              className={cn('text-xs tabular-nums', tooLong ? 'text-rose-300' : 'text-ink-faint')}
            >
              {formatCount(content.length)}/{formatCount(POST_CONTENT_MAX)}
              <span className="sr-only"> characters</span>
            </span>
            <button
              type="submit"
              disabled={nothing || tooLong || create.isPending}
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
