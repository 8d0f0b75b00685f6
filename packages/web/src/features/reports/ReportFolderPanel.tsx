import { FolderAddOutlined, FolderOutlined, MoreOutlined } from '@ant-design/icons';
import { folderAccessAtLeast, type ReportFolder } from '@vela/core';
import { Button, Card, Dropdown, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export type FolderAction = 'rename' | 'share' | 'delete';

/**
 * The report list's folders (spec 1 §3 report state: the folder chosen): all reports, then each
 * folder the user sees, with what they may do to it.
 */
export function ReportFolderPanel(props: {
  folders: readonly ReportFolder[];
  selected: string | undefined;
  onSelect: (folderId: string | undefined) => void;
  onNew: () => void;
  onAction: (folder: ReportFolder, action: FolderAction) => void;
}) {
  const { t } = useTranslation();
  const entry = (id: string | undefined, label: string, count?: number) => (
    <Button
      type="text"
      block
      className="vela-report__folder-button"
      aria-current={props.selected === id ? 'page' : undefined}
      aria-label={count === undefined ? label : `${label} (${count})`}
      icon={<FolderOutlined />}
      onClick={() => props.onSelect(id)}
    >
      <span className="vela-report__folder-name">{label}</span>
      {count !== undefined && <Typography.Text type="secondary">{count}</Typography.Text>}
    </Button>
  );
  return (
    <Card
      size="small"
      className="vela-report__folders"
      title={t('reports.folders')}
      extra={
        <Button
          size="small"
          icon={<FolderAddOutlined />}
          aria-label={t('reports.newFolder')}
          title={t('reports.newFolder')}
          onClick={props.onNew}
        />
      }
    >
      <nav aria-label={t('reports.folders')}>
        <ul className="vela-report__folder-list">
          <li className={props.selected === undefined ? 'is-selected' : ''}>
            {entry(undefined, t('reports.allReports'))}
          </li>
          {props.folders.map((folder) => {
            const actions = [
              folderAccessAtLeast(folder.access, 'edit') && {
                key: 'rename',
                label: t('reports.renameFolder'),
              },
              folderAccessAtLeast(folder.access, 'manage') && {
                key: 'share',
                label: t('reports.shareFolder'),
              },
              folderAccessAtLeast(folder.access, 'manage') && {
                key: 'delete',
                label: t('reports.deleteFolder'),
                danger: true,
              },
            ].filter((item) => item !== false);
            return (
              <li key={folder.id} className={props.selected === folder.id ? 'is-selected' : ''}>
                {entry(folder.id, folder.name, folder.reportCount)}
                {actions.length > 0 && (
                  <Dropdown
                    trigger={['click']}
                    menu={{
                      items: actions,
                      onClick: ({ key }) => props.onAction(folder, key as FolderAction),
                    }}
                  >
                    <Button
                      type="text"
                      size="small"
                      icon={<MoreOutlined />}
                      aria-label={t('reports.folderActions', { name: folder.name })}
                    />
                  </Dropdown>
                )}
              </li>
            );
          })}
        </ul>
      </nav>
    </Card>
  );
}
