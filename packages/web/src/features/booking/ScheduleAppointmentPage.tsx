import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Form,
  Input,
  InputNumber,
  Modal,
  message,
  Radio,
  Select,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import './booking.css';
import {
  BOOKING_QUERY_KEY,
  type BookingService,
  loadDeliverers,
  loadServices,
  refusalOf,
  resetServiceLink,
  saveService,
  setServiceActive,
} from './booking-api.js';

const SERVICES_KEY = [BOOKING_QUERY_KEY, 'services'] as const;
const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

interface ServiceForm {
  name: string;
  description: string;
  durationMinutes: number;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  horizonDays: number;
  timeZone: string;
  hoursSource: 'weekly' | 'shifts';
  weeklyHours: Array<{ weekday: number; start: string; end: string }>;
  deliverers: string[];
  createAs: 'contact' | 'lead';
}

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

const NEW_SERVICE: ServiceForm = {
  name: '',
  description: '',
  durationMinutes: 30,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  horizonDays: 30,
  timeZone: browserZone(),
  hoursSource: 'weekly',
  weeklyHours: [0, 1, 2, 3, 4].map((weekday) => ({ weekday, start: '09:00', end: '17:00' })),
  deliverers: [],
  createAs: 'contact',
};

const formOf = (service: BookingService): ServiceForm => ({
  name: service.name,
  description: service.description,
  durationMinutes: service.durationMinutes,
  bufferBeforeMinutes: service.bufferBeforeMinutes,
  bufferAfterMinutes: service.bufferAfterMinutes,
  horizonDays: service.horizonDays,
  timeZone: service.timeZone,
  hoursSource: service.hoursSource,
  weeklyHours: service.weeklyHours,
  deliverers: service.deliverers.map((entry) => `${entry.kind}:${entry.id}`),
  createAs: service.createAs,
});

/**
 * scheduleappointment/scheduleappointment (issue 22): the administrator's bookable services — what
 * is booked, for how long, by whom, in which hours — each with its secret public booking link.
 */
export default function ScheduleAppointmentPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [messages, holder] = message.useMessage();
  const services = useQuery({ queryKey: SERVICES_KEY, queryFn: loadServices });
  const [editing, setEditing] = useState<BookingService | 'new' | null>(null);
  const [failure, setFailure] = useState('');

  const refresh = () => queryClient.invalidateQueries({ queryKey: SERVICES_KEY });
  const act = async (work: () => Promise<unknown>, done: string) => {
    setFailure('');
    try {
      await work();
      void messages.success(done);
      await refresh();
    } catch (error) {
      setFailure(refusalOf(error).message);
    }
  };
  const linkOf = (service: BookingService) => `${window.location.origin}${service.publicPath}`;

  return (
    <Card
      title={t('booking.admin.title')}
      extra={
        <Space>
          <Link to="/scheduleappointment/bookingdetails">{t('booking.admin.bookingsLink')}</Link>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('booking.admin.new')}
          </Button>
        </Space>
      }
    >
      {holder}
      <Typography.Paragraph type="secondary">{t('booking.admin.hint')}</Typography.Paragraph>
      {services.isError && <Alert type="error" showIcon title={refusalOf(services.error).message} />}
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 12 }} />}
      <Table<BookingService>
        rowKey="id"
        loading={services.isPending}
        dataSource={services.data?.services ?? []}
        pagination={false}
        locale={{ emptyText: t('booking.admin.empty') }}
        columns={[
          { title: t('booking.field.name'), dataIndex: 'name' },
          {
            title: t('booking.field.duration'),
            render: (_, row) => t('booking.admin.minutes', { count: row.durationMinutes }),
          },
          {
            title: t('booking.field.deliverers'),
            render: (_, row) => row.deliverers.map((entry) => entry.name).join(', '),
          },
          {
            title: t('booking.admin.status'),
            render: (_, row) =>
              row.isActive ? (
                <Tag color="green">{t('booking.admin.active')}</Tag>
              ) : (
                <Tag>{t('booking.admin.inactive')}</Tag>
              ),
          },
          {
            title: t('booking.admin.link'),
            render: (_, row) => (
              <Typography.Text copyable={{ text: linkOf(row) }}>
                <a href={row.publicPath} target="_blank" rel="noreferrer">
                  {t('booking.admin.openLink')}
                </a>
              </Typography.Text>
            ),
          },
          {
            title: t('booking.admin.actions'),
            render: (_, row) => (
              <Space wrap>
                <Button
                  size="small"
                  onClick={() => setEditing(row)}
                  aria-label={t('booking.admin.editNamed', { name: row.name })}
                >
                  {t('booking.admin.edit')}
                </Button>
                <Button
                  size="small"
                  onClick={() =>
                    void act(
                      () => setServiceActive(row.id, !row.isActive),
                      row.isActive ? t('booking.admin.deactivated') : t('booking.admin.activated'),
                    )
                  }
                >
                  {row.isActive ? t('booking.admin.deactivate') : t('booking.admin.activate')}
                </Button>
                <Button
                  size="small"
                  onClick={() => void act(() => resetServiceLink(row.id), t('booking.admin.linkReset'))}
                >
                  {t('booking.admin.resetLink')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      {editing && (
        <ServiceDialog
          service={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={async (name) => {
            setEditing(null);
            void messages.success(t('booking.admin.saved', { name }));
            await refresh();
          }}
        />
      )}
    </Card>
  );
}

function ServiceDialog(props: {
  service: BookingService | null;
  onClose: () => void;
  onSaved: (name: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ServiceForm>();
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState('');
  const deliverers = useQuery({ queryKey: [BOOKING_QUERY_KEY, 'deliverers'], queryFn: loadDeliverers });
  const hoursSource = Form.useWatch('hoursSource', form);

  const submit = async (values: ServiceForm) => {
    setSaving(true);
    setRefusal('');
    try {
      const saved = await saveService({
        ...(props.service ? { id: props.service.id } : {}),
        ...values,
        weeklyHours: values.hoursSource === 'weekly' ? values.weeklyHours : [],
        deliverers: values.deliverers.map((value) => {
          const [kind, ...id] = value.split(':');
          return { kind: kind === 'resource' ? 'resource' : 'user', id: id.join(':') };
        }),
      });
      await props.onSaved(saved.name);
    } catch (error) {
      setRefusal(refusalOf(error).message);
    } finally {
      setSaving(false);
    }
  };
  const number = (name: keyof ServiceForm, label: string, min: number, max: number) => (
    <Form.Item name={name} label={label} rules={[{ required: true, message: t('booking.admin.required') }]}>
      <InputNumber min={min} max={max} precision={0} style={{ width: '100%' }} />
    </Form.Item>
  );

  return (
    <Modal
      open
      title={
        props.service
          ? t('booking.admin.editTitle', { name: props.service.name })
          : t('booking.admin.newTitle')
      }
      okText={t('booking.admin.save')}
      cancelText={t('booking.admin.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={props.onClose}
      width={640}
      destroyOnHidden
    >
      <Form<ServiceForm>
        form={form}
        layout="vertical"
        initialValues={props.service ? formOf(props.service) : NEW_SERVICE}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item
          name="name"
          label={t('booking.field.name')}
          rules={[{ required: true, message: t('booking.admin.required') }]}
        >
          <Input autoFocus maxLength={120} />
        </Form.Item>
        <Form.Item name="description" label={t('booking.field.description')}>
          <Input.TextArea rows={2} maxLength={2000} />
        </Form.Item>
        <Space wrap align="start">
          {number('durationMinutes', t('booking.field.duration'), 5, 480)}
          {number('bufferBeforeMinutes', t('booking.field.bufferBefore'), 0, 240)}
          {number('bufferAfterMinutes', t('booking.field.bufferAfter'), 0, 240)}
          {number('horizonDays', t('booking.field.horizon'), 1, 365)}
        </Space>
        <Form.Item
          name="deliverers"
          label={t('booking.field.deliverers')}
          rules={[{ required: true, message: t('booking.admin.required') }]}
        >
          <Select
            mode="multiple"
            loading={deliverers.isPending}
            optionFilterProp="label"
            options={(deliverers.data?.deliverers ?? []).map((entry) => ({
              value: `${entry.kind}:${entry.id}`,
              label: `${entry.name} (${t(entry.kind === 'user' ? 'booking.admin.kindUser' : 'booking.admin.kindResource')})`,
            }))}
          />
        </Form.Item>
        <Form.Item
          name="timeZone"
          label={t('booking.field.timeZone')}
          rules={[{ required: true, message: t('booking.admin.required') }]}
        >
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item name="hoursSource" label={t('booking.field.hoursSource')}>
          <Radio.Group>
            <Radio value="weekly">{t('booking.admin.hoursWeekly')}</Radio>
            <Radio value="shifts">{t('booking.admin.hoursShifts')}</Radio>
          </Radio.Group>
        </Form.Item>
        {hoursSource !== 'shifts' && (
          <Form.List name="weeklyHours">
            {(fields, { add, remove }) => (
              <fieldset className="booking-hours">
                <legend>{t('booking.field.weeklyHours')}</legend>
                {fields.map((field) => (
                  <Space key={field.key} align="baseline">
                    <Form.Item name={[field.name, 'weekday']} noStyle>
                      <Select
                        aria-label={t('booking.admin.weekday')}
                        style={{ width: 140 }}
                        options={WEEKDAYS.map((day) => ({ value: day, label: t(`booking.weekday.${day}`) }))}
                      />
                    </Form.Item>
                    <Form.Item name={[field.name, 'start']} noStyle>
                      <Input
                        aria-label={t('booking.admin.from')}
                        placeholder="09:00"
                        style={{ width: 90 }}
                        maxLength={5}
                      />
                    </Form.Item>
                    <Form.Item name={[field.name, 'end']} noStyle>
                      <Input
                        aria-label={t('booking.admin.to')}
                        placeholder="17:00"
                        style={{ width: 90 }}
                        maxLength={5}
                      />
                    </Form.Item>
                    <Button
                      type="text"
                      icon={<MinusCircleOutlined />}
                      aria-label={t('booking.admin.removeRange')}
                      onClick={() => remove(field.name)}
                    />
                  </Space>
                ))}
                <Button
                  type="dashed"
                  icon={<PlusOutlined />}
                  onClick={() => add({ weekday: 0, start: '09:00', end: '17:00' })}
                >
                  {t('booking.admin.addRange')}
                </Button>
              </fieldset>
            )}
          </Form.List>
        )}
        <Form.Item name="createAs" label={t('booking.field.createAs')}>
          <Radio.Group>
            <Radio value="contact">{t('booking.admin.createContact')}</Radio>
            <Radio value="lead">{t('booking.admin.createLead')}</Radio>
          </Radio.Group>
        </Form.Item>
        {refusal && <Alert type="error" showIcon title={refusal} />}
      </Form>
    </Modal>
  );
}
