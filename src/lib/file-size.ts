// 1024-based (what operating systems show for file sizes), labelled kB/MB/GB/TB.
export const FILE_SIZE_BASE = 1024;
export const FILE_SIZE_UNITS = ['kB', 'MB', 'GB', 'TB'] as const;

const SIZE_FORMAT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1, useGrouping: false });
const SMALLEST_SHOWN = 0.1;

export function formatFileSize(bytes: number): string {
  // Negative or non-finite sizes cannot come from a real file; show them as empty.
  const safe = Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  let value = safe / FILE_SIZE_BASE;
  let unit = 0;
  // Move up while the rounded value would reach the next unit ("1024 kB" reads as "1 MB"); TB is the cap.
  while (unit < FILE_SIZE_UNITS.length - 1 && Math.round(value * 10) / 10 >= FILE_SIZE_BASE) {
    value /= FILE_SIZE_BASE;
    unit += 1;
  }
  // A non-empty file never rounds down to "0 kB".
  if (safe > 0 && value < SMALLEST_SHOWN) value = SMALLEST_SHOWN;
  return `${SIZE_FORMAT.format(value)} ${FILE_SIZE_UNITS[unit] ?? 'TB'}`;
}

// Checked before upload so the user is told at once instead of after a failed request.
export function isFileTooLarge(file: { size: number }, maxBytes: number): boolean {
  return file.size > maxBytes;
}

// `accept` entries follow the HTML accept attribute: 'application/pdf', 'image/*' or '.docx'.
// An empty list accepts anything, as an input without `accept` does.
export function hasAllowedType(file: { type: string; name: string }, accept: readonly string[]): boolean {
  const entries = accept.map((entry) => entry.trim().toLowerCase()).filter((entry) => entry !== '');
  if (entries.length === 0) return true;
  // Browsers may add parameters ("text/plain;charset=utf-8"); only the bare type matters.
  const type = (file.type.split(';')[0] ?? '').trim().toLowerCase();
  const name = file.name.toLowerCase();
  return entries.some((entry) => {
    if (entry === '*' || entry === '*/*') return true;
    if (entry.startsWith('.')) return name.endsWith(entry);
    if (entry.endsWith('/*')) return type.startsWith(entry.slice(0, -1));
    return type === entry;
  });
}
