import { z } from 'zod';
import { defineCall } from './call-contract.js';

/**
 * Company information (issue 26 item 2, setup page basicSetup): the organisation as the seller its
 * quotations and invoices print (`settings_json.seller`, read back by core `sellerOfSettings`). The
 * limits here are the one rule the setup page checks as it is typed and the server checks on save.
 */
export const SELLER_LIMITS = {
  name: 200,
  addressLine: 200,
  addressLines: 6,
  taxId: 60,
  email: 254,
  phone: 40,
  terms: 2000,
  /** A logo's image, in bytes: it rides in the organisation's settings and in every printed document. */
  logoBytes: 256 * 1024,
} as const;

const LOGO_DATA_URL = /^data:image\/(png|jpeg);base64,([A-Za-z0-9+/]+={0,2})$/;
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

/** The bytes a base64 text stands for. */
const decodedLength = (base64: string) =>
  Math.floor((base64.length * 3) / 4) - (base64.match(/=+$/)?.[0].length ?? 0);

export type LogoProblem = 'type' | 'size' | 'content';

/** What each logo problem says in the API's refusal (the setup page says it in the reader's language). */
export const LOGO_PROBLEM_TEXT: Record<LogoProblem, string> = {
  type: 'the logo must be a PNG or JPEG image',
  size: `the logo is larger than ${SELLER_LIMITS.logoBytes / 1024} KB`,
  content: "the logo's file is not the PNG or JPEG image it says it is",
};

/**
 * Why a logo cannot be the seller's, or undefined when it can: a PNG or JPEG data: URL (what the PDF
 * can draw) whose bytes really are that image, at most SELLER_LIMITS.logoBytes. Blank is no logo.
 */
export function logoProblem(logo: string): LogoProblem | undefined {
  if (logo === '') return undefined;
  const match = LOGO_DATA_URL.exec(logo);
  if (!match) return 'type';
  const [, kind, base64 = ''] = match;
  if (decodedLength(base64) > SELLER_LIMITS.logoBytes) return 'size';
  let head: number[];
  try {
    head = Array.from(atob(base64.slice(0, 8)), (char) => char.charCodeAt(0));
  } catch {
    return 'content';
  }
  const signature = kind === 'png' ? PNG_SIGNATURE : JPEG_SIGNATURE;
  return signature.every((byte, index) => head[index] === byte) ? undefined : 'content';
}

const text = (max: number) => z.string().trim().max(max, `at most ${max} characters`);

/** What an administrator saves as the seller (every part may be blank: the organisation's name then prints). */
export const sellerInputSchema = z.strictObject({
  name: text(SELLER_LIMITS.name),
  addressLines: z
    .array(text(SELLER_LIMITS.addressLine))
    .max(SELLER_LIMITS.addressLines, `at most ${SELLER_LIMITS.addressLines} address lines`),
  taxId: text(SELLER_LIMITS.taxId),
  email: z.union([
    z.literal(''),
    z.email('write an e-mail address, e.g. billing@example.com').max(SELLER_LIMITS.email),
  ]),
  phone: text(SELLER_LIMITS.phone).regex(
    /^[0-9+()\-./\s]*$/,
    'a phone number has digits, spaces and + ( ) - . / only',
  ),
  logo: z.string().superRefine((logo, context) => {
    const problem = logoProblem(logo);
    if (problem) context.addIssue({ code: 'custom', message: LOGO_PROBLEM_TEXT[problem] });
  }),
  quotationTerms: text(SELLER_LIMITS.terms),
  invoiceTerms: text(SELLER_LIMITS.terms),
});
export type SellerInput = z.output<typeof sellerInputSchema>;

const sellerSchema = z.object({
  name: z.string(),
  addressLines: z.array(z.string()),
  taxId: z.string(),
  email: z.string(),
  phone: z.string(),
  logo: z.string(),
  quotationTerms: z.string(),
  invoiceTerms: z.string(),
});

export const companyInfoSchema = z.object({
  /** As stored: a blank name prints the organisation's name. */
  seller: sellerSchema,
  /** The organisation's own name, printed when the seller's name is blank. */
  organisationName: z.string(),
});
export type CompanyInfo = z.infer<typeof companyInfoSchema>;

export const getCompanyInfoContract = defineCall({
  path: '/setup/companyInfo',
  summary: 'The organisation as the seller on its quotations and invoices (system administrators only)',
  request: z.strictObject({}),
  response: companyInfoSchema,
});

export const saveCompanyInfoContract = defineCall({
  path: '/setup/saveCompanyInfo',
  summary:
    'Save the organisation as the seller (name, address, tax id, e-mail, phone, logo, terms): the next quotation or invoice prints it (system administrators only)',
  request: z.strictObject({ seller: sellerInputSchema }),
  response: companyInfoSchema,
});
