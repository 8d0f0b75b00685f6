import { randomBytes } from 'node:crypto';
import { newRecordId } from '@vela/core';
import { DEMO_ADMIN_EMAIL } from '../../config.js';
import { DEMO_ORG_ID, findUserIdByEmail } from '../auth/index.js';
import type { Seeder } from '../module.js';

/**
 * The demo org's bookable service: a half-hour product demo with Sam, weekdays 09:00–17:00 Berlin time,
 * bookable four weeks ahead; its secret link is on /scheduleappointment/scheduleappointment.
 */
export const bookingDemoSeeder: Seeder = {
  name: 'booking: a bookable product demo',
  async seed({ database, now }) {
    const admin = await findUserIdByEmail(database, DEMO_ADMIN_EMAIL);
    const sam = await findUserIdByEmail(database, 'sam.sales@vela.local');
    if (!admin || !sam) return;
    const at = now.toISOString();
    await database.db
      .insertInto('booking_service')
      .values({
        id: newRecordId('bks', now.getTime()),
        org_id: DEMO_ORG_ID,
        name: 'Product demo',
        description: 'Half an hour with Sam to see Vela on your own data.',
        duration_minutes: 30,
        buffer_before_minutes: 0,
        buffer_after_minutes: 10,
        horizon_days: 28,
        time_zone: 'Europe/Berlin',
        hours_source: 'weekly',
        weekly_hours: JSON.stringify(
          [0, 1, 2, 3, 4].map((weekday) => ({ weekday, start: '09:00', end: '17:00' })),
        ),
        deliverers: JSON.stringify([{ kind: 'user', id: sam }]),
        create_as: 'lead',
        is_active: 1,
        slug: randomBytes(18).toString('base64url'),
        created_by: admin,
        created_at: at,
        updated_at: at,
      })
      .execute();
  },
};
