import type { ReactNode } from 'react';

export const PRODUCT_NAME = 'Create Together';

/** The document title for a page. */
export function PageTitle({ title }: { title: string }) {
  return <title>{`${title} · ${PRODUCT_NAME}`}</title>;
}

/** A page's h1, optional description and actions; also sets the document title. */
export function PageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <header className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <PageTitle title={title} />
      <div className="min-w-0">
        <h1 className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl">{title}</h1>
        {description ? (
          <p className="mt-1.5 max-w-2xl text-sm text-ink-muted sm:text-base">{description}</p>
        ) : null}
      </div>
      {actions ? <div className="flex shrink-0 flex-wrap items-center gap-2">{actions}</div> : null}
    </header>
  );
}
