// The file name a download response suggests (RFC 6266): filename*=UTF-8''… wins over filename="…".
// null when the header is absent or names no file. Path parts are dropped, as browsers do.
export function fileNameFromContentDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^;]+)/i.exec(header)?.[1]?.trim();
  if (extended) {
    const encoded = extended.replace(/^"|"$/g, '').replace(/^[\w-]+'[^']*'/, '');
    try {
      const name = baseName(decodeURIComponent(encoded));
      if (name) return name;
    } catch {
      // A broken encoding: fall back to the plain parameter.
    }
  }
  const quoted = /(?:^|;)\s*filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(header)?.[1];
  const plain =
    quoted === undefined ? /(?:^|;)\s*filename\s*=\s*([^;]+)/i.exec(header)?.[1]?.trim() : undefined;
  const name = baseName((quoted ?? plain ?? '').replace(/\\(.)/g, '$1'));
  return name || null;
}

function baseName(name: string): string {
  return (name.split(/[\\/]/).pop() ?? '').trim();
}
