import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '@/components/toast/toast-store';
import { Toaster } from '@/components/toast/toaster';
import { fakeServer, renderRoutes, resetAppState } from '@/test/helpers';
import { DesignSystemPage } from './design-system-page';
import { DS_SECTIONS } from './ds-sections';

// Vitest hands stylesheets over empty; the palette is read from the real file instead.
vi.mock('@/index.css?raw', async () => {
  const { readFileSync } = await import('node:fs');
  const { resolve } = await import('node:path');
  return { default: readFileSync(resolve(__dirname, '../../index.css'), 'utf8') };
});

function renderDesignSystem() {
  const fetchMock = fakeServer({});
  const view = renderRoutes(
    [
      {
        path: '/design-system',
        element: (
          <>
            <DesignSystemPage />
            <Toaster />
          </>
        ),
      },
    ],
    '/design-system',
  );
  return { fetchMock, ...view };
}

const toasts = () => useToastStore.getState().toasts.map(({ message, type }) => ({ message, type }));

describe('/design-system', () => {
  afterEach(() => resetAppState());

  it('has a heading for every section, each reached from the table of contents', () => {
    renderDesignSystem();
    expect(screen.getByRole('heading', { level: 1, name: 'Design System' })).toBeInTheDocument();
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    expect(within(toc).getAllByRole('link')).toHaveLength(DS_SECTIONS.length);
    for (const { id, title } of DS_SECTIONS) {
      expect(within(toc).getByRole('link', { name: title })).toHaveAttribute('href', `#${id}`);
      const target = document.getElementById(id);
      expect(target, id).not.toBeNull();
      expect(within(target as HTMLElement).getAllByRole('heading', { level: 2 })[0]).toHaveTextContent(title);
    }
  });

  it('shows the theme’s colours with their names and values', () => {
    renderDesignSystem();
    const colours = document.getElementById('colours') as HTMLElement;
    expect(within(colours).getByText('accent-600')).toBeInTheDocument();
    expect(within(colours).getByText('#4169e1')).toBeInTheDocument();
    expect(within(colours).getByText('ink-muted')).toBeInTheDocument();
  });

  it('shows every button variant, and disabled ones', () => {
    renderDesignSystem();
    const buttons = document.getElementById('buttons') as HTMLElement;
    for (const name of ['Primary md', 'Secondary lg', 'Ghost sm', 'Danger md', 'Danger icon button']) {
      expect(within(buttons).getByRole('button', { name })).toBeEnabled();
    }
    expect(within(buttons).getAllByRole('button', { name: 'Disabled' })).toHaveLength(4);
    for (const button of within(buttons).getAllByRole('button', { name: 'Disabled' })) {
      expect(button).toBeDisabled();
    }
  });

  it('opens a confirm dialog from a button, and confirming it says so', async () => {
    renderDesignSystem();
    await userEvent.click(screen.getByRole('button', { name: 'Open a confirm dialog' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Merge this contribution?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Merge' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(toasts()).toEqual([{ message: 'Merged (sample).', type: 'success' }]);
  });

  it('fires success, error and info toasts', async () => {
    renderDesignSystem();
    await userEvent.click(screen.getByRole('button', { name: 'Success toast' }));
    await userEvent.click(screen.getByRole('button', { name: 'Error toast' }));
    await userEvent.click(screen.getByRole('button', { name: 'Info toast' }));
    expect(toasts()).toEqual([
      { message: 'Project saved.', type: 'success' },
      { message: 'Could not save the project.', type: 'error' },
      { message: 'Mira joined Night Drive EP.', type: 'info' },
    ]);
    expect(screen.getByText('Project saved.')).toBeInTheDocument();
  });

  it('opens the menu built of the real menu parts, and its items act', async () => {
    renderDesignSystem();
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Night Drive' }));
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Rename', 'Copy link', 'Delete']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Copy link' }));
    expect(toasts()).toContainEqual({ message: 'Link copied.', type: 'success' });
  });

  it('renders the sample cards and thread without asking the server', async () => {
    const { fetchMock } = renderDesignSystem();
    const cards = document.getElementById('cards') as HTMLElement;
    expect(within(cards).getAllByRole('link', { name: 'Night Drive EP' })[0]).toHaveAttribute(
      'href',
      '/projects/sample-project',
    );
    const post = within(cards).getByRole('article', { name: 'Post by Theo Lind' });
    await userEvent.click(within(post).getByRole('button', { name: '1 comment' }));
    expect(within(post).getByText(/It drags a little/)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows form errors where they belong', async () => {
    renderDesignSystem();
    const title = screen.getByRole('textbox', { name: 'Title' });
    await userEvent.clear(title);
    expect(title).toHaveAccessibleDescription(/Give the project a title\./);
    expect(title).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Show a form error' }));
    expect(screen.getByText('The project was not saved.')).toBeInTheDocument();
  });
});
