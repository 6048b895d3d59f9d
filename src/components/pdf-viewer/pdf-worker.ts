import { PDFWorker, VerbosityLevel } from 'pdfjs-dist';

export type SharedPdfWorker = {
  worker: PDFWorker;
  // Rejects if the worker script fails to start (blocked, missing): pdf.js would otherwise wait forever.
  failed: Promise<never>;
};

let shared: SharedPdfWorker | null = null;

function startWorker(): Worker {
  // Next replaces `typeof window` per build: the server bundle drops this branch, so it never tries to
  // resolve the worker as a server-side module.
  if (typeof window !== 'undefined') {
    // webpack 5 and Turbopack both emit the worker as a same-origin file, which worker-src 'self' allows.
    return new Worker(new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url), { type: 'module' });
  }
  throw new Error('The PDF viewer runs in the browser only.');
}

// One worker serves every preview and outlives each document. It is handed to getDocument as `worker`
// rather than set as GlobalWorkerOptions.workerPort: with the global port, destroying one document
// tears the worker down for the next, which breaks a second viewer and Strict Mode's remount.
export function sharedPdfWorker(): SharedPdfWorker {
  if (shared) return shared;
  const port = startWorker();
  let started = false;
  // pdf.js's worker says "ready" first; an error before that means it never ran.
  port.addEventListener('message', () => (started = true), { once: true });
  const failed = new Promise<never>((_resolve, reject) => {
    port.addEventListener(
      'error',
      (event) => {
        if (started) return;
        event.preventDefault();
        port.terminate();
        shared = null;
        reject(new Error('The PDF reader could not start.'));
      },
      { once: true },
    );
  });
  // Only a load that races it cares; an unobserved rejection is not an app error.
  failed.catch(() => undefined);
  // Recovery notes about damaged files ("Indexing all PDF objects") are not for the user's console.
  shared = { worker: PDFWorker.create({ port, verbosity: VerbosityLevel.ERRORS }), failed };
  return shared;
}
