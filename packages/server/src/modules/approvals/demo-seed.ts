import { defaultDefinition, defaultStep } from '@vela/core';
import { DEMO_ORG_ID, findUserIdByEmail } from '../auth/index.js';
import { currentMetadata } from '../metadata/index.js';
import type { Seeder } from '../module.js';
import { saveProcess } from './process-store.js';

/**
 * The demo org's approval processes. Opportunities: very large deals (500 000
 * and up) go to an approver the submitter picks; large ones (100 000 and up)
 * to the owner's manager. Quotes over 50 000 go to the sales manager by name.
 * Smaller records meet no process, so their submission is refused.
 */
export const approvalsDemoSeeder: Seeder = {
  name: 'approval processes',
  async seed({ database, now }) {
    const snapshot = await currentMetadata(database);
    const opportunity = snapshot.byApi.get('opportunity');
    if (opportunity) {
      await saveProcess(
        database,
        DEMO_ORG_ID,
        opportunity,
        {
          name: 'Very large deals',
          active: true,
          order: 1,
          criteria: 'amount >= 500000',
          approverKind: 'manual',
        },
        now,
      );
      const admin = await findUserIdByEmail(database, 'admin@vela.local');
      await saveProcess(
        database,
        DEMO_ORG_ID,
        opportunity,
        {
          name: 'Large deals',
          active: true,
          order: 2,
          criteria: 'amount >= 100000',
          definition: defaultDefinition({
            steps: [
              defaultStep({ name: "Owner's manager", approverKind: 'ownerManager' }),
              ...(admin
                ? [
                    defaultStep({
                      name: 'Finance',
                      approverKind: 'user',
                      approverId: admin,
                      onReject: 'previousStep',
                    }),
                  ]
                : []),
            ],
            actions: [
              {
                on: 'finalApproval',
                step: null,
                kind: 'emailAlert',
                field: '',
                value: '',
                subject: 'Your large deal was approved',
                url: '',
                recipient: 'submitter',
                recipientUserId: null,
                recipientField: '',
                templateId: null,
              },
            ],
          }),
        },
        now,
      );
    }
    const quote = snapshot.byApi.get('quote');
    const salesManager = await findUserIdByEmail(database, 'maria.manager@vela.local');
    if (quote && salesManager)
      await saveProcess(
        database,
        DEMO_ORG_ID,
        quote,
        {
          name: 'Quotes over 50 000',
          active: true,
          order: 1,
          criteria: 'amount > 50000',
          approverKind: 'user',
          approverUserId: salesManager,
        },
        now,
      );
  },
};
