import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markdown } from './markdown';
import { markdownUrlTransform, safeImageSrc, safeLinkHref } from './markdown-urls';

describe('Markdown', () => {
  it('renders GitHub-flavoured markdown: headings, lists, code, quotes, tables, task lists', () => {
    const source = [
      '# Title',
      '',
      'Some *emphasis* and `code`.',
      '',
      '- one',
      '- [x] done',
      '',
      '> quoted',
      '',
      '| a | b |',
      '|---|---|',
      '| 1 | 2 |',
      '',
      '```',
      'const x = 1;',
      '```',
    ].join('\n');
    const { container } = render(<Markdown>{source}</Markdown>);
    expect(screen.getByRole('heading', { level: 1, name: 'Title' })).toBeInTheDocument();
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Done' })).toBeDisabled();
    expect(container.querySelector('blockquote')).toHaveTextContent('quoted');
    expect(container.querySelector('pre code')).toHaveTextContent('const x = 1;');
  });

  it('shifts heading levels under the page’s own headings', () => {
    render(<Markdown headingOffset={2}>{'# Top\n\n## Next'}</Markdown>);
    expect(screen.getByRole('heading', { level: 3, name: 'Top' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'Next' })).toBeInTheDocument();
  });

  it('never renders raw HTML: <script> and <img onerror> stay inert text', () => {
    const source = [
      'Hello <script>window.__pwned = true</script>',
      '',
      '<img src="x" onerror="window.__pwned = true">',
      '',
      '<a href="javascript:alert(1)">html link</a>',
      '',
      '<iframe src="https://evil.example"></iframe>',
    ].join('\n');
    const { container } = render(<Markdown>{source}</Markdown>);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.querySelector('a')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    // Shown as the text it is, so nothing the author wrote is silently lost.
    expect(container).toHaveTextContent('<script>window.__pwned = true</script>');
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it('turns javascript:, data: and vbscript: links into plain text', () => {
    const source = [
      '[js](javascript:alert(1))',
      '[tabbed](java\tscript:alert(1))',
      '[upper](JAVASCRIPT:alert(1))',
      '[data](data:text/html;base64,PHNjcmlwdD4=)',
      '[vb](vbscript:msgbox)',
    ].join(' ');
    const { container } = render(<Markdown>{source}</Markdown>);
    expect(container.querySelectorAll('a')).toHaveLength(0);
    expect(screen.getByText('js')).toBeInTheDocument();
    expect(screen.getByText('upper')).toBeInTheDocument();
  });

  it('opens external links safely in a new tab and keeps site links in place', () => {
    render(
      <Markdown>
        {'[site](https://example.org/a) and [here](/projects/p1) and [mail](mailto:a@b.c)'}
      </Markdown>,
    );
    const external = screen.getByRole('link', { name: /site/ });
    expect(external).toHaveAttribute('href', 'https://example.org/a');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(external).toHaveAccessibleName(/^site.*\(opens in a new tab\)$/);
    const internal = screen.getByRole('link', { name: 'here' });
    expect(internal).toHaveAttribute('href', '/projects/p1');
    expect(internal).not.toHaveAttribute('target');
    expect(internal).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(screen.getByRole('link', { name: 'mail' })).toHaveAttribute('href', 'mailto:a@b.c');
  });

  it('allows images only from http(s) or this site; others show their alt text', () => {
    render(
      <Markdown>
        {
          '![cover](https://cdn.example/a.png) ![local](/media/b.png) ![bad](data:image/svg+xml;base64,PHN2Zz4=) ![js](javascript:alert(1))'
        }
      </Markdown>,
    );
    expect(screen.getByRole('img', { name: 'cover' })).toHaveAttribute('src', 'https://cdn.example/a.png');
    expect(screen.getByRole('img', { name: 'cover' })).toHaveAttribute('referrerpolicy', 'no-referrer');
    expect(screen.getByRole('img', { name: 'local' })).toHaveAttribute('src', '/media/b.png');
    expect(screen.queryByRole('img', { name: 'bad' })).toBeNull();
    expect(screen.getByText('[image: bad]')).toBeInTheDocument();
    expect(screen.getByText('[image: js]')).toBeInTheDocument();
  });

  it('marks the search text wherever it occurs', () => {
    const { container } = render(
      <Markdown highlight="bass">{'## Bass line\n\nThe bass and the BASS.'}</Markdown>,
    );
    const marks = [...container.querySelectorAll('mark')].map((m) => m.textContent);
    expect(marks).toEqual(['Bass', 'bass', 'BASS']);
  });
});

describe('markdown addresses', () => {
  it('decides what a link or image may point at', () => {
    expect(safeLinkHref('https://a.example')).toBe('https://a.example');
    expect(safeLinkHref('#section')).toBe('#section');
    expect(safeLinkHref(' javascript:alert(1)')).toBeNull();
    expect(safeImageSrc('http://a.example/x.png')).toBe('http://a.example/x.png');
    expect(safeImageSrc('blob:http://localhost/uuid')).toBeNull();
    expect(safeImageSrc('')).toBeNull();
    expect(markdownUrlTransform('javascript:alert(1)', 'href')).toBe('');
  });
});
