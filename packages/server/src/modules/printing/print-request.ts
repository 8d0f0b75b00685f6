import type { getPrintDocumentContract, getPrintTableContract } from '@vela/core';
import type { z } from 'zod';

/** The print requests: declared once, in core's printing contracts (issue 17). */
export type RecordPrintRequest = z.output<(typeof getPrintDocumentContract)['request']>;
export type TablePrintRequestBody = z.output<(typeof getPrintTableContract)['request']>;
