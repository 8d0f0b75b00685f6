import { LOGO_PROBLEM_TEXT, logoProblem } from '@vela/core';
import { badRequest } from '../../http/envelope.js';

/**
 * An app's uploaded logo (issue 18): a PNG or JPEG, checked as the seller's logo is (core logoProblem),
 * kept in application.logo_svg inside an SVG of one <image> — getAppLogo serves SVG only, and an SVG
 * built here from a checked base64 data: URL holds nothing but that picture (no script, no markup of the
 * uploader's). Its serving policy already allows data: images.
 */
const WRAPPED =
  /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="64" height="64" viewBox="0 0 64 64"><image href="(data:image\/(?:png|jpeg);base64,[A-Za-z0-9+/]+={0,2})" width="64" height="64" preserveAspectRatio="xMidYMid meet"\/><\/svg>$/;

/** The stored SVG for a logo given as a data: URL, '' for none; a logo that is not a PNG or JPEG is refused by name. */
export function storedAppLogo(logo: string): string {
  if (logo === '') return '';
  const problem = logoProblem(logo);
  if (problem) throw badRequest(`app.logo: ${LOGO_PROBLEM_TEXT[problem]}`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><image href="${logo}" width="64" height="64" preserveAspectRatio="xMidYMid meet"/></svg>`;
}

/** The logo as the editor shows it: the uploaded image, an SVG given otherwise (the demo's) as a data: URL, or ''. */
export function appLogoDataUrl(svg: string): string {
  if (svg === '') return '';
  const uploaded = WRAPPED.exec(svg)?.[1];
  return uploaded ?? `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}

/** The audit trail's view of a logo: its kind and size, never the picture itself. */
export function auditedLogo(logo: string): string {
  if (logo === '') return '';
  const kind = /^data:(image\/[a-z+]+);base64,/.exec(logo)?.[1] ?? 'image';
  const bytes = Math.round((logo.length - logo.indexOf(',') - 1) * 0.75);
  return `${kind}, ${Math.max(1, Math.round(bytes / 1024))} KB`;
}
