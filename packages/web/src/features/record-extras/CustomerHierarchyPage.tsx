import { ApartmentOutlined, LockOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Skeleton, Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { recordPath } from '../record-detail/index.js';
import { failureText, fetchHierarchy, type HierarchyNode } from './record-extras-api.js';
import './record-extras.css';

function toTreeData(node: HierarchyNode, restrictedLabel: string): DataNode {
  const title = node.restricted ? (
    <span className="vela-hierarchy__restricted">
      <LockOutlined aria-hidden /> {restrictedLabel}
    </span>
  ) : node.isCurrent ? (
    <span className="vela-hierarchy__current" aria-current="page">
      {node.name}
    </span>
  ) : (
    <Link to={recordPath(node.id ?? '')}>{node.name}</Link>
  );
  return { key: node.key, title, children: node.children.map((child) => toTreeData(child, restrictedLabel)) };
}

function allKeys(node: HierarchyNode): string[] {
  return [node.key, ...node.children.flatMap(allKeys)];
}

/** commonObjects/customer?id=: an account's parent/child tree; records the user may not read are restricted. */
export default function CustomerHierarchyPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const tree = useQuery({
    queryKey: ['customerHierarchy', id],
    queryFn: () => fetchHierarchy(id),
    enabled: id !== '',
  });
  if (!id) return <Alert type="info" showIcon title={t('recordExtras.hierarchyMissing')} />;
  if (tree.isError)
    return <Alert type="error" showIcon title={failureText(tree.error, t('recordExtras.notFound'))} />;
  const data = tree.data;
  return (
    <Card
      title={
        <h1 className="vela-extras-heading">
          <ApartmentOutlined aria-hidden />{' '}
          {t('recordExtras.hierarchyTitle', { object: data?.objectLabel ?? '' })}
        </h1>
      }
      extra={<Link to={recordPath(id)}>{t('recordExtras.backToRecord')}</Link>}
    >
      {!data ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <>
          {data.truncated && <Alert type="warning" showIcon title={t('recordExtras.hierarchyTruncated')} />}
          <Tree
            aria-label={t('recordExtras.hierarchyTitle', { object: data.objectLabel })}
            showLine
            selectable={false}
            defaultExpandedKeys={allKeys(data.root)}
            treeData={[toTreeData(data.root, t('recordExtras.hierarchyRestricted'))]}
          />
        </>
      )}
    </Card>
  );
}
