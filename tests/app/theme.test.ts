import { REDUCED_MOTION_QUERY, theme } from '@/app/theme';
import { contrastRatio, MIN_TEXT_CONTRAST } from '@/lib/contrast';

describe('the theme', () => {
  it.each(['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const)(
    'white text on %s passes WCAG AA',
    (name) => {
      expect(contrastRatio(theme.palette[name].main, '#ffffff')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
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
