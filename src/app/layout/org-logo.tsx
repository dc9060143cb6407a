import { useFileObjectUrl } from '../../api/files';
import { css } from '../../../styled-system/css';

const box = css({
  flexShrink: 0,
  width: '9',
  height: '9',
  borderRadius: 'md',
  overflow: 'hidden',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  bg: 'brand.100',
  color: 'brand.700',
  fontWeight: 'bold',
  fontSize: 'sm',
});

const image = css({ width: 'full', height: 'full', objectFit: 'cover' });

/** The organisation's logo (a users-service file); its initial until it loads or when it has none. */
export function OrgLogo({ fileName, name }: { fileName: string | null; name: string }) {
  const url = useFileObjectUrl(fileName);
  return (
    <span className={box} aria-hidden="true" data-testid="org-logo">
      {url ? <img className={image} src={url} alt="" /> : name.slice(0, 1).toUpperCase()}
    </span>
  );
}
