/** Saves a blob under `fileName` through a temporary link (used where the call needs the bearer header). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: some browsers start the download after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
