// The first page's own stylesheets (fonts, the plain spinner) are added from the script instead of a <link> in
// index.html: a stylesheet in the page's head holds back the first paint until it arrives, one more round trip on a
// slow phone network (decision 0029). What they style appears a moment later at worst: a spinner without its ring.
const added = new Set<string>();

export function addStylesheet(href: string) {
  if (added.has(href)) return;
  added.add(href);
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  document.head.append(link);
}
