import { deflateSync } from 'node:zlib';

/**
 * The demo organisation as a seller (issue 26 item 2): what its quotations
 * and invoices print at the top — name, address, tax id, contact and a logo —
 * and the terms under the totals. Stored in the organisation's settings
 * (`settings_json.seller`, read by core sellerOfSettings).
 */
export function demoSellerSettings(): Record<string, unknown> {
  return {
    seller: {
      name: 'Vela Demo Org Inc.',
      addressLines: ['350 Fifth Avenue, Suite 4100', 'New York, NY 10118', 'United States'],
      taxId: 'US 12-3456789',
      email: 'billing@vela-demo.example',
      phone: '+1 212 555 0147',
      logo: `data:image/png;base64,${sailLogoPng().toString('base64')}`,
      quotationTerms:
        'Prices in the quote currency, valid until the expiration date. Payment 30 days from invoice. Delivery as agreed on acceptance.',
      invoiceTerms:
        'Payment due within 30 days of the invoice date by bank transfer, quoting the invoice number. Late payments bear interest as the law allows.',
    },
  };
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** The Vela sail on a blue rounded square, drawn pixel by pixel (no image library for one small logo). */
function sailLogoPng(size = 96): Buffer {
  const rows: Buffer[] = [];
  const radius = 18;
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 4);
    for (let x = 0; x < size; x++) {
      const dx = Math.max(radius - x, x - (size - 1 - radius), 0);
      const dy = Math.max(radius - y, y - (size - 1 - radius), 0);
      const inside = dx * dx + dy * dy <= radius * radius;
      // The sail: a triangle from the mast (x = 50) leaning left, above a hull line.
      const sail = y >= 18 && y <= 66 && x <= 50 && x >= 50 - (y - 18) * 0.62;
      const hull = y >= 72 && y <= 78 && x >= 22 && x <= 74;
      const white = sail || hull;
      const offset = 1 + x * 4;
      row[offset] = white ? 255 : 0x0b;
      row[offset + 1] = white ? 255 : 0x5c;
      row[offset + 2] = white ? 255 : 0xad;
      row[offset + 3] = inside ? 255 : 0;
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
