const formats = new Map<string, Intl.NumberFormat>();

/**
 * One Intl.NumberFormat per language and options, made once: `toLocaleString` builds a new formatter
 * on every call, which a list of 25 rows × several number columns (and its pager) paid on every
 * render (issue 7: rows within 200 ms of the click).
 */
export function numberFormat(language: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, options);
    formats.set(key, format);
  }
  return format;
}
