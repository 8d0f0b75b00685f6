import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Form, Input, Result, Space, Spin, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import {
  bookSlot,
  cancelBooking,
  loadPublicBooking,
  loadPublicService,
  loadPublicSlots,
  type PublicBooking,
  refusalOf,
  rescheduleBooking,
} from './booking-api.js';
import './booking.css';

const DAYS_SHOWN = 7;
const visitorZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
type Slot = { start: string; end: string };

/** Midnight (the browser's clock, the visitor's zone) of the day `offset` days from today. */
function dayStart(offset: number): Date {
  const today = new Date();
  return new Date(today.getFullYear(), today.getMonth(), today.getDate() + offset);
}

/**
 * The public booking page (issue 22, outside the shell, no sign-in): `/book/<slug>` shows a service's
 * free slots by day in the visitor's time zone and books one; `/book/manage?token=…` (the
 * confirmation's link) shows a booking and cancels or moves it.
 */
export default function PublicBookingPage() {
  const { slug = '' } = useParams();
  const [search] = useSearchParams();
  return (
    <main className="booking-public">
      {slug === 'manage' ? <ManageBooking token={search.get('token') ?? ''} /> : <BookService slug={slug} />}
    </main>
  );
}

/** A refusal in the visitor's language when its reason is one the page knows; else the server's words. */
function useRefusalText() {
  const { t, i18n } = useTranslation();
  return useCallback(
    (error: unknown) => {
      const { message, reason } = refusalOf(error);
      const key = `booking.public.refused.${reason}`;
      return reason && i18n.exists(key) ? t(key) : message;
    },
    [t, i18n],
  );
}

function useWhen() {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const zone = visitorZone();
    const day = new Intl.DateTimeFormat(i18n.language, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: zone,
    });
    const time = new Intl.DateTimeFormat(i18n.language, {
      hour: '2-digit',
      minute: '2-digit',
      timeZone: zone,
    });
    const full = new Intl.DateTimeFormat(i18n.language, {
      dateStyle: 'full',
      timeStyle: 'short',
      timeZone: zone,
    });
    const key = new Intl.DateTimeFormat('en-CA', {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      timeZone: zone,
    });
    return {
      zone,
      day: (iso: string) => day.format(new Date(iso)),
      time: (iso: string) => time.format(new Date(iso)),
      full: (iso: string) => full.format(new Date(iso)),
      key: (iso: string) => key.format(new Date(iso)),
    };
  }, [i18n.language]);
}

/** Free slots of a service, a week at a time, by day; `onPick` gets the slot chosen. */
function SlotPicker(props: {
  slug: string;
  chosen: string;
  onPick: (slot: Slot) => void;
  reloadKey: number;
}) {
  const { t } = useTranslation();
  const when = useWhen();
  const refusalText = useRefusalText();
  const [week, setWeek] = useState(0);
  const [slots, setSlots] = useState<Slot[] | null>(null);
  const [failure, setFailure] = useState('');
  useEffect(() => {
    // A new reloadKey asks again (a slot was just taken): the fresh slots replace the old.
    if (props.reloadKey < 0) return;
    let live = true;
    const from = dayStart(week * DAYS_SHOWN);
    const to = dayStart(week * DAYS_SHOWN + DAYS_SHOWN);
    setSlots(null);
    setFailure('');
    loadPublicSlots(props.slug, from.toISOString(), to.toISOString())
      .then((answer) => live && setSlots(answer.slots))
      .catch((error: unknown) => live && setFailure(refusalText(error)));
    return () => {
      live = false;
    };
  }, [props.slug, week, props.reloadKey, refusalText]);
  const days = useMemo(() => {
    const byDay = new Map<string, Slot[]>();
    for (const slot of slots ?? []) {
      const key = when.key(slot.start);
      byDay.set(key, [...(byDay.get(key) ?? []), slot]);
    }
    return [...byDay.values()];
  }, [slots, when]);

  return (
    <section aria-label={t('booking.public.slots')}>
      <Space className="booking-week">
        <Button icon={<LeftOutlined />} disabled={week === 0} onClick={() => setWeek(week - 1)}>
          {t('booking.public.earlier')}
        </Button>
        <Button onClick={() => setWeek(week + 1)}>
          {t('booking.public.later')} <RightOutlined />
        </Button>
        <Typography.Text type="secondary">{t('booking.public.zone', { zone: when.zone })}</Typography.Text>
      </Space>
      {failure && <Alert type="error" showIcon title={failure} />}
      {!slots && !failure && <Spin />}
      {slots && days.length === 0 && <Empty description={t('booking.public.noSlots')} />}
      {days.map((daySlots) => (
        <div key={daySlots[0]?.start} className="booking-day">
          <Typography.Title level={5}>{when.day(daySlots[0]?.start ?? '')}</Typography.Title>
          <fieldset aria-label={when.day(daySlots[0]?.start ?? '')} className="booking-slots">
            {daySlots.map((slot) => (
              <Button
                key={slot.start}
                type={props.chosen === slot.start ? 'primary' : 'default'}
                aria-pressed={props.chosen === slot.start}
                aria-label={when.full(slot.start)}
                onClick={() => props.onPick(slot)}
              >
                {when.time(slot.start)}
              </Button>
            ))}
          </fieldset>
        </div>
      ))}
    </section>
  );
}

function BookService({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const when = useWhen();
  const [service, setService] = useState<{
    name: string;
    description: string;
    durationMinutes: number;
  } | null>(null);
  const [loadFailure, setLoadFailure] = useState('');
  const [chosen, setChosen] = useState<Slot | null>(null);
  const [refusal, setRefusal] = useState('');
  const [reloadKey, setReloadKey] = useState(0);
  const [booking, setBooking] = useState<PublicBooking | null>(null);
  const [sending, setSending] = useState(false);
  const refusalText = useRefusalText();
  useEffect(() => {
    loadPublicService(slug)
      .then(setService)
      .catch((error: unknown) => setLoadFailure(refusalText(error)));
  }, [slug, refusalText]);

  const book = async (values: { name: string; email: string; phone?: string }) => {
    if (!chosen) return;
    setSending(true);
    setRefusal('');
    try {
      setBooking(await bookSlot({ slug, start: chosen.start, ...values, phone: values.phone ?? '' }));
    } catch (error) {
      const { reason } = refusalOf(error);
      setRefusal(refusalText(error));
      if (reason === 'taken' || reason === 'past' || reason === 'outsideHours') {
        setChosen(null);
        setReloadKey((key) => key + 1);
      }
    } finally {
      setSending(false);
    }
  };

  if (loadFailure) return <Result status="warning" title={loadFailure} />;
  if (!service) return <Spin />;
  if (booking) return <Confirmation booking={booking} />;
  return (
    <Card title={<h1 className="booking-title">{service.name}</h1>}>
      <Typography.Paragraph>
        {service.description} {t('booking.public.duration', { count: service.durationMinutes })}
      </Typography.Paragraph>
      {refusal && <Alert type="error" showIcon title={refusal} role="alert" style={{ marginBottom: 12 }} />}
      <SlotPicker slug={slug} chosen={chosen?.start ?? ''} onPick={setChosen} reloadKey={reloadKey} />
      {chosen && (
        <Form layout="vertical" onFinish={(values) => void book(values)} className="booking-form">
          <Typography.Title level={4}>
            {t('booking.public.yourDetails', { when: when.full(chosen.start) })}
          </Typography.Title>
          <Form.Item
            name="name"
            label={t('booking.public.name')}
            rules={[{ required: true, message: t('booking.public.nameRequired') }]}
          >
            <Input autoComplete="name" maxLength={120} />
          </Form.Item>
          <Form.Item
            name="email"
            label={t('booking.public.email')}
            rules={[{ required: true, type: 'email', message: t('booking.public.emailInvalid') }]}
          >
            <Input type="email" autoComplete="email" maxLength={200} />
          </Form.Item>
          <Form.Item name="phone" label={t('booking.public.phone')}>
            <Input type="tel" autoComplete="tel" maxLength={40} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={sending}>
            {t('booking.public.book')}
          </Button>
        </Form>
      )}
    </Card>
  );
}

function Confirmation({ booking }: { booking: PublicBooking }) {
  const { t } = useTranslation();
  const when = useWhen();
  const manage = `/book/manage?token=${encodeURIComponent(booking.token)}`;
  return (
    <Result
      status="success"
      title={t('booking.public.booked', { service: booking.serviceName })}
      subTitle={
        <>
          {when.full(booking.start)}
          <br />
          {booking.mailSent ? t('booking.public.mailSent') : t('booking.public.mailNotSent')}
        </>
      }
      extra={<a href={manage}>{t('booking.public.manageLink')}</a>}
    />
  );
}

function ManageBooking({ token }: { token: string }) {
  const { t } = useTranslation();
  const when = useWhen();
  const [booking, setBooking] = useState<PublicBooking | null>(null);
  const [failure, setFailure] = useState('');
  const [moving, setMoving] = useState(false);
  const [chosen, setChosen] = useState<Slot | null>(null);
  const [reloadKey, setReloadKey] = useState(0);
  const [busy, setBusy] = useState(false);
  const refusalText = useRefusalText();
  const run = useCallback(
    async (work: () => Promise<PublicBooking>) => {
      setBusy(true);
      setFailure('');
      try {
        setBooking(await work());
        setMoving(false);
        setChosen(null);
      } catch (error) {
        setFailure(refusalText(error));
        setChosen(null);
        setReloadKey((key) => key + 1);
      } finally {
        setBusy(false);
      }
    },
    [refusalText],
  );
  useEffect(() => {
    loadPublicBooking(token)
      .then(setBooking)
      .catch((error: unknown) => setFailure(refusalText(error)));
  }, [token, refusalText]);

  if (!booking) return failure ? <Result status="warning" title={failure} /> : <Spin />;
  const slug = booking.servicePath.split('/').pop() ?? '';
  return (
    <Card title={<h1 className="booking-title">{booking.serviceName}</h1>}>
      {failure && <Alert type="error" showIcon title={failure} role="alert" style={{ marginBottom: 12 }} />}
      <Typography.Paragraph strong>
        {booking.status === 'cancelled'
          ? t('booking.public.isCancelled', { when: when.full(booking.start) })
          : t('booking.public.isBooked', { when: when.full(booking.start), name: booking.visitorName })}
      </Typography.Paragraph>
      {booking.status === 'cancelled' ? (
        <a href={booking.servicePath}>{t('booking.public.bookAgain')}</a>
      ) : (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Space>
            <Button danger loading={busy && !moving} onClick={() => void run(() => cancelBooking(token))}>
              {t('booking.public.cancel')}
            </Button>
            <Button onClick={() => setMoving(!moving)} aria-expanded={moving}>
              {t('booking.public.reschedule')}
            </Button>
          </Space>
          {moving && (
            <>
              <SlotPicker slug={slug} chosen={chosen?.start ?? ''} onPick={setChosen} reloadKey={reloadKey} />
              {chosen && (
                <Button
                  type="primary"
                  loading={busy}
                  onClick={() => void run(() => rescheduleBooking(token, chosen.start))}
                >
                  {t('booking.public.moveTo', { when: when.full(chosen.start) })}
                </Button>
              )}
            </>
          )}
        </Space>
      )}
    </Card>
  );
}
