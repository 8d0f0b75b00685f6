import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Segmented, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BOOKING_QUERY_KEY, type BookingRow, loadBookings, refusalOf } from './booking-api.js';

type Status = 'upcoming' | 'past' | 'cancelled';
const detailPath = (id: string) => `/commonObjects/detail/${encodeURIComponent(id)}/DETAIL`;

/** scheduleappointment/bookingdetails (issue 22): the staff's bookings, upcoming, past and cancelled. */
export default function BookingDetailsPage() {
  const { t, i18n } = useTranslation();
  const [status, setStatus] = useState<Status>('upcoming');
  const bookings = useQuery({
    queryKey: [BOOKING_QUERY_KEY, 'bookings', status],
    queryFn: () => loadBookings(status),
  });
  const when = (row: BookingRow) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(row.start),
    );

  return (
    <Card
      title={t('booking.list.title')}
      extra={<Link to="/scheduleappointment/scheduleappointment">{t('booking.list.servicesLink')}</Link>}
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Segmented<Status>
          value={status}
          onChange={setStatus}
          options={[
            { value: 'upcoming', label: t('booking.list.upcoming') },
            { value: 'past', label: t('booking.list.past') },
            { value: 'cancelled', label: t('booking.list.cancelled') },
          ]}
        />
        {bookings.isError && <Alert type="error" showIcon title={refusalOf(bookings.error).message} />}
        <Table<BookingRow>
          rowKey="id"
          loading={bookings.isPending}
          dataSource={bookings.data?.bookings ?? []}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          locale={{ emptyText: t('booking.list.empty') }}
          columns={[
            { title: t('booking.list.when'), render: (_, row) => when(row) },
            { title: t('booking.list.service'), dataIndex: 'serviceName' },
            {
              title: t('booking.list.visitor'),
              render: (_, row) => (
                <Space orientation="vertical" size={0}>
                  {row.personId ? (
                    <Link to={detailPath(row.personId)}>{row.visitorName}</Link>
                  ) : (
                    row.visitorName
                  )}
                  <Typography.Text type="secondary">
                    {[row.visitorEmail, row.visitorPhone].filter(Boolean).join(' · ')}
                  </Typography.Text>
                </Space>
              ),
            },
            { title: t('booking.list.deliverer'), dataIndex: 'delivererName' },
            {
              title: t('booking.list.event'),
              render: (_, row) =>
                row.eventId ? (
                  <Link to={detailPath(row.eventId)}>{t('booking.list.openEvent')}</Link>
                ) : (
                  <Typography.Text type="secondary">{t('booking.list.noEvent')}</Typography.Text>
                ),
            },
          ]}
        />
      </Space>
    </Card>
  );
}
