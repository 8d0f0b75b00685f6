import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Progress, Space, Spin, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { openRecordForm } from '../record-form/index.js';
import { fetchProjectsHome, PROJECT_KEYS } from './projects-api.js';
import './projects.css';

/** The project page of a project: the console route named consoleTabDetailProject (S1-R-053, S1-R-063). */
export const projectPagePath = (id: string) =>
  `/console-tab-detail/project-detail/${encodeURIComponent(id)}/DETAIL`;

/**
 * Projects home (`projectManagement/homePage`, S1-R-105; issue 22): my
 * projects, each with its progress rolled up from its tasks and its members;
 * a project opens its page with the Gantt.
 */
export default function ProjectsHomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const home = useQuery({ queryKey: PROJECT_KEYS.home, queryFn: fetchProjectsHome });
  const projects = home.data?.projects ?? [];
  return (
    <div className="vela-projects">
      <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('projects.home.title')}
        </Typography.Title>
        <Space>
          <Button onClick={() => navigate('/projectTasks')}>{t('projects.myTasks.title')}</Button>
          {home.data?.canCreate ? (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() =>
                openRecordForm({
                  objectApi: 'project',
                  mode: 'NEW',
                  onSaved: (saved) => navigate(projectPagePath(saved.id)),
                })
              }
            >
              {t('projects.home.new')}
            </Button>
          ) : null}
        </Space>
      </Space>
      {home.isLoading ? <Spin /> : null}
      {home.data && projects.length === 0 ? <Empty description={t('projects.home.none')} /> : null}
      <div className="vela-projects__grid">
        {projects.map((project) => (
          <Card
            key={project.id}
            title={<Link to={projectPagePath(project.id)}>{project.name}</Link>}
            extra={project.status ? <Tag>{project.status}</Tag> : null}
          >
            <Space direction="vertical" style={{ width: '100%' }}>
              <Progress
                percent={project.progress}
                aria-label={t('projects.progressOf', { name: project.name })}
                format={(percent) =>
                  t('projects.progress', { percent, done: project.doneCount, total: project.taskCount })
                }
              />
              <Typography.Text type="secondary">
                {t('projects.dates', { start: project.start || '—', end: project.end || '—' })}
              </Typography.Text>
              {project.manager ? (
                <Typography.Text>{t('projects.manager', { name: project.manager.name })}</Typography.Text>
              ) : null}
              <div className="vela-projects__members">
                {project.members.map((member) => (
                  <Tag key={member.id}>{member.name}</Tag>
                ))}
              </div>
            </Space>
          </Card>
        ))}
      </div>
    </div>
  );
}
