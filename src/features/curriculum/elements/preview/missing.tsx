import type { LucideIcon } from 'lucide-react';
import { missingStyle } from './preview-styles';

/** What a draft still lacks, said quietly where it will appear. */
export function Missing({ icon: Icon, text }: { icon: LucideIcon; text: string }) {
  return (
    <p className={missingStyle} data-missing="">
      <Icon aria-hidden size={16} />
      <span>{text}</span>
    </p>
  );
}
