// Issue 42 #2: service documentation PDFs are read by a parser; script, automatic actions and
// embedded files are refused (docs/decisions/0071-service-documentation-pdfs-checked.md).
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { PDFDocument, PDFName, PDFString, type PDFContext } from '@cantoo/pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContract, createServiceDocumentationPeriod } from '../seed/factories.js';
import { paperProofPng } from '../storage/png.js';
import { signIn } from '../test/booking-helpers.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** A one-page proof of service, changed by `change` before it is saved. */
async function pdfWith(
  change: (document: PDFDocument, context: PDFContext) => void | Promise<void> = () => {},
  options: { useObjectStreams?: boolean } = {},
): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.addPage().drawText('Leistungsnachweis Mai');
  await change(document, document.context);
  return Buffer.from(await document.save(options));
}

const javaScriptAction = (context: PDFContext) =>
  context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of('app.alert(1)') });

async function upload(bytes: Buffer) {
  const caregiver = await signIn(t);
  const contract = await createContract(t.db, {
    caregiverId: caregiver.id,
    paymentMethod: 'direct_reimbursement',
  });
  const period = await createServiceDocumentationPeriod(t.db, { contractId: contract.id });
  const boundary = 'careport-pdf';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="nachweis.pdf"\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const answer = await t.request({
    method: 'POST',
    url: `/caregiver-app/service-documentation/${period.id}/files`,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      authorization: `Bearer ${caregiver.token}`,
    },
    payload,
  });
  const folder = path.join(t.config.storageDir, 'service-documentation', caregiver.id);
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return { answer, stored: entries.filter((entry) => entry.isFile()).length };
}

const refusedAs = (reason: string) => ({
  status: 415,
  errorCode: 'SERVICE_DOCUMENTATION_UPLOAD_FAILED',
  details: { files: reason },
});

describe('service documentation PDFs are read, not only sniffed (issue 42 #2)', () => {
  it.each<[string, () => Promise<Buffer>]>([
    ['a plain PDF', () => pdfWith()],
    ['a PDF without object streams', () => pdfWith(() => {}, { useObjectStreams: false })],
    [
      'a PDF that opens at its first page (OpenAction GoTo) and links to a web page',
      () =>
        pdfWith((document, context) => {
          const page = document.getPage(0);
          document.catalog.set(
            PDFName.of('OpenAction'),
            context.obj([page.ref, PDFName.of('Fit')]),
          );
          const link = context.obj({
            Type: 'Annot',
            Subtype: 'Link',
            Rect: [0, 0, 100, 20],
            A: { S: 'URI', URI: PDFString.of('https://example.org/') },
          });
          page.node.set(PDFName.of('Annots'), context.obj([context.register(link)]));
        }),
    ],
  ])('takes %s (204) and stores it as sent', async (_, build) => {
    const { answer, stored } = await upload(await build());
    expect(answer.statusCode).toBe(204);
    expect(stored).toBe(1);
  });

  it.each<[string, () => Promise<Buffer>]>([
    [
      'an OpenAction running JavaScript',
      () =>
        pdfWith((document, context) => {
          document.catalog.set(PDFName.of('OpenAction'), javaScriptAction(context));
        }),
    ],
    [
      'an OpenAction running JavaScript, in an object stream behind a reference',
      () =>
        pdfWith((document, context) => {
          document.catalog.set(
            PDFName.of('OpenAction'),
            context.register(javaScriptAction(context)),
          );
        }),
    ],
    [
      'a document-level script (the JavaScript name tree)',
      () =>
        pdfWith((document) => {
          document.addJavaScript('greeting', 'app.alert("hello")');
        }),
    ],
    [
      'a page-open additional action (AA)',
      () =>
        pdfWith((document, context) => {
          document
            .getPage(0)
            .node.set(PDFName.of('AA'), context.obj({ O: javaScriptAction(context) }));
        }),
    ],
    [
      'a link that launches a program',
      () =>
        pdfWith((document, context) => {
          const link = context.obj({
            Type: 'Annot',
            Subtype: 'Link',
            Rect: [0, 0, 100, 20],
            A: { S: 'Launch', F: PDFString.of('cmd.exe') },
          });
          document.getPage(0).node.set(PDFName.of('Annots'), context.obj([context.register(link)]));
        }),
    ],
    [
      'an embedded file',
      () =>
        pdfWith(async (document) => {
          await document.attach(Buffer.from('MZ'), 'tool.exe', {
            mimeType: 'application/octet-stream',
          });
        }),
    ],
    [
      'a JavaScript action whose names are hex-escaped (/J#61vaScript)',
      async () => {
        const plain = await pdfWith(
          (document, context) => {
            document.catalog.set(PDFName.of('OpenAction'), javaScriptAction(context));
          },
          { useObjectStreams: false },
        );
        return Buffer.from(
          plain
            .toString('latin1')
            .replaceAll('/JavaScript', '/J#61vaScript')
            .replaceAll('/JS ', '/J#53 '),
          'latin1',
        );
      },
    ],
  ])('refuses %s (415, active content) and stores nothing', async (_, build) => {
    const { answer, stored } = await upload(await build());
    expect(answer.json()).toEqual(refusedAs('VALIDATION_PDF_ACTIVE_CONTENT'));
    expect(stored).toBe(0);
  });

  it.each<[string, () => Promise<Buffer>]>([
    [
      'a PDF header followed by anything but a PDF',
      () => Promise.resolve(Buffer.from('%PDF-1.7\n<html><script>alert(1)</script>')),
    ],
    ['a PDF cut in half', async () => (await pdfWith()).subarray(0, 300)],
    [
      'an encrypted PDF (its object streams cannot be checked)',
      () =>
        pdfWith((document) => {
          document.encrypt({ userPassword: 'geheim', ownerPassword: 'geheim' });
        }),
    ],
  ])('refuses %s (415, unreadable) and stores nothing', async (_, build) => {
    const { answer, stored } = await upload(await build());
    expect(answer.json()).toEqual(refusedAs('VALIDATION_PDF_UNREADABLE'));
    expect(stored).toBe(0);
  });

  it.each<[string, () => Promise<Buffer>]>([
    [
      'an HTML page with a PDF appended',
      async () =>
        Buffer.concat([Buffer.from('<html><script>alert(1)</script></html>\n'), await pdfWith()]),
    ],
    [
      'a PDF with a byte before its header',
      async () => Buffer.concat([Buffer.from(' '), await pdfWith()]),
    ],
  ])('refuses %s by its first bytes (415) and stores nothing', async (_, build) => {
    const { answer, stored } = await upload(await build());
    expect(answer.json()).toEqual({
      status: 415,
      errorCode: 'SERVICE_DOCUMENTATION_UPLOAD_FAILED',
    });
    expect(stored).toBe(0);
  });

  it('a PNG with a PDF appended is kept as a PNG (served as image/png, never as a PDF)', async () => {
    const { answer, stored } = await upload(Buffer.concat([paperProofPng(), await pdfWith()]));
    expect(answer.statusCode).toBe(204);
    expect(stored).toBe(1);
  });
});
