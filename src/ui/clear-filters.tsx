import { button } from './buttons';

/** Below a list's filters while any is set: back to the whole list, on its first page. */
export function ClearFilters({ label, onClear }: { label: string; onClear: () => void }) {
  return (
    <div>
      <button type="button" className={button({ variant: 'ghost' })} onClick={onClear}>
        {label}
      </button>
    </div>
  );
}
