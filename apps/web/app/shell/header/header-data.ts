import type { ShellData } from '../shell.server';

/**
 * What the header shows of the shell's data: its island's props, carried as JSON in the page.
 * Its own module, so the header's parts (menus, phone links) take it without importing the header.
 */
export type HeaderData = Pick<
  ShellData,
  'phones' | 'loginUrl' | 'switchNowPitches' | 'discoveryPromo'
>;

export function headerData(shell: ShellData): HeaderData {
  const { phones, loginUrl, switchNowPitches, discoveryPromo } = shell;
  return { phones, loginUrl, switchNowPitches, discoveryPromo };
}
