import { useQuery } from '@tanstack/react-query';
import { Space, Switch, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { recordDetailPath } from '../field-widgets/index.js';
import { projectPagePath } from './ProjectsHomePage.js';
import { fetchMyProjectTasks, type MyProjectTask, PROJECT_KEYS } from './projects-api.js';
import './projects.css';

/** My project tasks across projects (`projectTasks`, issue 22): open ones by start day, or all. */
export default function ProjectTasksPage() {
  const { t } = useTranslation();
  const [all, setAll] = useState(false);
  const tasks = useQuery({ queryKey: PROJECT_KEYS.myTasks(all), queryFn: () => fetchMyProjectTasks(all) });
  return (
    <div className="vela-projects">
      <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('projects.myTasks.title')}
        </Typography.Title>
        <Space>
          <Switch checked={all} onChange={setAll} id="vela-project-tasks-all" />
          <label htmlFor="vela-project-tasks-all">{t('projects.myTasks.includeCompleted')}</label>
        </Space>
      </Space>
      <Table<MyProjectTask>
        rowKey="id"
        loading={tasks.isLoading}
        dataSource={tasks.data?.tasks ?? []}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        locale={{ emptyText: t('projects.myTasks.none') }}
        columns={[
          {
            title: t('projects.myTasks.task'),
            dataIndex: 'name',
            render: (_, task) => <Link to={recordDetailPath(task.id)}>{task.name}</Link>,
          },
          {
            title: t('projects.myTasks.project'),
            dataIndex: 'projectName',
            render: (_, task) => <Link to={projectPagePath(task.projectId)}>{task.projectName}</Link>,
          },
          { title: t('projects.myTasks.milestone'), dataIndex: 'milestoneName' },
          { title: t('projects.myTasks.start'), dataIndex: 'start' },
          { title: t('projects.myTasks.end'), dataIndex: 'end' },
          {
            title: t('projects.myTasks.status'),
            dataIndex: 'status',
            render: (status: string) => (status ? <Tag>{status}</Tag> : null),
          },
        ]}
      />
    </div>
  );
}
