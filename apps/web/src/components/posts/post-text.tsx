import { cn } from '@/lib/cn';

const URL_PATTERN = /(https?:\/\/[^\s<>"]+)/g;
/** Punctuation that usually ends the sentence around a link rather than the link itself. */
const TRAILING = /[.,;:!?)\]'"]+$/;

/** Splits text into plain runs and http(s) addresses (only those become links: never `javascript:`). */
export function splitLinks(text: string): Array<{ text: string; href?: string }> {
  const parts: Array<{ text: string; href?: string }> = [];
  const plain = (run: string) => {
    const last = parts.at(-1);
    if (last && !last.href) last.text += run;
    else if (run) parts.push({ text: run });
  };
  for (const [index, piece] of text.split(URL_PATTERN).entries()) {
    if (index % 2 === 0) {
      plain(piece);
      continue;
    }
    const tail = piece.match(TRAILING)?.[0] ?? '';
    const href = piece.slice(0, piece.length - tail.length);
    parts.push({ text: href, href });
    plain(tail);
  }
  return parts;
}

/** Plain text as written (line breaks kept), with web addresses as links that open in a new tab. */
export function PostText({ text, className }: { text: string; className?: string }) {
  return (
    <p className={cn('leading-relaxed break-words whitespace-pre-wrap', className)}>
      {splitLinks(text).map((part, index) =>
        part.href ? (
          <a
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder
            key={index}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow ugc"
            className="text-accent-300 underline-offset-2 hover:underline"
          >
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </p>
  );
}
