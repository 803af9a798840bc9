// The course's terms: the first use of a term on a page is a <dfn> linked
// to its entry in the glossary, and described (aria-describedby) by its
// definition, which the page carries hidden after its body (package
// glossary). This script shows that definition beside the term as a
// tooltip — on hover, on keyboard focus, and on a first tap (a second tap
// follows the link) — dismissed with Escape, by moving away or tapping
// elsewhere. A screen reader already reads the description: the tooltip
// is for the eyes alone. Without this script the term is a link.
(() => {
  const marks = document.querySelectorAll('dfn.term > a[aria-describedby]');
  if (marks.length === 0) return;
  const tip = document.createElement('div');
  tip.className = 'term-tip';
  tip.setAttribute('aria-hidden', 'true');
  tip.hidden = true;
  document.body.append(tip);
  let shown = null; // the link whose definition shows
  let pointer = 'mouse'; // the kind of the last pointer pressed
  // The link whose definition showed when that pointer went down: a tap
  // also sends the mouse's events and focuses the link, which show the
  // definition before the tap's click comes.
  let shownAtDown = null;
  let leaving = 0;
  const show = (a) => {
    clearTimeout(leaving);
    const def = document.getElementById(a.getAttribute('aria-describedby'));
    if (!def) return;
    const term = document.createElement('strong');
    term.textContent = a.textContent;
    tip.replaceChildren(term, ': ', ...def.cloneNode(true).childNodes);
    tip.hidden = false;
    shown = a;
    // Below the term, within the page's width.
    const r = a.getBoundingClientRect();
    const width = tip.offsetWidth;
    const left = Math.max(8, Math.min(r.left, document.documentElement.clientWidth - width - 8));
    tip.style.left = left + scrollX + 'px';
    tip.style.top = r.bottom + scrollY + 6 + 'px';
  };
  const hide = () => {
    clearTimeout(leaving);
    tip.hidden = true;
    shown = null;
  };
  // Moving from the term onto the tooltip keeps it (WCAG 1.4.13: hoverable).
  const leave = () => { leaving = setTimeout(hide, 300); };
  tip.addEventListener('mouseenter', () => clearTimeout(leaving));
  tip.addEventListener('mouseleave', leave);
  for (const a of marks) {
    a.addEventListener('mouseenter', () => show(a));
    a.addEventListener('mouseleave', leave);
    a.addEventListener('focus', () => show(a));
    a.addEventListener('blur', hide);
    a.addEventListener('click', (e) => {
      // A click says what made it where the browser tells (a keyboard's
      // is none); else the last pointer pressed does.
      const by = typeof e.pointerType === 'string' ? e.pointerType : pointer;
      if (by === 'touch' && shownAtDown !== a) {
        e.preventDefault(); // the first tap shows the definition; the next follows the link
        show(a);
      }
    });
  }
  document.addEventListener('pointerdown', (e) => {
    pointer = e.pointerType;
    shownAtDown = shown;
    if (shown && !shown.contains(e.target) && !tip.contains(e.target)) hide();
  });
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && shown) hide();
  });
})();
