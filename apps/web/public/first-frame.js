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
