import { useEffect, useState } from 'react';
import { registerTexts, type FeatureTexts } from '../../i18n/i18n';
import en from './texts/en.json';

/** The export button's texts, shared by every list (English here, Arabic loaded when shown). */
export const texts: FeatureTexts = {
  key: 'listExport',
  en,
  ar: () => import('./texts/ar.json'),
};

let pending: Promise<void> | null = null;
let ready = false;

/**
 * Whether the texts are there: registered by the first export button shown (in the page's
 * language), at once for later ones. Kept out of the core texts, so the shell stays small.
 */
export function useExportTexts(): boolean {
  const [loaded, setLoaded] = useState(ready);
  useEffect(() => {
    if (loaded) return;
    let mounted = true;
    pending ??= registerTexts(texts).then(() => {
      ready = true;
    });
    void pending.then(() => mounted && setLoaded(true));
    return () => {
      mounted = false;
    };
  }, [loaded]);
  return loaded;
}
