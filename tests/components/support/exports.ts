import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import * as XLSX from 'xlsx';

export interface SavedFile {
  name: string;
  blob: Blob;
}

/** Records the files the console saves (through a link to an object URL) instead of saving them. */
export function captureSavedFiles(): SavedFile[] {
  const files: SavedFile[] = [];
  const blobs = new Map<string, Blob>();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:export-${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.getAttribute('href') ?? '');
    if (blob) files.push({ name: this.download, blob });
  });
  return files;
}

/** Opens the export menu `testId` and chooses a format, as a pointer does. */
export async function chooseExport(testId: string, format: 'xlsx' | 'csv') {
  const trigger = await screen.findByTestId(testId);
  await waitFor(() => expect(trigger).toHaveProperty('disabled', false));
  fireEvent.click(trigger);
  const menu = await screen.findByRole('menu');
  const item = within(menu).getByTestId(`${testId}-${format}`);
  fireEvent.pointerDown(item);
  await waitFor(() => expect(item.hasAttribute('data-highlighted')).toBe(true));
  fireEvent.click(item);
}

/** A saved .xlsx or .csv read back with SheetJS: its first sheet's rows (the headers first). */
export async function readSheet(file: SavedFile): Promise<unknown[][]> {
  const bytes = new Uint8Array(await file.blob.arrayBuffer());
  const book = file.name.endsWith('.csv')
    ? XLSX.read(new TextDecoder().decode(bytes), { type: 'string', raw: true })
    : XLSX.read(bytes, { type: 'array' });
  const sheet = book.Sheets[book.SheetNames[0]!]!;
  return XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true });
}
