import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CONTRACT_FILE_MAX_BYTES,
  CONTRACT_FILE_TYPES,
} from '../../../contract/organization-constants';
import { css } from '../../../styled-system/css';
import { translateMessage } from '../../i18n/i18n';
import { FileInput } from '../../ui/file-input';

const field = css({ display: 'flex', flexDirection: 'column', gap: '1' });
const label = css({ fontSize: 'sm', fontWeight: 'medium' });
const hint = css({ fontSize: 'sm', color: 'gray.600' });
const fieldError = css({ fontSize: 'sm', color: 'red.700' });

export const MAX_MB = CONTRACT_FILE_MAX_BYTES / (1024 * 1024);

/** `image/png` reads as PNG, `application/pdf` as PDF. */
const formatsOf = (types: readonly string[]) =>
  types
    .map((type) => type.split('/')[1] ?? type)
    .map((sub) => (sub === 'webp' ? 'WebP' : sub.toUpperCase()))
    .join(', ');

/** A logo is an image, under the same size limit as the contract file. */
export const LOGO_FILE_TYPES = CONTRACT_FILE_TYPES.filter((type) => type.startsWith('image/'));

/** The client's own check, so a wrong or large file is refused before it is sent. */
export function checkFile(file: File, types: readonly string[]): string | null {
  if (!types.includes(file.type)) return 'organizations.fileWrongType';
  if (file.size > CONTRACT_FILE_MAX_BYTES) return 'organizations.fileTooLarge';
  return null;
}

export interface FileFieldProps {
  id: string;
  label: string;
  hint: string;
  types: readonly string[];
  current: string | null;
  onChoose: (file: File | null) => void;
  error?: string | undefined;
}

/** A file input with its allowed types, the stored file's name and its error. */
export function FileField({
  id,
  label: text,
  hint: help,
  types,
  current,
  onChoose,
  error,
}: FileFieldProps) {
  const { t } = useTranslation();
  const describedBy = [`${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <div className={field}>
      <label htmlFor={id} className={label}>
        {text}
      </label>
      <FileInput
        id={id}
        accept={types.join(',')}
        chosen={chosen}
        onChange={(event) => {
          const file = event.target.files?.[0] ?? null;
          setChosen(file?.name ?? null);
          onChoose(file);
        }}
        invalid={Boolean(error)}
        describedBy={describedBy}
      />
      <span id={`${id}-hint`} className={hint}>
        {help}
        {current && ` ${t('organizations.currentFile', { name: current })}`}
      </span>
      {error && (
        <span id={`${id}-error`} className={fieldError} data-testid={`${id}-error`}>
          {translateMessage(error, { mb: MAX_MB, formats: formatsOf(types) })}
        </span>
      )}
    </div>
  );
}
