// The course's search. The box shows once this script runs (without
// JavaScript the page has none); Pagefind's interface and the index load
// only when a reader opens it, so the first view carries neither.
(() => {
  const box = document.querySelector('.search');
  if (!box) return;
  const button = box.querySelector('.search-open');
  const panel = box.querySelector('.search-panel');
  // Absolute: Pagefind imports its script from the bundle's address.
  const bundle = new URL(box.dataset.bundle, location.href).href;
  const root = new URL(box.dataset.root || './', location.href).href;
  box.hidden = false;
  // Pagefind gives results as paths from the site's root ("/NAME/#id");
  // the page links to them from where it stands, so the site works in a
  // host's sub-folder too.
  const here = (url) => root + url.replace(/^\//, '');
  let ready;
  const load = () => ready || (ready = new Promise((ok, fail) => {
    const css = document.createElement('link');
    css.rel = 'stylesheet';
    css.href = bundle + 'pagefind-ui.css';
    document.head.append(css);
    const js = document.createElement('script');
    js.src = bundle + 'pagefind-ui.js';
    js.onload = ok;
    js.onerror = () => fail(new Error(js.src));
    document.head.append(js);
  }).then(() => {
    // eslint-disable-next-line no-undef
    new PagefindUI({
      element: panel,
      bundlePath: bundle,
      showSubResults: true,
      showImages: false,
      resetStyles: false,
      processResult: (r) => {
        r.url = here(r.url);
        for (const s of r.sub_results || []) s.url = here(s.url);
        return r;
      },
    });
  }));
  const show = (open) => {
    panel.hidden = !open;
    button.setAttribute('aria-expanded', String(open));
  };
  button.addEventListener('click', async () => {
    if (!panel.hidden) return show(false);
    show(true);
    try {
      await load();
    } catch (e) {
      ready = undefined;
      panel.textContent = 'Arama yüklenemedi; sayfayı yeniden yükleyip deneyin.';
      return;
    }
    const input = panel.querySelector('input');
    if (!input) return;
    // A label a reader sees, as every field has (Pagefind's has only a
    // placeholder).
    if (!input.id) {
      input.id = 'search-input';
      const label = document.createElement('label');
      label.htmlFor = input.id;
      label.className = 'search-label';
      label.textContent = 'Derslerde ara';
      panel.prepend(label);
    }
    input.focus();
  });
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && !panel.hidden && panel.contains(document.activeElement)) {
      show(false);
      button.focus();
    }
  });
})();
