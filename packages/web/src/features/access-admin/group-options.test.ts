import { describe, expect, it } from 'vitest';
import { groupOptions, type MemberKind } from './group-options.js';
import en from './messages/en.js';

const english = (kind: MemberKind, name: string) =>
  en[`accessAdmin.member.${kind}`].replace('{{name}}', name);

describe('sharing-rule group options', () => {
  it('names roles, roles with subordinates, public groups, partner accounts and users as the server spells them', () => {
    const options = groupOptions(
      [{ id: 'r1', name: 'Sales', parentRoleId: null, subordinateAccess: 'edit', users: [] }],
      [{ id: 'g1', name: 'Deal desk', members: [] }],
      [
        {
          id: 'u1',
          name: 'Pat Partner',
          email: 'pat@x.example',
          profileId: 'partner_user',
          roleId: null,
          isPartner: true,
          partnerAccountId: '001acme',
          isActive: true,
        },
      ],
      english,
    );
    expect(options).toEqual([
      { value: 'role:r1', label: 'Role: Sales' },
      { value: 'roleSub:r1', label: 'Role and subordinates: Sales' },
      { value: 'group:g1', label: 'Public group: Deal desk' },
      { value: 'partner:001acme', label: 'Partner account: Pat Partner' },
      { value: 'user:u1', label: 'User: Pat Partner' },
    ]);
  });
});
