import type { DatabaseHandle } from '../../db/database.js';
import { newMailId } from './mail-store.js';

const TEMPLATES = [
  {
    kind: 'email',
    name: 'Renewal follow-up',
    folder: 'Sales',
    versions: [
      {
        language: 'en',
        subject: 'Your renewal, {!name}',
        body: '<p>Dear {!name},</p><p>thank you for your time today. The renewal terms for {!accountid} are ready; I will call you this week.</p><p>Best regards,<br>{!$User.Name}</p>',
      },
      {
        language: 'de',
        subject: 'Ihre Verlängerung, {!name}',
        body: '<p>Guten Tag {!name},</p><p>vielen Dank für Ihre Zeit. Die Verlängerungsbedingungen für {!accountid} liegen bereit; ich rufe Sie diese Woche an.</p><p>Mit freundlichen Grüßen<br>{!$User.Name}</p>',
      },
      {
        language: 'fr',
        subject: 'Votre renouvellement, {!name}',
        body: '<p>Bonjour {!name},</p><p>merci pour votre temps. Les conditions de renouvellement pour {!accountid} sont prêtes ; je vous appelle cette semaine.</p><p>Cordialement,<br>{!$User.Name}</p>',
      },
    ],
  },
  {
    kind: 'sms',
    name: 'Meeting reminder',
    folder: 'Sales',
    versions: [
      { language: 'en', subject: '', body: 'Hi {!name}, a reminder of our meeting tomorrow. {!$User.Name}' },
    ],
  },
] as const;

/** Two public templates of the demo administrator: the template pages and writing to a contact show them. */
export async function seedDemoTemplates(
  database: DatabaseHandle,
  owner: { orgId: string; userId: string; name: string },
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  for (const template of TEMPLATES)
    await database.db
      .insertInto('mail_template')
      .values({
        id: newMailId('template'),
        org_id: owner.orgId,
        owner_id: owner.userId,
        owner_name: owner.name,
        kind: template.kind,
        name: template.name,
        object_api: 'Contact',
        folder: template.folder,
        visibility: 'public',
        default_language: 'en',
        versions_json: JSON.stringify(template.versions),
        created_at: at,
        updated_at: at,
      })
      .execute();
}
