import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Input, message, Segmented, Space, Table, Typography } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkInMood, fetchMoodToday, fetchTeamMood, MOOD_KEYS } from './projects-api.js';
import './projects.css';

const MoodTrendChart = lazy(() => import('./MoodTrendChart.js'));
const FACES = ['😞', '🙁', '😐', '🙂', '😄'] as const;

/**
 * The team's mood (`moodFound/index`, S1-R-104; issue 22): one tap on a face
 * checks in for today, a note is optional; someone who leads a team sees its
 * daily average over time (never a person's answer).
 */
export default function MoodPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [messages, messageHolder] = message.useMessage();
  const today = useQuery({ queryKey: MOOD_KEYS.today, queryFn: fetchMoodToday });
  const [note, setNote] = useState('');
  const [days, setDays] = useState(30);
  useEffect(() => {
    if (today.data) setNote(today.data.note);
  }, [today.data]);
  const trend = useQuery({
    queryKey: MOOD_KEYS.trend(days),
    queryFn: () => fetchTeamMood(days),
    enabled: today.data?.leadsTeam === true,
  });
  const save = async (score: number) => {
    await checkInMood(score, note);
    messages.success(t('mood.saved'));
    await queryClient.invalidateQueries({ queryKey: ['mood'] });
  };
  const score = today.data?.score ?? null;
  return (
    <div className="vela-projects">
      {messageHolder}
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('mood.title')}
      </Typography.Title>
      <Card title={t('mood.question')}>
        <Space direction="vertical" style={{ width: '100%' }}>
          <fieldset className="vela-mood__faces" aria-label={t('mood.question')}>
            {FACES.map((face, index) => (
              <Button
                key={face}
                size="large"
                type={score === index + 1 ? 'primary' : 'default'}
                aria-pressed={score === index + 1}
                aria-label={t(`mood.score.${index + 1}` as 'mood.score.1')}
                title={t(`mood.score.${index + 1}` as 'mood.score.1')}
                onClick={() => save(index + 1)}
              >
                <span aria-hidden="true" style={{ fontSize: 20 }}>
                  {face}
                </span>
                {t(`mood.score.${index + 1}` as 'mood.score.1')}
              </Button>
            ))}
          </fieldset>
          <Input.TextArea
            aria-label={t('mood.note')}
            placeholder={t('mood.note')}
            maxLength={280}
            showCount
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
          {score !== null ? (
            <Space>
              <Typography.Text>{t('mood.checkedIn', { day: today.data?.day ?? '' })}</Typography.Text>
              <Button onClick={() => save(score)}>{t('mood.saveNote')}</Button>
            </Space>
          ) : (
            <Typography.Text type="secondary">{t('mood.hint')}</Typography.Text>
          )}
        </Space>
      </Card>
      {today.data?.leadsTeam ? (
        <Card
          title={t('mood.team.title', { count: trend.data?.teamSize ?? 0 })}
          extra={
            <Segmented
              aria-label={t('mood.team.range')}
              value={days}
              onChange={(value) => setDays(Number(value))}
              options={[7, 30, 90].map((value) => ({ value, label: t('mood.team.days', { count: value }) }))}
            />
          }
        >
          <Typography.Paragraph type="secondary">{t('mood.team.privacy')}</Typography.Paragraph>
          {trend.data ? (
            <>
              <Suspense fallback={null}>
                <MoodTrendChart
                  points={trend.data.points}
                  label={t('mood.team.chart')}
                  seriesName={t('mood.team.average')}
                />
              </Suspense>
              <Table
                size="small"
                rowKey="day"
                pagination={{ pageSize: 7, hideOnSinglePage: true }}
                dataSource={[...trend.data.points].reverse()}
                columns={[
                  { title: t('mood.team.day'), dataIndex: 'day' },
                  {
                    title: t('mood.team.average'),
                    dataIndex: 'average',
                    render: (value: number | null) => (value === null ? '—' : value.toFixed(1)),
                  },
                  { title: t('mood.team.answers'), dataIndex: 'answers' },
                ]}
              />
            </>
          ) : null}
        </Card>
      ) : null}
    </div>
  );
}
