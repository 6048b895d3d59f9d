import { theme } from '@/app/theme';
import { contrastRatio, MIN_TEXT_CONTRAST } from '@/lib/contrast';

describe('the theme', () => {
  it.each(['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const)(
    'white text on %s passes WCAG AA',
    (name) => {
      expect(contrastRatio(theme.palette[name].main, '#ffffff')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    },
  );
});
