/** A field's value is blank when nothing was entered: null, empty text or an empty list. */
export const isBlankValue = (value: unknown): boolean =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** What address-group reading needs of a layout field: its api name and its sub-fields 00–05 with their values. */
export interface AddressGroupField {
  apiname: string;
  children?: ReadonlyArray<{ apiname: string; value?: unknown }> | undefined;
}

/**
 * An address group (AD) as people read it, one line each: street; postal code and city; county and
 * province; country. A sub-field's value comes from the layout's child, else from the record.
 */
export function addressLines(field: AddressGroupField, record: Record<string, unknown>): string[] {
  const part = (suffix: string) => {
    const child = (field.children ?? []).find(
      (candidate) => candidate.apiname === `${field.apiname}${suffix}`,
    );
    const value = child?.value ?? record[`${field.apiname}${suffix}`];
    return isBlankValue(value) ? '' : String(value);
  };
  return [
    part('04'),
    [part('05'), part('02')].filter(Boolean).join(' '),
    [part('03'), part('01')].filter(Boolean).join(', '),
    part('00'),
  ].filter(Boolean);
}
