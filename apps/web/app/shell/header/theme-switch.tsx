import { ThemeToggle } from '@tablogs/ui';
import { setTheme, useTheme } from '../../theme/theme';

export function ThemeSwitch() {
  const theme = useTheme();
  return (
    <ThemeToggle theme={theme} onToggle={() => setTheme(theme === 'dark' ? 'light' : 'dark')} />
  );
}
