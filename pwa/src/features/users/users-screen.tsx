/** Users: placeholder until its own issue builds the screen. */
import { AreaPanel } from '../../components/area-panel.tsx';

export function UsersScreen() {
  return <AreaPanel title="Users" />;
}
