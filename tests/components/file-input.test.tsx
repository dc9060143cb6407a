import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FileField } from '../../src/features/organizations/file-field';
import { changeLanguage } from '../../src/i18n/i18n';

const renderField = (onChoose = vi.fn()) => {
  render(
    <FileField
      id="org-contract"
      label="Contract file"
      hint="PDF"
      types={['application/pdf']}
      current={null}
      onChoose={onChoose}
    />,
  );
  return onChoose;
};

describe('a file input in the page’s own words', () => {
  it('names its button and the chosen file itself; the field keeps its label', () => {
    const onChoose = renderField();
    expect(screen.getByText('Choose a file')).toBeTruthy();
    expect(screen.getByTestId('org-contract-chosen').textContent).toBe('No file chosen');
    const input = screen.getByLabelText('Contract file') as HTMLInputElement;
    expect(input.type).toBe('file');
    const file = new File(['%PDF'], 'Contract 2026.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [file] } });
    expect(onChoose).toHaveBeenCalledWith(file);
    expect(screen.getByTestId('org-contract-chosen').textContent).toBe('Contract 2026.pdf');
  });

  it('speaks Arabic on an Arabic page, not the browser’s language', async () => {
    await changeLanguage('ar');
    renderField();
    expect(screen.getByText('اختر ملفًا')).toBeTruthy();
    expect(screen.getByTestId('org-contract-chosen').textContent).toBe('لم يُختر ملف');
  });
});
