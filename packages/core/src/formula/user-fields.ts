import type { FormulaType } from './types.js';

/** The `$User.<Field>` merge fields a formula may use; names match without regard to case. */
const FIELDS: ReadonlyArray<readonly [string, FormulaType]> = [
  ['Id', 'text'],
  ['Username', 'text'],
  ['Email', 'text'],
  ['FirstName', 'text'],
  ['LastName', 'text'],
  ['Name', 'text'],
  ['Alias', 'text'],
  ['Title', 'text'],
  ['Department', 'text'],
  ['CompanyName', 'text'],
  ['Phone', 'text'],
  ['MobilePhone', 'text'],
  ['EmployeeNumber', 'text'],
  ['ProfileId', 'text'],
  ['UserRoleId', 'text'],
  ['RoleId', 'text'],
  ['ManagerId', 'text'],
  ['TimeZoneSidKey', 'text'],
  ['LanguageLocaleKey', 'text'],
  ['LocaleSidKey', 'text'],
  ['IsActive', 'boolean'],
];

export interface UserField {
  name: string;
  type: FormulaType;
}

export const USER_FIELDS: ReadonlyMap<string, UserField> = new Map(
  FIELDS.map(([name, type]) => [name.toLowerCase(), { name, type }]),
);
