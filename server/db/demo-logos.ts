import { access, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DEMO_ORGANIZATIONS, type DemoOrganization } from './demo-data';

function logoSvg({ logo }: DemoOrganization): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">',
    `<rect width="96" height="96" rx="20" fill="${logo.colour}"/>`,
    '<text x="48" y="58" font-family="sans-serif" font-size="28" font-weight="700"',
    ` fill="#ffffff" text-anchor="middle">${logo.initials}</text>`,
    '</svg>',
    '',
  ].join('');
}

/** Writes the demo organisations' logos into `logosDir`, leaving existing files alone. */
export async function writeDemoLogos(logosDir: string): Promise<void> {
  await mkdir(logosDir, { recursive: true });
  await Promise.all(
    DEMO_ORGANIZATIONS.map(async (organization) => {
      const file = path.join(logosDir, organization.logo.file);
      const exists = await access(file).then(
        () => true,
        () => false,
      );
      if (!exists) await writeFile(file, logoSvg(organization));
    }),
  );
}
