import { LoadingBlock } from '@exchange/shared-ui';
import { Navigate } from '@exchange/shared-ui/router';
import { useRemotes } from '../federation/useRemotes';
import { homePath } from './navItems';

/**
 * `/main/dashboard`, the spec's main menu ('BACK TO MAIN MENU'), and where the welcome's Continue
 * and a lost page lead: the player's home, the remotes' first navigation entry (the spec's Cricket),
 * once the remotes have said what they hold.
 */
export function GoHome() {
  const home = homePath(useRemotes({ load: true }));
  return home ? <Navigate to={home} replace /> : <LoadingBlock />;
}
