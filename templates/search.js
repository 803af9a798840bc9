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
  // Pagefind links its results from the site's own path: "/", or "/kurs/"
  // under a host's sub-folder.
  const baseUrl = new URL(root).pathname;
  // What the panel says while and if the search fails to load, read out.
  const status = document.createElement('p');
  status.className = 'search-status';
  status.setAttribute('role', 'status');
  let ui;
  const load = () => new Promise((ok, fail) => {
    if (window.PagefindUI) return ok();
    const css = document.createElement('link');
    css.rel = 'stylesheet';
    css.href = bundle + 'pagefind-ui.css';
    document.head.append(css);
    const js = document.createElement('script');
    js.src = bundle + 'pagefind-ui.js';
    js.onload = ok;
    js.onerror = () => { js.remove(); css.remove(); fail(new Error(js.src)); };
    document.head.append(js);
  }).then(() => {
    const mount = document.createElement('div');
    panel.append(mount);
    // eslint-disable-next-line no-undef
    ui = new PagefindUI({ element: mount, bundlePath: bundle, baseUrl, showSubResults: true, showImages: false, resetStyles: false });
    // Pagefind's count of results ("3 sonuç bulundu") is said as it
    // changes.
    new MutationObserver(() => {
      const m = panel.querySelector('.pagefind-ui__message');
      if (m && !m.hasAttribute('role')) m.setAttribute('role', 'status');
    }).observe(panel, { childList: true, subtree: true });
  });
  const show = (open) => {
    panel.hidden = !open;
    button.setAttribute('aria-expanded', String(open));
  };
  button.addEventListener('click', async () => {
    if (!panel.hidden) return show(false);
    show(true);
    if (!ui) {
      panel.append(status);
      status.textContent = 'Arama yükleniyor…';
      try {
        await load();
        status.textContent = '';
      } catch (e) {
        status.textContent = 'Arama yüklenemedi; “Ara”ya yeniden basın.';
        show(true);
        return;
      }
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
      input.form ? input.form.before(label) : input.before(label);
    }
    input.focus();
  });
  // Escape closes the search and gives the focus back to its button. It is
  // heard before Pagefind's own (which clears the field and drops the
  // focus).
  panel.addEventListener('keydown', (e) => {
    if (e.key !== 'Escape') return;
    e.stopPropagation();
    show(false);
    button.focus();
  }, true);
})();
