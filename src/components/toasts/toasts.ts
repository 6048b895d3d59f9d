import type { OptionsObject, SnackbarKey, SnackbarMessage } from 'notistack';

// The app's toasts. notistack (and its styled toast) is a chunk of its own, loaded by the ToastHost the
// first time a toast is asked for or once the screen is idle, so no route's first load carries it.
// Toasts asked for before it has loaded wait here and are shown, in order, once it has.

type Notistack = Pick<typeof import('notistack'), 'enqueueSnackbar' | 'closeSnackbar'>;
type Waiting = { key: string; message: SnackbarMessage; options: OptionsObject };

let notistack: Notistack | null = null;
let waiting: Waiting[] = [];
let hostWanted = false;
let waitingKeys = 0;
// A waiting toast's key, and the key notistack gave it once shown (for closeSnackbar).
const shownAs = new Map<string, SnackbarKey>();
const hostListeners = new Set<() => void>();

function wantHost() {
  if (hostWanted) return;
  hostWanted = true;
  for (const listener of hostListeners) listener();
}

export function enqueueSnackbar(message: SnackbarMessage, options: OptionsObject = {}): SnackbarKey {
  if (notistack) return notistack.enqueueSnackbar(message, options);
  const key = `waiting-toast-${++waitingKeys}`;
  waiting.push({ key, message, options });
  wantHost();
  return options.key ?? key;
}

export function closeSnackbar(key?: SnackbarKey): void {
  if (notistack) {
    notistack.closeSnackbar(key === undefined ? undefined : (shownAs.get(String(key)) ?? key));
    return;
  }
  waiting =
    key === undefined ? [] : waiting.filter((toast) => toast.key !== key && toast.options.key !== key);
}

// For the ToastHost: whether its provider should be loaded, and a way to hear when it should.
export const toastHostStore = {
  subscribe(listener: () => void) {
    hostListeners.add(listener);
    return () => void hostListeners.delete(listener);
  },
  wanted: () => hostWanted,
  want: wantHost,
};

// Called by the loaded provider once notistack is mounted: shows what waited.
export function attachNotistack(loaded: Notistack): () => void {
  notistack = loaded;
  const shown = waiting;
  waiting = [];
  for (const toast of shown) shownAs.set(toast.key, loaded.enqueueSnackbar(toast.message, toast.options));
  return () => {
    if (notistack === loaded) notistack = null;
  };
}
