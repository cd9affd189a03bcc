import { ArrowRight, Plus, Trash2, Upload } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { Code, DsSection, Example } from './ds-section';

type Variant = NonNullable<Parameters<typeof buttonClass>[0]>;
type Size = NonNullable<Parameters<typeof buttonClass>[1]>;

// Records, so a variant or size added to buttonClass fails to compile until it is shown here.
const VARIANTS: Record<Variant, string> = {
  primary: 'The one main action of a page or form.',
  secondary: 'Other actions beside it.',
  ghost: 'Quiet actions in lists, bars and menus.',
  danger: 'Actions that delete or cannot be undone.',
};
const SIZES: Record<Exclude<Size, 'icon'>, true> = { sm: true, md: true, lg: true };

const label = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function ButtonsSection() {
  return (
    <DsSection
      id="buttons"
      title="Buttons"
      usage={
        <>
          <Code>buttonClass(variant, size)</Code> styles a <Code>&lt;button&gt;</Code> or a router{' '}
          <Code>&lt;Link&gt;</Code> alike. One primary per view; icons sit before the label, arrows after.
        </>
      }
    >
      <div className="flex flex-col gap-8">
        {(Object.keys(VARIANTS) as Variant[]).map((variant) => (
          <Example key={variant} label={variant}>
            <p className="-mt-1 text-sm text-ink-muted">{VARIANTS[variant]}</p>
            <div className="flex flex-wrap items-center gap-3">
              {(Object.keys(SIZES) as Size[]).map((size) => (
                <button key={size} type="button" className={buttonClass(variant, size)}>
                  {label(variant)} {size}
                </button>
              ))}
              <button
                type="button"
                aria-label={`${label(variant)} icon button`}
                className={buttonClass(variant, 'icon')}
              >
                <Plus aria-hidden className="size-4" />
              </button>
              <button type="button" disabled className={buttonClass(variant)}>
                Disabled
              </button>
            </div>
          </Example>
        ))}
        <Example label="With icons and as links">
          <div className="flex flex-wrap items-center gap-3">
            <button type="button" className={buttonClass('primary')}>
              <Plus aria-hidden className="size-4" />
              New project
            </button>
            <button type="button" className={buttonClass('secondary')}>
              <Upload aria-hidden className="size-4" />
              Upload
            </button>
            <Link to="/explore" className={buttonClass('ghost')}>
              Browse projects
              <ArrowRight aria-hidden className="size-4" />
            </Link>
            <button type="button" className={buttonClass('danger', 'sm')}>
              <Trash2 aria-hidden className="size-4" />
              Delete
            </button>
            <button type="button" disabled className={buttonClass('primary')}>
              Saving…
            </button>
          </div>
        </Example>
      </div>
    </DsSection>
  );
}
