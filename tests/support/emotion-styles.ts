// jsdom's getComputedStyle matches every rule in the document's style sheets, and emotion writes a rule
// per styled element: by the time a form is open each call takes ~10 ms, and a screen test spends 40% of
// its time there (role and name queries ask for styles too). Screen tests assert roles, names, text and
// what was sent, not looks, so emotion's style tags are kept out of the document unless a test asks for
// them with `withStyles()`.

const held = document.createElement('div');
let shown = false;

const isEmotionStyle = (node: Node): node is HTMLStyleElement =>
  node instanceof HTMLStyleElement && node.hasAttribute('data-emotion');

const PATCHED = Symbol.for('staff-portal.emotion-styles');

// Once per jsdom (the setup file runs for every test file sharing a worker's document).
export function holdEmotionStyles(): void {
  const proto = Node.prototype as Node & { [PATCHED]?: boolean };
  if (proto[PATCHED]) return;
  proto[PATCHED] = true;
  const insertBefore = proto.insertBefore;
  proto.insertBefore = function insertOrHold<T extends Node>(this: Node, node: T, child: Node | null): T {
    if (!isEmotionStyle(node) || this === held) return insertBefore.call(this, node, child) as T;
    if (!shown) return held.appendChild(node);
    // Emotion inserts before its last tag's sibling, which may still be in the holding place.
    return insertBefore.call(this, node, child?.parentNode === this ? child : null) as T;
  };
}

// For a test that asserts a style: every rule written so far, and every new one, is in the document
// until the test ends.
export function withStyles(): void {
  shown = true;
  document.head.append(...Array.from(held.children));
}

// After each test: styles back out of the document.
export function hideStyles(): void {
  if (!shown) return;
  shown = false;
  held.append(...Array.from(document.head.querySelectorAll('style[data-emotion]')));
}
