/** `<name>-<company name>.csv`, without characters file systems refuse. */
export function codesFileName(name: string, companyName: string): string {
  const safe = (part: string) =>
    [...part]
      .map((char) => (char.charCodeAt(0) < 0x20 || '\\/:*?"<>|'.includes(char) ? '_' : char))
      .join('')
      .trim();
  return `${safe(name)}-${safe(companyName)}.csv`;
}
