// dom.js — what every part of the loader puts on the page with: the URL of
// a file the page names, and nodes of HTML the build wrote.

// readerPause is how long a reader stops moving the controls before the
// page does what it leaves out while a reader drags (the charts and tables
// out of view catch up): a second without a move. Sooner, they would be
// brought up to date between the steps of a drag, each a long task on a
// phone's thread.
export const readerPause = 1000;

// asset is the URL of a file the page names, relative to the page.
export const asset = (name) => String(new URL(name, document.baseURI));

// fromBuild makes nodes of HTML the build itself writes — a table the
// WebAssembly renders (package tables), the tables of a chart's numbers
// (charts.DataTables), a chart's caption and description with the
// engine's numerals and conditions (package prose) — parsed in an inert
// template. It is never markup a lesson wrote: every string a lesson
// gives is escaped where the Go code writes it (prose escapes a word's
// text and every string its actions print; tables and charts escape
// every cell and header). As a second guard, what the engine never
// writes there goes before the nodes reach the page: any element but
// text's, tables' and the numerals', every event attribute, every URL.
// Text the page puts in by itself (a status, a summary, a mark's words)
// goes in as textContent.
const builtElements = /^(data|span|figure|figcaption|table|caption|colgroup|col|thead|tbody|tfoot|tr|th|td|div|p|br|b|strong|i|em|sub|sup|abbr|code|kbd)$/;
export const fromBuild = (html) => {
  const t = document.createElement('template');
  t.innerHTML = html;
  for (const el of [...t.content.querySelectorAll('*')]) {
    if (!builtElements.test(el.localName)) {
      el.remove();
      continue;
    }
    for (const a of [...el.attributes]) {
      if (/^on/i.test(a.name) || /^(href|src|action|formaction|xlink:href|style)$/i.test(a.name)) el.removeAttribute(a.name);
    }
  }
  return t.content;
};

// putHTML puts the build's html (fromBuild) in element e, unless it holds
// that already: a text written again, even as it was, has the browser lay
// the page out and paint it anew. A caption's number stays (keepLabel).
const putHTMLs = new WeakMap();
export const putHTML = (e, html) => {
  if (putHTMLs.get(e) === html) return;
  putHTMLs.set(e, html);
  const label = e.querySelector(':scope > .figure-label');
  e.replaceChildren(fromBuild(html));
  keepLabel(e, label);
};

// keepLabel puts back label, a caption's number (span.figure-label), at
// the start of caption e, which the engine wrote again without it: the
// number is the page's (the order of its tables and figures), which the
// engine does not know.
export const keepLabel = (e, label) => {
  if (label && !e.querySelector(':scope > .figure-label')) e.prepend(label.cloneNode(true), ' ');
};
