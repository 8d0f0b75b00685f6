import { Navigate } from 'react-router';
import { useGlobalStore } from '../../state/index.js';
import { defaultLaunchPath } from './default-launch.js';

/** defaultPage: opens where the current app starts (default-launch.ts). */
export default function DefaultLaunchPage() {
  const menus = useGlobalStore((state) => state.menus);
  return <Navigate to={defaultLaunchPath(menus)} replace />;
}
