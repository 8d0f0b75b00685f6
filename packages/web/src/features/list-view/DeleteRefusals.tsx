import { useTranslation } from 'react-i18next';
import type { DeleteRefusal } from './list-view-api.js';

/**
 * The records a mass delete left, each with why (one waiting for approval
 * names its approver), in the person's language when the catalogue knows the
 * server's message key, else in the server's words.
 */
export function DeleteRefusals({ refused }: { refused: readonly DeleteRefusal[] }) {
  const { t, i18n } = useTranslation();
  return (
    <ul className="vela-list-refusals" data-testid="list-delete-refusals">
      {refused.map((refusal) => (
        <li key={refusal.id}>
          {i18n.exists(refusal.messageKey) ? t(refusal.messageKey, refusal.messageParams) : refusal.message}
        </li>
      ))}
    </ul>
  );
}
