// The layout checks of issue 32, run inside the page in one evaluate (Playwright sends the function's
// source, so it must not use anything from outside its own body).

export type LayoutCheck = 'page overflow' | 'clipped figure' | 'sticky cover';

export type LayoutFinding = {
  check: LayoutCheck;
  // Role, name or label, and text of the element, with the table, row or card it sits in.
  element: string;
  // What was measured, in CSS pixels.
  measure: string;
};

export type LayoutReport = {
  failures: LayoutFinding[];
  // Figures cut short on purpose: an ellipsis shown and the full value in a title or aria-label.
  shortened: LayoutFinding[];
};

export async function measureLayoutInPage(): Promise<LayoutReport> {
  const failures: LayoutFinding[] = [];
  const shortened: LayoutFinding[] = [];
  // A frame and a task: what a scroll asked a virtualised list to render is drawn by then.
  const settle = () =>
    new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(), 0)));
  await document.fonts.ready;
  await settle();

  const CELLS = 'td, th, [role="cell"], [role="gridcell"], [role="rowheader"], [role="columnheader"]';
  const CARDS = '[data-card], .MuiCard-root, .MuiPaper-root';
  const ROWS = 'tr, [role="row"]';
  // Figures the product marks itself (the KPI strip marks its values); other cells and cards are
  // judged by their text.
  const MARKED = '[data-figure], [data-kpi-figure]';
  const MONTHS =
    'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?';
  const WORDS = new RegExp(
    `\\b(?:${MONTHS}|mon|tue|wed|thu|fri|sat|sun|h|hrs?|hours?|min|mins|minutes?|d|days?|wks?|weeks?|mo|months?|yrs?|years?|of|q[1-4]|pcs)\\.?(?![a-z])`,
    'gi',
  );

  const clean = (text: string) => text.replace(/[\s\u00a0\u202f\u2009]+/g, ' ').trim();
  const quote = (text: string, max = 60) => {
    const line = clean(text);
    return `"${line.length > max ? `${line.slice(0, max - 1)}…` : line}"`;
  };
  const px = (value: number) => `${Math.round(value)} px`;

  // A number, an amount, a percentage, a duration or a date: digits with separators, signs and
  // currency, units, month and day names around them, and nothing else.
  const isFigureText = (text: string) => {
    if (text.length === 0 || text.length > 48 || !/\d/.test(text)) return false;
    const rest = text
      .replace(/\b[A-Z]{3}\b/g, ' ')
      .replace(/(\d)(?:h|m|d|w|k)\b/gi, '$1')
      .replace(/\bW(?=\d)/g, ' ')
      .replace(WORDS, ' ');
    return /^[\d\s.,:;/%+\-−–—()×·'’€$£₾¥#≈~<>]+$/.test(rest);
  };

  const styleOf = (element: Element) => getComputedStyle(element);
  const shownCache = new Map<Element, boolean>();
  // Rendered and not visually hidden (MUI's visuallyHidden is a 1 px clipped box).
  const isShown = (element: Element): boolean => {
    const known = shownCache.get(element);
    if (known !== undefined) return known;
    let shown = element.checkVisibility({ visibilityProperty: true });
    const style = styleOf(element);
    if (shown && /^rect\(0px,? 0px,? 0px,? 0px\)$/.test(style.clip)) shown = false;
    if (shown && style.display !== 'contents') {
      const rect = element.getBoundingClientRect();
      shown = rect.width > 1 || rect.height > 1;
    }
    shownCache.set(element, shown);
    return shown;
  };
  const textIsShown = (node: Text, root: Element) => {
    for (let element = node.parentElement; element; element = element.parentElement) {
      if (element.closest('svg')) return false;
      if (!isShown(element)) return false;
      if (element === root) break;
    }
    const range = document.createRange();
    range.selectNodeContents(node);
    return Array.from(range.getClientRects()).some((rect) => rect.width > 0 && rect.height > 0);
  };
  const visibleTextNodes = (root: Element): Text[] => {
    const nodes: Text[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node as Text;
      if (clean(text.data) !== '' && textIsShown(text, root)) nodes.push(text);
    }
    return nodes;
  };
  const textOf = (nodes: Text[]) => clean(nodes.map((node) => node.data).join(' '));
  const textRects = (nodes: Text[]) =>
    nodes.flatMap((node) => {
      const range = document.createRange();
      range.selectNodeContents(node);
      return Array.from(range.getClientRects()).filter((rect) => rect.width > 0 && rect.height > 0);
    });

  const IMPLICIT_ROLES: Record<string, string> = {
    TD: 'cell',
    TH: 'columnheader',
    TR: 'row',
    LI: 'listitem',
    TABLE: 'table',
    THEAD: 'rowgroup',
    TFOOT: 'rowgroup',
    HEADER: 'banner',
    FOOTER: 'contentinfo',
    NAV: 'navigation',
    ASIDE: 'complementary',
    MAIN: 'main',
    BUTTON: 'button',
    A: 'link',
    H1: 'heading',
    H2: 'heading',
    H3: 'heading',
    H4: 'heading',
    H5: 'heading',
    H6: 'heading',
  };
  const roleOf = (element: Element) =>
    element.getAttribute('role') ?? IMPLICIT_ROLES[element.tagName] ?? element.tagName.toLowerCase();
  const labelOf = (element: Element) => {
    const label = element.getAttribute('aria-label');
    if (label) return label;
    const ids = element.getAttribute('aria-labelledby');
    if (!ids) return null;
    return ids
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
  };
  // "cell "12 %" in row "Ann Lee …" of table "Projects"": what a person would look for on the screen.
  const describe = (element: Element) => {
    const label = labelOf(element);
    // A hidden box (a screen reader's text) is named by what it says.
    const text = textOf(visibleTextNodes(element)) || clean(element.textContent ?? '');
    const parts = [roleOf(element)];
    if (label) parts.push(`labelled ${quote(label)}`);
    if (text) parts.push(quote(text));
    const row = element.parentElement?.closest(ROWS);
    if (row && !element.matches(ROWS)) parts.push(`in row ${quote(textOf(visibleTextNodes(row)), 40)}`);
    const table = element.closest('table, [role="grid"], [role="table"], [role="treegrid"]');
    const tableName = table ? (labelOf(table) ?? table.querySelector('caption')?.textContent) : null;
    if (table && table !== element)
      parts.push(`of ${roleOf(table)}${tableName ? ` ${quote(tableName)}` : ''}`);
    const card = table ? null : element.parentElement?.closest(CARDS);
    if (card) parts.push(`in card ${quote(textOf(visibleTextNodes(card)), 40)}`);
    return parts.join(' ');
  };

  // 1. The page scrolls sideways: report the outermost elements that reach past the window and that
  // no box clips (an absolute box escapes a scroller that is not its containing block).
  const root = document.scrollingElement ?? document.documentElement;
  const containingBlock = (element: Element): Element | null => {
    const position = styleOf(element).position;
    if (position === 'fixed') return null;
    if (position !== 'absolute') return element.parentElement;
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      const style = styleOf(parent);
      if (style.position !== 'static' || style.transform !== 'none') return parent;
    }
    return document.documentElement;
  };
  const widensPage = (element: Element) => {
    if (styleOf(element).position === 'fixed') return false;
    for (let block = containingBlock(element); block; block = containingBlock(block)) {
      if (block === document.body || block === document.documentElement) return true;
      const style = styleOf(block);
      if (style.position === 'fixed' || style.overflowX !== 'visible') return false;
    }
    return false;
  };
  if (root.scrollWidth > root.clientWidth + 1) {
    const wide = new Set(
      Array.from(document.body.querySelectorAll('*')).filter((element) => {
        const rect = element.getBoundingClientRect();
        return rect.right > root.clientWidth + 1 && rect.width > 0 && widensPage(element);
      }),
    );
    const outermost = [...wide].filter((element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement)
        if (wide.has(parent)) return false;
      return true;
    });
    const culprits = outermost.slice(0, 3).map((element) => {
      const rect = element.getBoundingClientRect();
      return `${describe(element)} reaches ${px(rect.right)}`;
    });
    if (outermost.length > culprits.length) culprits.push(`${outermost.length - culprits.length} more`);
    failures.push({
      check: 'page overflow',
      element: culprits.length > 0 ? culprits.join('; ') : 'the page',
      measure: `document scrollWidth ${root.scrollWidth} > clientWidth ${root.clientWidth}`,
    });
  }

  // 2. Figures clipped inside their cell or card.
  type Holder = { holder: Element; container: Element; marked: boolean };
  const holders: Holder[] = [];
  const seen = new Set<Element>();
  for (const marked of Array.from(document.querySelectorAll(MARKED))) {
    if (!isShown(marked)) continue;
    const container = marked.parentElement?.closest(`${CELLS}, ${CARDS}`) ?? marked;
    holders.push({ holder: marked, container, marked: true });
    seen.add(marked);
  }
  for (const cell of Array.from(document.querySelectorAll(CELLS))) {
    if (seen.has(cell) || cell.closest(MARKED) || !isShown(cell)) continue;
    if (cell.querySelector(MARKED)) continue;
    if (isFigureText(textOf(visibleTextNodes(cell))))
      holders.push({ holder: cell, container: cell, marked: false });
  }
  // In cards, the outermost element whose whole text is a figure (a KPI's value, not its label).
  const textCache = new Map<Element, string>();
  const cachedText = (element: Element) => {
    let text = textCache.get(element);
    if (text === undefined) {
      text = textOf(visibleTextNodes(element));
      textCache.set(element, text);
    }
    return text;
  };
  for (const card of Array.from(document.querySelectorAll(CARDS))) {
    if (!isShown(card) || card.parentElement?.closest(CARDS)) continue;
    for (const node of visibleTextNodes(card)) {
      let element = node.parentElement;
      if (!element || element.closest(`${CELLS}, ${MARKED}`)) continue;
      if (!isFigureText(cachedText(element))) continue;
      while (element !== card && element.parentElement && isFigureText(cachedText(element.parentElement)))
        element = element.parentElement;
      if (seen.has(element)) continue;
      seen.add(element);
      holders.push({ holder: element, container: element.closest(CARDS) ?? card, marked: false });
    }
  }

  const exposesValue = (holder: Element, container: Element, value: string) => {
    const wanted = value.replace(/[\s−]/g, (c) => (c === '−' ? '-' : ''));
    const carriers = new Set<Element>([...Array.from(holder.querySelectorAll('*')), holder]);
    for (let element: Element | null = holder; element; element = element.parentElement) {
      carriers.add(element);
      if (element === container) break;
    }
    for (const element of carriers) {
      const described = (element.getAttribute('aria-describedby') ?? '')
        .split(/\s+/)
        .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''));
      const offered = [element.getAttribute('title'), element.getAttribute('aria-label'), ...described];
      if (
        offered.some((text) => text && text.replace(/[\s−]/g, (c) => (c === '−' ? '-' : '')).includes(wanted))
      )
        return true;
    }
    return false;
  };

  for (const { holder, container, marked } of holders) {
    const nodes = visibleTextNodes(holder);
    if (nodes.length === 0) continue;
    const value = textOf(nodes);
    // The boxes that can cut the text: the cell or card, every box between it and the text that clips,
    // and the figure element itself when it is a block.
    const boxes = new Set<Element>([container]);
    if (holder.clientWidth > 0 || marked) boxes.add(holder);
    for (const node of nodes)
      for (
        let element = node.parentElement;
        element && element !== container;
        element = element.parentElement
      ) {
        if (!container.contains(element)) break;
        if (styleOf(element).overflowX !== 'visible') boxes.add(element);
      }
    let worst: { box: Element; over: number; textWidth: number } | null = null;
    for (const box of boxes) {
      if (box.clientWidth === 0) continue;
      const inBox = nodes.filter((node) => box.contains(node));
      const rects = textRects(inBox);
      if (rects.length === 0) continue;
      const left = Math.min(...rects.map((rect) => rect.left));
      const right = Math.max(...rects.map((rect) => rect.right));
      const boxRect = box.getBoundingClientRect();
      const innerLeft = boxRect.left + box.clientLeft;
      const innerRight = innerLeft + box.clientWidth;
      const over = Math.max(right - innerRight, innerLeft - left);
      if (over > 1 && (!worst || over > worst.over)) worst = { box, over, textWidth: right - left };
    }
    if (!worst) continue;
    const { box } = worst;
    const ellipsis = [...boxes].some(
      (element) => styleOf(element).textOverflow === 'ellipsis' && styleOf(element).overflowX !== 'visible',
    );
    const fullValue = exposesValue(holder, container, value);
    const where = box === holder || box === container ? '' : ` (clipped by ${roleOf(box)} inside it)`;
    const finding: LayoutFinding = {
      check: 'clipped figure',
      element: `${describe(holder)}${where}`,
      measure:
        `text ${px(worst.textWidth)} wide runs ${px(worst.over)} past a box ${px(box.clientWidth)} wide ` +
        `(scrollWidth ${box.scrollWidth} > clientWidth ${box.clientWidth})` +
        (ellipsis && !fullValue
          ? '; an ellipsis, but no title, aria-label or tooltip with the full value'
          : ''),
    };
    if (ellipsis && fullValue) shortened.push(finding);
    else failures.push(finding);
  }

  // 3. Rows under a sticky header or footer, with their scroll container at its start and at its end.
  const overflowing = (value: string) => value !== 'visible' && value !== 'clip';
  // Where a sticky element sticks: its nearest ancestor that clips or scrolls, or the page.
  const stickyScroller = (element: Element): Element => {
    for (
      let parent = element.parentElement;
      parent && parent !== document.body;
      parent = parent.parentElement
    ) {
      const style = styleOf(parent);
      if (overflowing(style.overflowX) || overflowing(style.overflowY)) return parent;
    }
    return root;
  };
  const scrollsVertically = (element: Element) =>
    overflowing(styleOf(element).overflowY) && element.scrollHeight > element.clientHeight + 1;
  // Where a row scrolls: its nearest ancestor that really scrolls up and down, or the page.
  const rowScroller = (element: Element): Element => {
    for (
      let parent = element.parentElement;
      parent && parent !== document.body;
      parent = parent.parentElement
    )
      if (scrollsVertically(parent)) return parent;
    return root;
  };
  const isStuck = (style: CSSStyleDeclaration) =>
    (style.position === 'sticky' && (style.top !== 'auto' || style.bottom !== 'auto')) ||
    style.position === 'fixed';

  const coverers = new Map<Element, Element[]>();
  const addCoverer = (scroller: Element, element: Element) => {
    const list = coverers.get(scroller) ?? [];
    if (!list.some((other) => other.contains(element))) list.push(element);
    coverers.set(scroller, list);
  };
  for (const element of Array.from(document.body.querySelectorAll('*'))) {
    const style = styleOf(element);
    if (!isStuck(style) || !isShown(element)) continue;
    if (style.position === 'fixed') {
      addCoverer(root, element);
      for (
        let parent = element.parentElement;
        parent && parent !== document.body;
        parent = parent.parentElement
      )
        if (scrollsVertically(parent)) addCoverer(parent, element);
      continue;
    }
    const scroller = stickyScroller(element);
    // A sticky box in a box that does not scroll up and down never moves over anything.
    if (scroller === root || scrollsVertically(scroller)) addCoverer(scroller, element);
  }

  const isBodyRow = (row: Element, scroller: Element) => {
    if (!isShown(row) || row.closest('thead, tfoot')) return false;
    if (
      row.querySelector('th:not([scope="row"]), [role="columnheader"]') &&
      !row.querySelector('td, [role="gridcell"], [role="cell"]')
    )
      return false;
    for (let element: Element | null = row; element && element !== scroller; element = element.parentElement)
      if (isStuck(styleOf(element))) return false;
    for (const cell of Array.from(row.children)) if (isStuck(styleOf(cell))) return false;
    return rowScroller(row) === scroller;
  };
  const visibleArea = (scroller: Element) => {
    if (scroller === root) return { top: 0, bottom: root.clientHeight, left: 0, right: root.clientWidth };
    const rect = scroller.getBoundingClientRect();
    const top = rect.top + scroller.clientTop;
    const left = rect.left + scroller.clientLeft;
    return { top, bottom: top + scroller.clientHeight, left, right: left + scroller.clientWidth };
  };
  const scrollTo = async (scroller: Element, end: boolean) => {
    // A virtualised list measures the rows it renders and may grow: scroll to the end until it stays.
    // Already there (a list that fits, or the start on load), nothing moves and nothing is awaited.
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const target = end ? scroller.scrollHeight - scroller.clientHeight : 0;
      if (Math.abs(scroller.scrollTop - target) <= 1) return;
      scroller.scrollTop = target;
      await settle();
      await settle();
    }
  };
  const checkRow = (scroller: Element, end: boolean) => {
    // The first (or last) row drawn that has text: spacer rows of a virtualised list have none.
    const edge = (row: Element) =>
      end ? -row.getBoundingClientRect().bottom : row.getBoundingClientRect().top;
    const row = Array.from(scroller.querySelectorAll(ROWS))
      .filter((candidate) => isBodyRow(candidate, scroller))
      .sort((a, b) => edge(a) - edge(b))
      .find((candidate) => visibleTextNodes(candidate).length > 0);
    if (!row) return;
    const area = visibleArea(scroller);
    const rects = textRects(visibleTextNodes(row))
      .map((rect) => ({
        left: Math.max(rect.left, area.left),
        right: Math.min(rect.right, area.right),
        top: Math.max(rect.top, area.top),
        bottom: Math.min(rect.bottom, area.bottom),
      }))
      .filter((rect) => rect.right - rect.left > 1 && rect.bottom - rect.top > 1);
    for (const cover of coverers.get(scroller) ?? []) {
      if (cover.contains(row) || row.contains(cover)) continue;
      const c = cover.getBoundingClientRect();
      let overlap = 0;
      let probe: { x: number; y: number } | null = null;
      for (const rect of rects) {
        const width = Math.min(rect.right, c.right) - Math.max(rect.left, c.left);
        const height = Math.min(rect.bottom, c.bottom) - Math.max(rect.top, c.top);
        if (width > 1 && height > 1 && height > overlap) {
          overlap = height;
          probe = {
            x: (Math.max(rect.left, c.left) + Math.min(rect.right, c.right)) / 2,
            y: (Math.max(rect.top, c.top) + Math.min(rect.bottom, c.bottom)) / 2,
          };
        }
      }
      if (!probe) continue;
      // Drawn beneath the row's text after all (the row's own box is hit first): not covering.
      const hit = document.elementFromPoint(probe.x, probe.y);
      if (hit && row.contains(hit)) continue;
      failures.push({
        check: 'sticky cover',
        element: `${describe(row)} under sticky ${describe(cover)}`,
        measure: `${px(overlap)} of the row's text covered with the ${
          scroller === root ? 'page' : roleOf(scroller)
        } scrolled to its ${end ? 'end' : 'start'}`,
      });
    }
  };

  const scrollers = [...coverers.keys()].sort((a, b) => (a === root ? 1 : b === root ? -1 : 0));
  const startingScroll = new Map(scrollers.map((scroller) => [scroller, scroller.scrollTop] as const));
  for (const scroller of scrollers) {
    await scrollTo(scroller, false);
    checkRow(scroller, false);
    await scrollTo(scroller, true);
    checkRow(scroller, true);
  }
  for (const [scroller, top] of startingScroll) scroller.scrollTop = top;

  return { failures, shortened };
}
