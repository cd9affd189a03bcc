// The page's first frame, painted from the HTML and the stylesheet before the app's code has
// arrived (the app replaces it when it starts): the top bar for a returning visitor, and on a first
// visit the intro's welcome screen (SPEC.md §2.5), whose showing time the intro continues from.
(() => {
  let firstVisit = true;
  try {
    firstVisit = localStorage.getItem('hasSeenIntro') !== 'true';
  } catch {
    // Without storage every visit is a first one, as the app counts it.
  }
  if (!firstVisit) return;
  const frame = document.getElementById('first-frame');
  const welcome = document.getElementById('welcome-frame');
  if (!frame || !welcome) return;
  const screen = welcome.content.firstElementChild.cloneNode(true);
  screen.setAttribute('data-shown-at', String(Date.now()));
  frame.replaceChildren(screen);
})();
