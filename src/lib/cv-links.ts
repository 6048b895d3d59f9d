// A CV preview is addressed by the current path with ?tab=preview&cvId={id} (SPEC §2), so it can be
// linked, shared and reloaded.

// The path alone: what the profile tab shows without a preview.
export function pathOf(asPath: string): string {
  return asPath.split(/[?#]/)[0] ?? '';
}

export function cvPreviewHref(asPath: string, cvId: number): string {
  const query = new URLSearchParams({ tab: 'preview', cvId: String(cvId) });
  return `${pathOf(asPath)}?${query.toString()}`;
}

// The absolute address to share (Copy link).
export function cvPreviewUrl(origin: string, asPath: string, cvId: number): string {
  return new URL(cvPreviewHref(asPath, cvId), origin).toString();
}
