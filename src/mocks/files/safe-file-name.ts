// A file name that came from elsewhere (an upload's name) made fit to be one entry of an archive or
// one file on disk (issue 30, L2): its base name only (no folder, no `..`, no drive), the characters
// file systems refuse and control characters replaced, no leading or trailing dots and spaces, at
// most 200 characters (the extension kept), never empty.
const UNSAFE = /[\\/:*?"<>|\x00-\x1F\x7F]+/g;
const MAX_LENGTH = 200;

export function safeFileName(name: string, fallback = 'file'): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  let safe = base.replace(UNSAFE, '-').replace(/^[\s.]+|[\s.]+$/g, '');
  if (safe.length > MAX_LENGTH) {
    const extension = /\.[^.\s]{1,10}$/.exec(safe)?.[0] ?? '';
    safe = safe.slice(0, MAX_LENGTH - extension.length) + extension;
  }
  return safe || fallback;
}

// The names made safe, and unique regardless of case ('CV.pdf', 'CV (2).pdf'), in order.
export function uniqueSafeFileNames(names: readonly string[]): string[] {
  const used = new Set<string>();
  return names.map((name) => {
    const safe = safeFileName(name);
    let unique = safe;
    for (let copy = 2; used.has(unique.toLowerCase()); copy += 1)
      unique = safe.replace(/(\.[^.]*)?$/, ` (${copy})$1`);
    used.add(unique.toLowerCase());
    return unique;
  });
}
