import { alpha, decomposeColor } from '@mui/material/styles';
import { REDUCED_MOTION_QUERY, theme } from '@/app/theme';
import { contrastRatio, MIN_TEXT_CONTRAST } from '@/lib/contrast';

// An rgba() colour laid over white, as #rrggbb.
function blendOverWhite(rgba: string): string {
  const { values } = decomposeColor(rgba);
  const [r = 0, g = 0, b = 0, a = 1] = values;
  const over = (channel: number) => Math.round(255 * (1 - a) + channel * a);
  return `#${[r, g, b].map((channel) => over(channel).toString(16).padStart(2, '0')).join('')}`;
}

describe('the theme', () => {
  it.each(['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const)(
    'white text on %s passes WCAG AA',
    (name) => {
      expect(contrastRatio(theme.palette[name].main, '#ffffff')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    },
  );

  // A selected table row is tinted with the primary colour (hovered, more): an outlined status chip's
  // coloured text on it must still pass (an axe scan found "Pending" at 4.45:1 on a selected row).
  it.each(['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const)(
    '%s text on a selected, hovered row passes WCAG AA',
    (name) => {
      const { selectedOpacity, hoverOpacity } = theme.palette.action;
      const tint = alpha(theme.palette.primary.main, selectedOpacity + hoverOpacity);
      const row = blendOverWhite(tint);
      expect(contrastRatio(theme.palette[name].main, row)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    },
  );

  it('asks for no motion from who prefers reduced motion: transitions and animations end at once', () => {
    const baseline = theme.components?.MuiCssBaseline?.styleOverrides as Record<
      string,
      Record<string, unknown>
    >;
    const everything = baseline[REDUCED_MOTION_QUERY]?.['*, *::before, *::after'] as Record<string, string>;
    expect(REDUCED_MOTION_QUERY).toBe('@media (prefers-reduced-motion: reduce)');
    expect(everything).toMatchObject({
      transitionDuration: '0.01ms !important',
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
    });
  });
});
