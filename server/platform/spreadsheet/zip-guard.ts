import { createInflateRaw } from 'node:zlib';
import { SpreadsheetRefused } from './refusal';

export interface ZipLimits {
  /** Most entries a workbook may hold (a real one has a few dozen). */
  maxEntries: number;
  /** Most bytes all entries may inflate to, together. */
  maxUncompressedBytes: number;
}

export const WORKBOOK_ZIP_LIMITS: ZipLimits = {
  maxEntries: 500,
  // 10,000 rows of a few columns inflate to a few MB; this leaves room for styles and themes.
  maxUncompressedBytes: 32 * 1024 * 1024,
};

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;

/** Offset of the end-of-central-directory record (it sits in the last 64 kB + 22 bytes). */
function findEndRecord(zip: Buffer): number {
  const earliest = Math.max(0, zip.length - 0xffff - 22);
  for (let at = zip.length - 22; at >= earliest; at -= 1) {
    if (zip.readUInt32LE(at) === EOCD_SIGNATURE) return at;
  }
  throw new SpreadsheetRefused('wrongFile');
}

interface Entry {
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localOffset: number;
}

function readCentralDirectory(zip: Buffer, limits: ZipLimits): Entry[] {
  const end = findEndRecord(zip);
  const count = zip.readUInt16LE(end + 10);
  if (count > limits.maxEntries) throw new SpreadsheetRefused('expandsTooMuch');
  let at = zip.readUInt32LE(end + 16);
  const entries: Entry[] = [];
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== CENTRAL_SIGNATURE) {
      throw new SpreadsheetRefused('unreadable');
    }
    entries.push({
      method: zip.readUInt16LE(at + 10),
      compressedSize: zip.readUInt32LE(at + 20),
      uncompressedSize: zip.readUInt32LE(at + 24),
      localOffset: zip.readUInt32LE(at + 42),
    });
    at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}

/**
 * Checks a workbook's zip before anything else inflates it: the entry count and the declared
 * sizes first (from the central directory alone), then each entry is inflated with a ceiling of
 * what is left of the budget, so an entry that lies about its size stops at the ceiling instead
 * of filling memory. Throws SpreadsheetRefused.
 */
export async function guardZip(
  zip: Buffer,
  limits: ZipLimits = WORKBOOK_ZIP_LIMITS,
): Promise<void> {
  const entries = readCentralDirectory(zip, limits);
  const declared = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
  if (declared > limits.maxUncompressedBytes) throw new SpreadsheetRefused('expandsTooMuch');
  let budget = limits.maxUncompressedBytes;
  for (const entry of entries) {
    const local = entry.localOffset;
    if (local + 30 > zip.length || zip.readUInt32LE(local) !== LOCAL_SIGNATURE) {
      throw new SpreadsheetRefused('unreadable');
    }
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + entry.compressedSize);
    budget -= await inflatedSize(entry, data, budget);
  }
}

/** Bytes the entry inflates to, counted chunk by chunk (nothing kept); refused past `budget`. */
async function inflatedSize(entry: Entry, data: Buffer, budget: number): Promise<number> {
  if (entry.method === STORED) {
    if (data.length > budget) throw new SpreadsheetRefused('expandsTooMuch');
    return data.length;
  }
  if (entry.method !== DEFLATED) throw new SpreadsheetRefused('unreadable');
  const inflate = createInflateRaw();
  let size = 0;
  const counted = (async () => {
    for await (const chunk of inflate) {
      size += (chunk as Buffer).length;
      if (size > budget) {
        inflate.destroy();
        throw new SpreadsheetRefused('expandsTooMuch');
      }
    }
  })();
  inflate.end(data);
  try {
    await counted;
  } catch (error) {
    if (error instanceof SpreadsheetRefused) throw error;
    throw new SpreadsheetRefused('unreadable');
  }
  return size;
}
