import { Code, DsSection, Example } from './ds-section';
import { THEME_COLOURS } from './theme-tokens';

export function ColoursSection() {
  return (
    <DsSection
      id="colours"
      title="Colours"
      usage={
        <>
          The theme's tokens, read from <Code>index.css</Code>. Canvas and surfaces stack from dark to
          lighter; ink is text (muted for secondary, faint for hints); accent 300–400 is text and focus on
          dark, 600 fills buttons.
        </>
      }
    >
      <div className="flex flex-col gap-8">
        {THEME_COLOURS.map((group) => (
          <Example key={group.family} label={group.family}>
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
              {group.tokens.map((token) => (
                <li key={token.name} className="min-w-0">
                  <span
                    aria-hidden
                    className="block h-14 rounded-xl border border-white/10"
                    style={{ backgroundColor: token.value }}
                  />
                  <p className="mt-2 truncate text-sm font-medium text-ink">{token.name}</p>
                  <p className="font-mono text-xs text-ink-faint">{token.value}</p>
                </li>
              ))}
            </ul>
          </Example>
        ))}
      </div>
    </DsSection>
  );
}

/** The text styles pages use, by where they are used; each written with its classes. */
const TYPE_STYLES = [
  {
    name: 'Hero title',
    use: 'Landing and pricing headlines',
    className: 'text-3xl font-semibold tracking-tight text-ink sm:text-4xl',
    sample: 'Create Together',
  },
  {
    name: 'Page title',
    use: 'PageHeader h1',
    className: 'text-2xl font-semibold tracking-tight text-ink sm:text-3xl',
    sample: 'Explore',
  },
  {
    name: 'Section title',
    use: 'PageSection h2',
    className: 'text-lg font-semibold text-ink',
    sample: 'Recent projects',
  },
  {
    name: 'Card title',
    use: 'Project and empty-state headings',
    className: 'text-base font-semibold text-ink',
    sample: 'Night Drive EP',
  },
  {
    name: 'Eyebrow',
    use: 'A short label over a title',
    className: 'text-xs font-semibold tracking-[0.18em] text-accent-300 uppercase',
    sample: 'Coming soon',
  },
  {
    name: 'Body',
    use: 'Descriptions and running text',
    className: 'text-base text-ink-muted',
    sample: 'Start a project, invite collaborators and vote on every take.',
  },
  {
    name: 'Small',
    use: 'Lists, forms and card text',
    className: 'text-sm text-ink-muted',
    sample: 'Four tracks, five people, three cities.',
  },
  {
    name: 'Caption',
    use: 'Hints, times and counts',
    className: 'text-xs text-ink-faint',
    sample: '3 hours ago · 2,310 views',
  },
  {
    name: 'Mono',
    use: 'Codes and figures',
    className: 'font-mono text-sm text-ink-muted',
    sample: 'A minor · 90 bpm · 0123456789',
  },
] as const;

export function TypeSection() {
  return (
    <DsSection
      id="type"
      title="Type"
      usage="One family (Inter) in a few sizes. Headings are ink and semibold; running text is muted; hints are faint."
    >
      <dl className="flex flex-col divide-y divide-line">
        {TYPE_STYLES.map((style) => (
          <div
            key={style.name}
            className="grid gap-2 py-4 first:pt-0 last:pb-0 md:grid-cols-[12rem_1fr] md:gap-6"
          >
            <dt className="min-w-0">
              <span className="block text-sm font-medium text-ink">{style.name}</span>
              <span className="block text-xs text-ink-faint">{style.use}</span>
            </dt>
            <dd className="min-w-0">
              <p className={style.className}>{style.sample}</p>
              <p className="mt-1.5">
                <Code>{style.className}</Code>
              </p>
            </dd>
          </div>
        ))}
      </dl>
    </DsSection>
  );
}
