// The page's first frame, painted from the HTML and the stylesheet before the app's code has
// arrived (the app replaces it when it starts): the top bar for a returning visitor, and on a first
// visit the intro's welcome screen (SPEC.md §2.5), whose showing time the intro continues from.
// Both wait in templates until this has chosen, so a first visit never flashes the top bar.
(() => {
  let firstVisit = true;
  try {
    firstVisit = localStorage.getItem('hasSeenIntro') !== 'true';
  } catch {
    // Without storage every visit is a first one, as the app counts it.
  }
  const frame = document.getElementById('first-frame');
  const template = document.getElementById(firstVisit ? 'welcome-frame' : 'bar-frame');
  if (!frame || !template) return;
  const screen = template.content.firstElementChild.cloneNode(true);
  if (firstVisit) screen.setAttribute('data-shown-at', String(Date.now()));
  frame.replaceChildren(screen);
})();

// What the page will ask the API for first, asked now, beside its code rather than after it: a
// returning visitor's cold load of the pages most often opened from a link. The app takes each
// answer once (lib/api.ts `takeEarlyAnswer`), for the same address; and once the answer is here,
// the picture that will be the page's largest paint is fetched too (its card's cover, or the
// project's), before the page's code has drawn the element it goes in.
(() => {
  try {
    if (localStorage.getItem('hasSeenIntro') !== 'true') return; // the intro shows first
  } catch {
    return;
  }
  const path = location.pathname.replace(/\/+$/, '');
  const project = /^\/projects\/([0-9a-f-]{36})$/i.exec(path);
  const early =
    path === '/explore' && !location.search
      ? { url: '/api/projects?sort=recent&limit=24', cover: (answer) => answer.projects?.[0]?.coverImageUrl }
      : project
        ? { url: `/api/projects/${project[1]}`, cover: (answer) => answer.project?.coverImageUrl }
        : null;
  if (!early) return;
  const answer = fetch(early.url, { headers: { Accept: 'application/json' }, credentials: 'include' });
  window.__earlyAnswers = new Map([[early.url, { answer, askedAt: Date.now() }]]);
  answer
    .then((response) => (response.ok ? response.clone().json() : null))
    .then((body) => {
      const cover = body && early.cover(body);
      if (typeof cover !== 'string' || !cover.startsWith('/media/')) return;
      const link = document.createElement('link');
      for (const [name, value] of Object.entries({
        rel: 'preload',
        as: 'image',
        href: cover,
        fetchpriority: 'high',
      }))
        link.setAttribute(name, value);
      document.head.append(link);
    })
    .catch(() => {});
})();

// The current page's own code (index.html's route preloads, written by the build: see
// build/route-preloads.ts), asked for as soon as the first frame is painted rather than once the
// entry has arrived and run — after the API's answer above, whose chain (the answer, then the
// cover) is the longer one.
(() => {
  try {
    if (localStorage.getItem('hasSeenIntro') !== 'true') return; // the intro's code comes first
  } catch {
    return;
  }
  const data = document.getElementById('route-preloads');
  if (!data) return; // a development server: nothing is built
  const { files, routes } = JSON.parse(data.textContent);
  const route = routes.find(([pattern]) => new RegExp(pattern).test(location.pathname));
  const preload = () => {
    for (const number of route?.[1] ?? []) {
      const link = document.createElement('link');
      for (const [name, value] of Object.entries({
        rel: 'modulepreload',
        href: `/${files[number]}`,
        crossorigin: '',
      }))
        link.setAttribute(name, value);
      document.head.append(link);
    }
  };
  // Once the first frame is on the screen: its paint does not share the network with them.
  requestAnimationFrame(() => setTimeout(preload, 0));
})();
