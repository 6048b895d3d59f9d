import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { CurrencyMode } from './currency-mode';
import { useProjectCurrencyMode } from './use-project-currency-mode';

// Project currency ⇄ company currency, for every tab's amounts; kept in the URL.
export function CurrencySwitch({ projectCurrency }: { projectCurrency: string }) {
  const { mode, companyCurrency, setMode } = useProjectCurrencyMode();
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={mode}
      aria-label="Amounts in"
      onChange={(_event, next: CurrencyMode | null) => {
        if (next) setMode(next);
      }}
    >
      <ToggleButton value="project" sx={{ textTransform: 'none' }}>
        Project currency ({projectCurrency})
      </ToggleButton>
      <ToggleButton value="company" sx={{ textTransform: 'none' }}>
        Company currency ({companyCurrency})
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
