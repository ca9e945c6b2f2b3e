// spec 2 §7: invoices and service documentation, under /caregiver-app; downloads by token.
import { z } from 'zod';
import { tokenIdDtoSchema } from '../dto-schemas.js';
import { CAREGIVER_ERRORS, error, file, idParam, ok, type ApiRoute } from './api-route.js';

const notFound = (what: string) => error(`No such ${what} of the caller`);

const periodId = idParam('id', "The service documentation period's id");
export const filesApi: ApiRoute[] = [
  {
    method: 'POST',
    path: '/caregiver-app/invoice/:id/request-token',
    summary: 'A single-use download token for one of the caller’s invoices',
    tag: 'Files',
    security: 'caregiver',
    params: idParam('id', 'The invoice id'),
    answers: {
      200: ok('The token', tokenIdDtoSchema),
      400: error('A malformed id'),
      ...CAREGIVER_ERRORS,
      403: error('Employees get no invoices (spec 1 §6)'),
      404: notFound('invoice'),
    },
  },
  {
    method: 'GET',
    path: '/caregiver-app/invoice/download/:tokenId',
    summary: 'The invoice PDF a download token opens',
    tag: 'Files',
    security: 'downloadToken',
    params: idParam('tokenId', 'The token from request-token'),
    answers: {
      200: file('The PDF, as an attachment', 'application/pdf'),
      404: error('DOWNLOAD_TOKEN_INVALID: used, expired or unknown'),
    },
  },
  {
    method: 'POST',
    path: '/caregiver-app/service-documentation/:id/files',
    summary: 'Upload a month’s service documentation (multipart `files`: PDF, JPEG or PNG)',
    tag: 'Files',
    security: 'caregiver',
    params: periodId,
    body: {
      contentType: 'multipart/form-data',
      schema: z.strictObject({
        files: z
          .array(z.string().meta({ format: 'binary' }))
          .meta({ description: '1 to 5 files of at most 15 MB each' }),
      }),
    },
    answers: {
      204: { description: 'Stored' },
      400: error('SERVICE_DOCUMENTATION_UPLOAD_FAILED: a part of another kind, no file, too many'),
      ...CAREGIVER_ERRORS,
      404: notFound('period'),
      413: error('SERVICE_DOCUMENTATION_UPLOAD_FAILED: a file over 15 MB'),
      415: error('SERVICE_DOCUMENTATION_UPLOAD_FAILED: not multipart, or a file of another type'),
    },
  },
  {
    method: 'POST',
    path: '/caregiver-app/service-documentation/:id/request-token',
    summary: "A download token for the period's last uploaded file",
    tag: 'Files',
    security: 'caregiver',
    params: periodId,
    answers: {
      200: ok('The token', tokenIdDtoSchema),
      400: error('A malformed id'),
      ...CAREGIVER_ERRORS,
      404: error('No such period, or PERFORMANCE_DOCUMENT_NO_IMAGE_FOUND'),
    },
  },
  {
    method: 'GET',
    path: '/caregiver-app/service-documentation/download/:tokenId',
    summary: 'The file a download token opens',
    tag: 'Files',
    security: 'downloadToken',
    params: idParam('tokenId', 'The token from request-token'),
    answers: {
      200: file('The file (PDF, JPEG or PNG), as an attachment', 'application/octet-stream'),
      404: error('DOWNLOAD_TOKEN_INVALID: used, expired or unknown'),
    },
  },
];
