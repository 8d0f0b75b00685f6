import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Empty,
  message,
  Progress,
  Segmented,
  Select,
  Space,
  Switch,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { isApiError } from '../../api/index.js';
import { recordDetailPath } from '../field-widgets/index.js';
import { openRecordForm } from '../record-form/index.js';
import { ProjectActualHours } from '../timesheets/index.js';
import { GanttChart } from './GanttChart.js';
import type { Zoom } from './gantt-geometry.js';
import {
  addTaskLink,
  fetchProjectPlan,
  fetchProjectsHome,
  moveTask,
  PROJECT_KEYS,
  type ProjectPlan,
  removeTaskLink,
  saveBaseline,
} from './projects-api.js';
import './projects.css';

const reasonOf = (error: unknown) => (isApiError(error) ? error.message : String(error));

/**
 * A project's page (issue 22): the console project detail routes
 * (S1-R-041, S1-R-053, S1-R-063) with the project in the path, and the Gantt
 * routes (`gantt/gantt`, `gantt2025`) with `?projectId=` or a project to
 * choose. Shows progress and members above the Gantt; links are added and
 * removed here, and a refused link or move says why.
 */
export default function ProjectPage() {
  const { t } = useTranslation();
  const params = useParams();
  const [search, setSearch] = useSearchParams();
  const home = useQuery({ queryKey: PROJECT_KEYS.home, queryFn: fetchProjectsHome, enabled: !params.id });
  const projectId = params.id ?? search.get('projectId') ?? home.data?.projects[0]?.id ?? '';
  const plan = useQuery({
    queryKey: PROJECT_KEYS.plan(projectId),
    queryFn: () => fetchProjectPlan(projectId),
    enabled: projectId !== '',
  });

  return (
    <div className="vela-projects">
      {params.id ? null : (
        <Space wrap>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {t('projects.gantt.title')}
          </Typography.Title>
          <Select
            aria-label={t('projects.gantt.chooseProject')}
            style={{ minWidth: 280 }}
            loading={home.isLoading}
            value={projectId || undefined}
            placeholder={t('projects.gantt.chooseProject')}
            options={(home.data?.projects ?? []).map((project) => ({
              value: project.id,
              label: project.name,
            }))}
            onChange={(value: string) => setSearch({ projectId: value })}
          />
        </Space>
      )}
      {home.data && home.data.projects.length === 0 && !params.id ? (
        <Empty description={t('projects.home.none')} />
      ) : null}
      {plan.data ? <ProjectPlanView plan={plan.data} titleLevel={params.id ? 3 : 4} /> : null}
      {plan.isError ? <Alert type="error" showIcon message={reasonOf(plan.error)} /> : null}
    </div>
  );
}

function ProjectPlanView({ plan, titleLevel }: { plan: ProjectPlan; titleLevel: 3 | 4 }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [messages, messageHolder] = message.useMessage();
  const [zoom, setZoom] = useState<Zoom>('day');
  const [showBaseline, setShowBaseline] = useState(true);
  const [before, setBefore] = useState<string>();
  const [after, setAfter] = useState<string>();
  const [linkError, setLinkError] = useState('');
  const { project } = plan;
  const refresh = () => queryClient.invalidateQueries({ queryKey: PROJECT_KEYS.all });
  const names = new Map(plan.tasks.map((task) => [task.id, task.name]));
  const taskOptions = plan.tasks.map((task) => ({ value: task.id, label: task.name }));

  const onMove = async (taskId: string, start: string) => {
    try {
      const answer = await moveTask(taskId, start);
      if (!answer.isSaveSuccess)
        messages.error(t('projects.gantt.moveRefused', { reason: answer.errormessage }));
      else if (answer.moved.length > 1)
        messages.success(t('projects.gantt.movedWithDependants', { count: answer.moved.length - 1 }));
    } catch (error) {
      messages.error(t('projects.gantt.moveRefused', { reason: reasonOf(error) }));
    }
    await refresh();
  };
  const addLink = async () => {
    if (!before || !after) return;
    setLinkError('');
    try {
      await addTaskLink({ projectId: project.id, predecessorId: before, successorId: after });
      setBefore(undefined);
      setAfter(undefined);
      await refresh();
    } catch (error) {
      setLinkError(reasonOf(error));
    }
  };

  return (
    <>
      {messageHolder}
      <Card>
        <Space direction="vertical" style={{ width: '100%' }}>
          <Space wrap align="center">
            <Typography.Title level={titleLevel} style={{ margin: 0 }}>
              {project.name}
            </Typography.Title>
            {project.status ? <Tag>{project.status}</Tag> : null}
            <Link to={recordDetailPath(project.id)}>{t('projects.openRecord')}</Link>
          </Space>
          <Typography.Text type="secondary">
            {t('projects.dates', { start: project.start || '—', end: project.end || '—' })}
            {project.manager ? ` · ${t('projects.manager', { name: project.manager.name })}` : ''}
          </Typography.Text>
          <Progress
            percent={project.progress}
            aria-label={t('projects.progressOf', { name: project.name })}
            format={(percent) =>
              t('projects.progress', { percent, done: project.doneCount, total: project.taskCount })
            }
          />
          <ProjectActualHours projectId={project.id} />
          <div className="vela-projects__members">
            <Typography.Text strong>{t('projects.members')}:</Typography.Text>
            {project.members.map((member) => (
              <Tag key={member.id}>{member.name}</Tag>
            ))}
          </div>
        </Space>
      </Card>
      <div className="vela-projects__toolbar">
        <Segmented
          aria-label={t('projects.gantt.zoom')}
          value={zoom}
          onChange={(value) => setZoom(value as Zoom)}
          options={(['day', 'week', 'month'] as const).map((value) => ({
            value,
            label: t(`projects.gantt.zoom.${value}`),
          }))}
        />
        <Space>
          <Switch
            checked={showBaseline}
            onChange={setShowBaseline}
            aria-label={t('projects.gantt.showBaseline')}
            id="vela-gantt-baseline"
          />
          <label htmlFor="vela-gantt-baseline">{t('projects.gantt.showBaseline')}</label>
        </Space>
        {project.canEdit ? (
          <Button
            type="primary"
            onClick={() =>
              openRecordForm({
                objectApi: 'velaSubtask',
                mode: 'NEW',
                defaultValues: { project_name: project.id },
                onSaved: () => void refresh(),
              })
            }
          >
            {t('projects.addTask')}
          </Button>
        ) : null}
        {project.canEdit ? (
          <Button
            onClick={async () => {
              const saved = await saveBaseline(project.id);
              messages.success(t('projects.gantt.baselineSaved', { count: saved.taskCount }));
              await refresh();
            }}
          >
            {t('projects.gantt.saveBaseline')}
          </Button>
        ) : null}
        <Button onClick={() => navigate(`/gantt/gantt?projectId=${encodeURIComponent(project.id)}`)}>
          {t('projects.gantt.fullScreen')}
        </Button>
        <div className="vela-projects__legend">
          <span>
            <i style={{ background: '#1677ff' }} />
            {t('projects.gantt.legend.task')}
          </span>
          <span>
            <i style={{ background: '#cf1322' }} />
            {t('projects.gantt.critical')}
          </span>
          <span>
            <i style={{ background: '#8c8c8c', height: 4 }} />
            {t('projects.gantt.legend.baseline')}
          </span>
        </div>
      </div>
      {project.canEdit ? (
        <Space wrap>
          <Typography.Text strong>{t('projects.links.title')}</Typography.Text>
          <Select
            aria-label={t('projects.links.before')}
            placeholder={t('projects.links.before')}
            style={{ minWidth: 220 }}
            value={before}
            onChange={setBefore}
            options={taskOptions}
            showSearch
            optionFilterProp="label"
          />
          <Typography.Text>{t('projects.links.then')}</Typography.Text>
          <Select
            aria-label={t('projects.links.after')}
            placeholder={t('projects.links.after')}
            style={{ minWidth: 220 }}
            value={after}
            onChange={setAfter}
            options={taskOptions}
            showSearch
            optionFilterProp="label"
          />
          <Button type="primary" disabled={!before || !after} onClick={addLink}>
            {t('projects.links.add')}
          </Button>
        </Space>
      ) : null}
      {linkError ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          message={t('projects.links.refused', { reason: linkError })}
        />
      ) : null}
      {plan.dependencies.length > 0 ? (
        <div className="vela-projects__members" title={t('projects.links.list')}>
          {plan.dependencies.map((link) => (
            <Tag
              key={`${link.predecessorId}>${link.successorId}`}
              closable={project.canEdit}
              closeIcon={project.canEdit ? undefined : null}
              onClose={async (event) => {
                event.preventDefault();
                await removeTaskLink({ projectId: project.id, ...link });
                await refresh();
              }}
            >
              {t('projects.links.item', {
                before: names.get(link.predecessorId) ?? '',
                after: names.get(link.successorId) ?? '',
              })}
            </Tag>
          ))}
        </div>
      ) : null}
      <Typography.Text type="secondary">{t('projects.gantt.hint')}</Typography.Text>
      {plan.tasks.length === 0 && plan.milestones.length === 0 ? (
        <Empty description={t('projects.gantt.empty')} />
      ) : (
        <GanttChart plan={plan} zoom={zoom} showBaseline={showBaseline} onMove={onMove} />
      )}
    </>
  );
}
