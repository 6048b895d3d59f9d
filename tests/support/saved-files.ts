// Downloads observed through the DOM, not a replaced module: a file needs no vi.mock and shares its worker.

export type SavedFile = { blob: Blob; fileName: string };

type UrlMethod = 'createObjectURL' | 'revokeObjectURL';
const URL_METHODS: readonly UrlMethod[] = ['createObjectURL', 'revokeObjectURL'];

const stubUrl = (name: UrlMethod, value: (...args: never[]) => unknown) =>
  Object.defineProperty(URL, name, { value, configurable: true, writable: true });

// At a file's top level: what each case handed to the browser's download, in order (emptied before each
// case). Object URLs and anchor clicks are stubbed for the case only, and put back exactly after it:
// the worker's window and modules are shared with the files that run next.
export function recordSavedFiles(): SavedFile[] {
  const saved: SavedFile[] = [];
  const blobs = new Map<string, Blob>();
  let original = new Map<UrlMethod, PropertyDescriptor | undefined>();
  let click: { mockRestore: () => void } | undefined;

  beforeEach(() => {
    saved.length = 0;
    blobs.clear();
    original = new Map(URL_METHODS.map((name) => [name, Object.getOwnPropertyDescriptor(URL, name)]));
    stubUrl('createObjectURL', (blob: Blob) => {
      const url = `blob:saved-${blobs.size + 1}`;
      blobs.set(url, blob);
      return url;
    });
    stubUrl('revokeObjectURL', () => {});
    // A click on one of those URLs is the download; any other link does what it did before.
    const clickThrough = HTMLAnchorElement.prototype.click;
    function saveOrClick(this: HTMLAnchorElement) {
      const blob = blobs.get(this.href);
      if (blob) saved.push({ blob, fileName: this.download });
      else clickThrough.call(this);
    }
    click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(saveOrClick);
  });

  afterEach(() => {
    click?.mockRestore();
    click = undefined;
    // jsdom may have no such property of its own: then it goes again.
    for (const [name, descriptor] of original) {
      if (descriptor) Object.defineProperty(URL, name, descriptor);
      else Reflect.deleteProperty(URL, name);
    }
  });

  return saved;
}
