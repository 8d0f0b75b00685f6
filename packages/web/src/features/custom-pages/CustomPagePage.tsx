import { useQuery } from '@tanstack/react-query';
import { Card, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../api/index.js';
import { RouteView } from '../../routes/RouteView.js';
import { StatusScreen } from '../../routes/StatusScreen.js';
import { type CustomPageComponent, componentPath, fetchCustomPage } from './custom-page-api.js';
import './custom-page.css';

function RichText({ blocks }: { blocks: { style: 'heading' | 'paragraph'; text: string }[] }) {
  // Plain text in React elements: a stored page cannot inject markup or script.
  return blocks.map((block, index) =>
    block.style === 'heading' ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: blocks have no id and never move
      <Typography.Title key={index} level={3}>
        {block.text}
      </Typography.Title>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: blocks have no id and never move
      <Typography.Paragraph key={index}>{block.text}</Typography.Paragraph>
    ),
  );
}

function Component({ component }: { component: CustomPageComponent }) {
  const { t } = useTranslation();
  if (component.kind === 'richText')
    return (
      <Card className="vela-custom-page__text">
        <RichText blocks={component.blocks} />
      </Card>
    );
  return (
    <section className="vela-custom-page__embedded">
      <RouteView path={componentPath(component)} failedText={t('console.pageFailed')} />
    </section>
  );
}

/** A stored page by its id, as users see it: the title, then its components in order. */
export function CustomPageView({ id }: { id: string }) {
  const { t } = useTranslation();
  const page = useQuery({
    queryKey: ['customPage', id],
    queryFn: () => fetchCustomPage(id),
    enabled: id !== '',
  });
  if (id === '' || (page.isError && isApiError(page.error) && page.error.returnCode === '404'))
    return <StatusScreen heading={t('route.notFound')} lines={[t('route.notFoundDetail')]} />;
  if (page.isError) return <StatusScreen heading={t('console.pageFailed')} lines={[]} />;
  if (!page.data) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  return (
    <main className="vela-custom-page" aria-labelledby="vela-custom-page-title">
      <h1 id="vela-custom-page-title" className="vela-custom-page__title">
        {page.data.name}
      </h1>
      {page.data.components.map((component, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the stored order is the identity of a component
        <Component key={index} component={component} />
      ))}
    </main>
  );
}

/**
 * custome/customePage and injectionComponent (spec 1 §2.7): a custom lightning page, made of the
 * app's own screens (list views, record details) and text, as the organisation stored it.
 */
export default function CustomPagePage() {
  const [params] = useSearchParams();
  return <CustomPageView id={params.get('page') ?? ''} />;
}
