import { render, screen } from '@testing-library/react';
import { PdfPagePlaceholder } from '@/components/pdf-viewer/lazy-pdf-viewer';

// A skeleton is a span: a name on it is only allowed (and only read out) when it has a role. axe reports
// aria-label on a span without one as a serious violation (aria-prohibited-attr).
describe('a named loading placeholder', () => {
  it('is a progress bar, so its name is read out and axe allows it', () => {
    render(<PdfPagePlaceholder />);
    expect(screen.getByRole('progressbar', { name: 'Loading the preview' })).toBeInTheDocument();
  });

  it('is a rule for every named skeleton in src: a role goes with the aria-label', async () => {
    const { readFileSync, readdirSync } = await import('node:fs');
    const { join } = await import('node:path');
    const files = readdirSync('src', { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('.tsx'),
    );
    const unnamed = files.flatMap((file) => {
      const text = readFileSync(join('src', file), 'utf8');
      // Each <Skeleton …> opening tag, up to its end.
      return [...text.matchAll(/<Skeleton\b[^>]*?\/?>/gs)]
        .map((match) => match[0])
        .filter((tag) => /aria-label=/.test(tag) && !/\brole=/.test(tag))
        .map((tag) => `${file}: ${tag.replace(/\s+/g, ' ')}`);
    });
    expect(unnamed).toEqual([]);
  });
});
