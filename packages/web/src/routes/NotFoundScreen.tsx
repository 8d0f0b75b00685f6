import { useTranslation } from 'react-i18next';
import { StatusScreen } from './StatusScreen.js';

export default function NotFoundScreen() {
  const { t } = useTranslation();
  return <StatusScreen heading={t('route.notFound')} lines={[t('route.notFoundDetail')]} />;
}
