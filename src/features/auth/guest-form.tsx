import type { FormEvent, ReactNode } from 'react';
import { translateMessage } from '../../i18n/i18n';
import { alertStyle } from '../../ui/field';
import { card, fieldset, heading, links, page, subtitle } from './auth-styles';

export interface GuestFormProps {
  /** The title's id (the form is labelled by it) and the prefix of the error's test id. */
  id: string;
  title: string;
  subtitle: ReactNode;
  /** While a call is under way: every field and button of the fieldset is disabled. */
  busy: boolean;
  /** The service's message key or text, shown as an alert above the fields. */
  error: string | null | undefined;
  /** The test id of the error alert. */
  errorTestId: string;
  onSubmit: () => void;
  /** Links under the card (back to the login...). */
  footer?: ReactNode;
  children: ReactNode;
}

/** The card of every account screen: title, subtitle, the service's error, fields, links. */
export function GuestForm(props: GuestFormProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <main className={page}>
      <form className={card} onSubmit={submit} noValidate aria-labelledby={props.id}>
        <h1 id={props.id} className={heading}>
          {props.title}
        </h1>
        <p className={subtitle}>{props.subtitle}</p>
        <fieldset className={fieldset} disabled={props.busy}>
          {props.error && (
            <p role="alert" className={alertStyle} data-testid={props.errorTestId}>
              {translateMessage(props.error)}
            </p>
          )}
          {props.children}
        </fieldset>
        {props.footer && <div className={links}>{props.footer}</div>}
      </form>
    </main>
  );
}
