import { Navigate, useLocation, useParams } from 'react-router';

/** Spec 1 §2.2: commonObjects/console-multi-screen/<child> continues at the console route <child>. */
export default function ConsoleMultiScreenRedirect() {
  const child = useParams()['*'] ?? '';
  const { search } = useLocation();
  return <Navigate replace to={`/${child}${search}`} />;
}
