import { Link } from 'react-router';

const links = [
  { to: '/pricing', label: 'Pricing' },
  { to: '/beta-testing', label: 'Beta testing' },
  { to: '/design-system', label: 'Design system' },
  { to: '/events', label: 'Events' },
];

export function SiteFooter() {
  return (
    <footer className="border-t border-line/70">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 text-sm text-ink-faint sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-10">
        <p>Create Together · shared projects for creators</p>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="rounded hover:text-ink">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
