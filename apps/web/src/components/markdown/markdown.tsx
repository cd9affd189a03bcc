import { memo } from 'react';
import ReactMarkdown, { type Components, type Options } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { cn } from '@/lib/cn';
import { isExternalHref, markdownUrlTransform } from './markdown-urls';
import { rehypeHighlightText } from './rehype-highlight-text';

type Pluggable = NonNullable<Options['rehypePlugins']>[number];
type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

const headingStyles: Record<HeadingLevel, string> = {
  1: 'mt-8 mb-3 text-2xl font-semibold tracking-tight text-ink first:mt-0',
  2: 'mt-7 mb-3 border-b border-line pb-1.5 text-xl font-semibold tracking-tight text-ink first:mt-0',
  3: 'mt-6 mb-2 text-lg font-semibold text-ink first:mt-0',
  4: 'mt-5 mb-2 text-base font-semibold text-ink first:mt-0',
  5: 'mt-4 mb-1.5 text-sm font-semibold text-ink first:mt-0',
  6: 'mt-4 mb-1.5 text-sm font-semibold tracking-wide text-ink-muted uppercase first:mt-0',
};

/** Markdown headings sit under the page's own: `offset` shifts their level (styles keep the source's). */
function headingComponents(offset: number): Components {
  const components: Components = {};
  for (const level of [1, 2, 3, 4, 5, 6] as const) {
    const Tag = `h${Math.min(6, level + offset)}` as 'h1';
    components[`h${level}`] = ({ node: _node, className, ...props }) => (
      <Tag {...props} className={cn(headingStyles[level], className)} />
    );
  }
  return components;
}

const baseComponents: Components = {
  p: ({ node: _node, ...props }) => <p {...props} className="my-3 leading-relaxed first:mt-0 last:mb-0" />,
  a: ({ node: _node, href, children, className: _className, ...props }) => {
    // markdownUrlTransform emptied an unsafe target: show the text, never a live link.
    if (!href) return <span className="text-ink-muted underline decoration-dotted">{children}</span>;
    const external = isExternalHref(href);
    return (
      <a
        {...props}
        href={href}
        rel="noopener noreferrer nofollow"
        target={external ? '_blank' : undefined}
        className="font-medium text-accent-300 underline decoration-accent-400/40 underline-offset-2 hover:text-accent-200 hover:decoration-accent-300"
      >
        {children}
        {external ? <span className="sr-only"> (opens in a new tab)</span> : null}
      </a>
    );
  },
  img: ({ node: _node, src, alt }) =>
    typeof src === 'string' && src ? (
      <img
        src={src}
        alt={alt ?? ''}
        loading="lazy"
        decoding="async"
        referrerPolicy="no-referrer"
        className="my-3 inline-block max-h-[32rem] max-w-full rounded-lg border border-line"
      />
    ) : (
      <span className="text-ink-faint italic">{alt ? `[image: ${alt}]` : '[image]'}</span>
    ),
  ul: ({ node: _node, className, ...props }) => (
    <ul {...props} className={cn('my-3 list-disc space-y-1 pl-6 marker:text-ink-faint', className)} />
  ),
  ol: ({ node: _node, className, ...props }) => (
    <ol {...props} className={cn('my-3 list-decimal space-y-1 pl-6 marker:text-ink-faint', className)} />
  ),
  li: ({ node: _node, className, ...props }) => (
    <li
      {...props}
      className={cn(
        'pl-1 leading-relaxed [&>ol]:my-1 [&>ul]:my-1',
        // A task's checkbox stands where the bullet would.
        className?.includes('task-list-item') && '-ml-5 list-none',
        className,
      )}
    />
  ),
  // GFM task-list boxes: read-only, and named for screen readers.
  input: ({ node: _node, ...props }) => (
    <input
      {...props}
      disabled
      aria-label={props.checked ? 'Done' : 'Not done'}
      className="mr-2 accent-accent-500"
    />
  ),
  blockquote: ({ node: _node, ...props }) => (
    <blockquote {...props} className="my-4 border-l-2 border-accent-500/60 pl-4 text-ink-muted italic" />
  ),
  code: ({ node: _node, className, ...props }) => (
    <code
      {...props}
      className={cn('rounded bg-surface-3 px-1.5 py-0.5 font-mono text-[0.85em] text-accent-100', className)}
    />
  ),
  pre: ({ node: _node, ...props }) => (
    <pre
      {...props}
      className="my-4 overflow-x-auto rounded-lg border border-line bg-canvas p-4 font-mono text-[0.85em] leading-relaxed [&>code]:bg-transparent [&>code]:p-0 [&>code]:text-[1em] [&>code]:text-ink"
    />
  ),
  hr: () => <hr className="my-6 border-line" />,
  table: ({ node: _node, ...props }) => (
    <div className="my-4 overflow-x-auto rounded-lg border border-line">
      <table {...props} className="w-full border-collapse text-left text-sm" />
    </div>
  ),
  thead: ({ node: _node, ...props }) => <thead {...props} className="bg-surface-3" />,
  th: ({ node: _node, ...props }) => (
    <th {...props} className="border-b border-line px-3 py-2 font-semibold text-ink" />
  ),
  td: ({ node: _node, ...props }) => <td {...props} className="border-t border-line px-3 py-2 align-top" />,
  mark: ({ node: _node, ...props }) => (
    <mark {...props} className="rounded-sm bg-amber-300/30 px-0.5 text-ink" />
  ),
};

const componentsByOffset = new Map<number, Components>();
function componentsFor(offset: number): Components {
  let components = componentsByOffset.get(offset);
  if (!components) {
    components = { ...baseComponents, ...headingComponents(offset) };
    componentsByOffset.set(offset, components);
  }
  return components;
}

const remarkPlugins = [remarkGfm];

/**
 * User-written markdown (GitHub flavoured), rendered safely: raw HTML is shown as text, never
 * parsed; links and images pass markdownUrlTransform; external links open in a new tab with
 * rel="noopener noreferrer nofollow". `highlight` marks a search's matches.
 */
export const Markdown = memo(function Markdown({
  children,
  highlight,
  headingOffset = 0,
  className,
}: {
  /** The markdown source. */
  children: string;
  /** Text to mark wherever it occurs (case-insensitive). */
  highlight?: string;
  /** How many levels to shift headings by, so they nest under the page's own (h1 → h1 + offset). */
  headingOffset?: number;
  className?: string;
}) {
  const query = highlight?.trim();
  const rehypePlugins: Pluggable[] = query ? [[rehypeHighlightText as never, { query }]] : [];
  return (
    <div className={cn('min-w-0 text-sm break-words text-ink/90 sm:text-[0.95rem]', className)}>
      <ReactMarkdown
        remarkPlugins={remarkPlugins}
        rehypePlugins={rehypePlugins}
        components={componentsFor(headingOffset)}
        urlTransform={markdownUrlTransform}
      >
        {children}
      </ReactMarkdown>
    </div>
  );
});
