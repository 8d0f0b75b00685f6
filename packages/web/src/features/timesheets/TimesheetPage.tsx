import { LeftOutlined, RightOutlined, SaveOutlined, SendOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { checkTimesheetWeek, mondayOf, shiftWeek, type TimesheetProblem } from '@vela/core';
import { Alert, Button, Card, Input, Modal, message, Space, Spin, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/index.js';
import { TimesheetGrid } from './TimesheetGrid.js';
import {
  fetchTimesheetWeek,
  saveTimesheetWeek,
  submitTimesheetWeek,
  TIMESHEET_KEYS,
  type TimesheetRow,
  type TimesheetWeek,
} from './timesheets-api.js';
import './timesheets.css';

const STATUS_COLOURS = { open: 'default', submitted: 'gold', approved: 'green', rejected: 'red' } as const;
const reasonOf = (error: unknown) => (isApiError(error) ? error.message : String(error));
type Edit = { hours: number[]; billable: boolean };

/**
 * My weekly timesheet (`actualworklist/listviews`, `actualworklist/batchAdd/CreatProObjChild`,
 * `workListDetails`; issue 22): my project tasks × the week's days. Hours are
 * kept as typed until saved; a day over 24 h is shown and refused before the
 * server is asked. A submitted or approved week is read-only.
 */
export default function TimesheetPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [messages, messageHolder] = message.useMessage();
  const thisWeek = useMemo(() => mondayOf(dayjs().format('YYYY-MM-DD')) ?? '', []);
  const [weekStart, setWeekStart] = useState(thisWeek);
  const [edits, setEdits] = useState<Map<string, Edit>>(new Map());
  const [failure, setFailure] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [comments, setComments] = useState('');
  const week = useQuery({
    queryKey: TIMESHEET_KEYS.week(weekStart),
    queryFn: () => fetchTimesheetWeek(weekStart),
  });

  const rows: TimesheetRow[] = useMemo(
    () => (week.data?.rows ?? []).map((row) => ({ ...row, ...edits.get(row.taskId) })),
    [week.data, edits],
  );
  const days = week.data?.days ?? [];
  const problem = checkTimesheetWeek(rows);
  const problemText = (found: TimesheetProblem) => {
    const day = days[found.day] ? dayjs(days[found.day]).format('dddd LL') : '';
    return found.kind === 'dayOver'
      ? t('timesheets.dayOver', { day, total: found.total })
      : t('timesheets.badHours', { task: rows[found.row]?.taskName ?? '', day });
  };

  const goTo = (monday: string) => {
    setEdits(new Map());
    setFailure('');
    setWeekStart(monday);
  };
  const change = (taskId: string, update: (edit: Edit) => Edit) => {
    const row = rows.find((candidate) => candidate.taskId === taskId);
    if (!row) return;
    setEdits((current) =>
      new Map(current).set(taskId, update({ hours: [...row.hours], billable: row.billable })),
    );
  };
  const answered = (answer: TimesheetWeek) => {
    queryClient.setQueryData(TIMESHEET_KEYS.week(answer.weekStart), answer);
    void queryClient.invalidateQueries({ queryKey: ['timesheets', 'projectHours'] });
    setEdits(new Map());
    setFailure('');
  };
  const saveEdits = async () => {
    if (edits.size === 0 || !week.data) return;
    answered(
      await saveTimesheetWeek(
        weekStart,
        [...edits.entries()].map(([taskId, edit]) => ({ taskId, ...edit })),
      ),
    );
  };
  const save = useMutation({
    mutationFn: saveEdits,
    onSuccess: () => void messages.success(t('timesheets.saved')),
    onError: (error) => setFailure(reasonOf(error)),
  });
  const submit = useMutation({
    mutationFn: async () => {
      await saveEdits();
      return submitTimesheetWeek(weekStart, comments);
    },
    onSuccess: (answer) => {
      answered(answer);
      setSubmitting(false);
      setComments('');
      void messages.success(t('timesheets.submitted'));
    },
    onError: (error) => {
      setSubmitting(false);
      setFailure(reasonOf(error));
    },
  });

  const data = week.data;
  const locked = data?.locked ?? false;
  const busy = save.isPending || submit.isPending;
  const range = days.length ? { start: dayjs(days[0]).format('LL'), end: dayjs(days[6]).format('LL') } : null;
  return (
    <Card className="vela-timesheet" variant="borderless">
      {messageHolder}
      <div className="vela-timesheet__toolbar">
        <Space wrap>
          <Typography.Title level={4} className="vela-timesheet__title">
            {t('timesheets.title')}
          </Typography.Title>
          {data && <Tag color={STATUS_COLOURS[data.status]}>{t(`timesheets.status.${data.status}`)}</Tag>}
          {edits.size > 0 && <Tag color="blue">{t('timesheets.unsaved')}</Tag>}
        </Space>
        <Space wrap>
          <Button
            icon={<LeftOutlined />}
            aria-label={t('timesheets.previousWeek')}
            title={t('timesheets.previousWeek')}
            onClick={() => goTo(shiftWeek(weekStart, -1))}
          />
          <Button onClick={() => goTo(thisWeek)}>{t('timesheets.thisWeek')}</Button>
          <Button
            icon={<RightOutlined />}
            aria-label={t('timesheets.nextWeek')}
            title={t('timesheets.nextWeek')}
            onClick={() => goTo(shiftWeek(weekStart, 1))}
          />
          {range && (
            <Typography.Text strong data-testid="timesheet-week">
              {t('timesheets.week', range)}
            </Typography.Text>
          )}
          {(week.isFetching || busy) && <Spin size="small" />}
        </Space>
        <Space wrap>
          <Button
            icon={<SaveOutlined />}
            disabled={locked || edits.size === 0 || problem !== null}
            loading={save.isPending}
            onClick={() => save.mutate()}
          >
            {t('timesheets.save')}
          </Button>
          <Button
            type="primary"
            icon={<SendOutlined />}
            disabled={locked || problem !== null || !data}
            onClick={() => setSubmitting(true)}
          >
            {t('timesheets.submit')}
          </Button>
        </Space>
      </div>
      <Typography.Paragraph type="secondary">{t('timesheets.hint')}</Typography.Paragraph>
      {data?.status === 'submitted' && (
        <Alert type="info" showIcon title={t('timesheets.lockedWaiting', { approver: data.approverName })} />
      )}
      {data?.status === 'approved' && (
        <Alert type="success" showIcon title={t('timesheets.lockedApproved')} />
      )}
      {data?.status === 'rejected' && <Alert type="warning" showIcon title={t('timesheets.rejected')} />}
      {problem && <Alert type="error" showIcon role="alert" title={problemText(problem)} />}
      {failure && <Alert type="error" showIcon role="alert" title={failure} />}
      {week.isError && (
        <Alert
          type="error"
          showIcon
          title={reasonOf(week.error)}
          action={<Button onClick={() => void week.refetch()}>{t('common.retry')}</Button>}
        />
      )}
      {!data && week.isPending && <Spin />}
      {data && (
        <TimesheetGrid
          rows={rows}
          days={days}
          locked={locked || busy}
          onHours={(taskId, day, hours) =>
            change(taskId, (edit) => ({
              ...edit,
              hours: edit.hours.map((value, at) => (at === day ? hours : value)),
            }))
          }
          onBillable={(taskId, billable) => change(taskId, (edit) => ({ ...edit, billable }))}
        />
      )}
      <Modal
        open={submitting}
        title={range ? t('timesheets.submitTitle', { start: range.start }) : ''}
        okText={t('timesheets.submit')}
        confirmLoading={submit.isPending}
        onOk={() => submit.mutate()}
        onCancel={() => setSubmitting(false)}
      >
        <label htmlFor="vela-timesheet-comments">{t('timesheets.comments')}</label>
        <Input.TextArea
          id="vela-timesheet-comments"
          rows={3}
          maxLength={2000}
          value={comments}
          onChange={(event) => setComments(event.target.value)}
        />
      </Modal>
    </Card>
  );
}
