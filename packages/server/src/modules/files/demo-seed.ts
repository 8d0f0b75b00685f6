import { deflateSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';
import { publicGroupsOfOrg } from '../access/index.js';
import { activeUsersOfOrg, DEMO_ORG_ID } from '../auth/index.js';
import { currentMetadata } from '../metadata/index.js';
import type { Seeder } from '../module.js';
import { recordsDb } from '../records/index.js';
import { contentStoreFor } from './content-stores.js';
import { addVersion, putShare } from './file-centre-store.js';
import { linkFilesToRecord } from './file-links.js';
import { newFileId } from './file-store.js';
import { storeBytes } from './store-bytes.js';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
/** A small picture (a blue-to-teal gradient with a white band) for the demo's image preview. */
function demoPng(width = 240, height = 140): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      const band = y > 60 && y < 80;
      row[1 + x * 3] = band ? 255 : 20 + Math.round((x / width) * 40);
      row[2 + x * 3] = band ? 255 : 90 + Math.round((x / width) * 110);
      row[3 + x * 3] = band ? 255 : 200 - Math.round((y / height) * 60);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function demoPdf(): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 56 });
    const parts: Buffer[] = [];
    doc.on('data', (part: Buffer) => parts.push(part));
    doc.on('end', () => resolve(Buffer.concat(parts)));
    doc.on('error', reject);
    doc.fontSize(22).text('Price list 2026');
    doc.moveDown().fontSize(12);
    for (const [item, price] of [
      ['Vela CRM seat, yearly', '480.00'],
      ['Onboarding workshop', '1,200.00'],
      ['Premium support, yearly', '900.00'],
    ])
      doc.text(`${item} ........ ${price} EUR`);
    doc.end();
  });
}

async function demoXlsx(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Forecast').addRows([
    ['Quarter', 'Pipeline', 'Won'],
    ['Q1', 120000, 45000],
    ['Q2', 150000, 61000],
    ['Q3', 170000, 0],
  ]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * The demo org's file centre: Sam's account plan (two versions) and a
 * customer photo bound to demo accounts and shared with Maria; a price list
 * PDF and a forecast workbook of the administrator shared with a public
 * group (or everyone) to view.
 */
export const filesDemoSeeder: Seeder = {
  name: 'files: the file centre',
  async seed({ database, config, now }) {
    const store = await contentStoreFor(config);
    const users = await activeUsersOfOrg(database, DEMO_ORG_ID, { internalOnly: true });
    const byEmail = (email: string) => users.find((user) => user.email === email)?.id;
    const sam = byEmail('sam.sales@vela.local');
    const maria = byEmail('maria.manager@vela.local');
    const admin = byEmail('admin@vela.local');
    if (!sam || !maria || !admin) return;
    const account = (await currentMetadata(database)).byApi.get('account');
    const accounts = account
      ? await recordsDb(database)
          .selectFrom(account.tableName)
          .select('id')
          .where('is_deleted', '=', 0)
          .where('ownerid', '=', sam)
          .orderBy('id')
          .limit(2)
          .execute()
      : [];
    const save = async (ownerId: string, name: string, type: string, versions: Buffer[]) => {
      let item = null;
      const id = newFileId();
      for (const bytes of versions) {
        const hash = await storeBytes(store, DEMO_ORG_ID, bytes);
        item = await addVersion(
          database,
          { id, orgId: DEMO_ORG_ID, userId: ownerId, name, type, size: bytes.length, hash, now },
          item,
        );
      }
      return id;
    };
    const plan = await save(sam, 'Account plan.txt', 'text/plain', [
      Buffer.from('Account plan\n\n1. Meet the buying committee\n2. Pilot in one team\n'),
      Buffer.from(
        'Account plan\n\n1. Meet the buying committee (done)\n2. Pilot in one team\n3. Roll out to the region\n',
      ),
    ]);
    const photo = await save(sam, 'Site visit.png', 'image/png', [demoPng()]);
    for (const fileId of [plan, photo]) {
      await putShare(database, {
        fileId,
        orgId: DEMO_ORG_ID,
        kind: 'user',
        principalId: maria,
        level: fileId === plan ? 'edit' : 'view',
        by: sam,
        now,
      });
    }
    if (account)
      for (const row of accounts)
        await linkFilesToRecord(
          database,
          {
            orgId: DEMO_ORG_ID,
            objectId: account.id,
            recordId: String(row.id),
            source: 'attached',
            userId: sam,
            now,
          },
          [plan, photo],
        );
    const prices = await save(admin, 'Price list 2026.pdf', 'application/pdf', [await demoPdf()]);
    const forecast = await save(
      admin,
      'Forecast.xlsx',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      [await demoXlsx()],
    );
    const [group] = await publicGroupsOfOrg(database, DEMO_ORG_ID);
    for (const fileId of [prices, forecast]) {
      if (group)
        await putShare(database, {
          fileId,
          orgId: DEMO_ORG_ID,
          kind: 'group',
          principalId: group.id,
          level: 'view',
          by: admin,
          now,
        });
      // With no public group, every internal user; with one, Sam besides it (his Shared with me list shows them).
      for (const user of users.filter(
        (candidate) => candidate.id !== admin && (!group || candidate.id === sam),
      ))
        await putShare(database, {
          fileId,
          orgId: DEMO_ORG_ID,
          kind: 'user',
          principalId: user.id,
          level: 'view',
          by: admin,
          now,
        });
    }
  },
};
