import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { emailVerificationMachine } from '../../../machines/email-verification.machine';
import { requestVerification, storeTempToken } from '../../api/accounts';
import { translateMessage } from '../../i18n/i18n';
import { button } from '../../ui/buttons';
import { alertStyle } from '../../ui/field';
import { Spinner } from '../../ui/spinner';
import { notify } from '../../ui/toast';
import { card, fieldset, heading, link, links, page } from './auth-styles';
import { VerifyCodeForm } from './verify-code-form';
import { verifyLogic, type VerifyCodeActor } from './verify-logic';

const emailVerificationLogic = emailVerificationMachine.provide({
  actors: {
    requestCode: fromPromise(({ input }) => requestVerification(input.email)),
    verifyCode: verifyLogic,
  },
  actions: {
    storeTempToken: (_, { tempToken }) => storeTempToken(tempToken),
    codeSent: () => notify('success', 'verify.codeSent'),
  },
});

export interface EmailVerificationStepProps {
  /** The address typed into the login form. */
  email: string;
  /** Back to the login form, which still holds what was typed. */
  onBack: () => void;
  /** The right code came in: the access token is stored; the app signs the person in. */
  onVerified: (accessToken: string) => void;
}

/**
 * The login refused an unverified account: a new code goes out at once, then the code screen.
 * Leaving (back) stops the flow; coming back asks for a new code again.
 */
export function EmailVerificationStep({ email, onBack, onVerified }: EmailVerificationStepProps) {
  const { t } = useTranslation();
  const actor = useActorRef(emailVerificationLogic, { input: { email } });
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const error = useSelector(actor, (s) => s.context.error);
  const accessToken = useSelector(actor, (s) =>
    s.matches('signedIn') ? s.context.accessToken : null,
  );
  const child = useSelector(actor, (s) => s.children.verifyCode as VerifyCodeActor | undefined);

  useEffect(() => {
    if (accessToken) onVerified(accessToken);
  }, [accessToken, onVerified]);

  if (child) {
    return (
      <VerifyCodeForm
        actor={child}
        onBack={onBack}
        intro={<Trans i18nKey="verify.sentTo" values={{ email }} components={{ bdi: <bdi /> }} />}
      />
    );
  }
  return (
    <main className={page}>
      <section className={card} aria-labelledby="verify-email-title">
        <h1 id="verify-email-title" className={heading}>
          {t('verify.title')}
        </h1>
        <div className={fieldset} data-testid="verify-email-step">
          {failed ? (
            <>
              <p role="alert" className={alertStyle} data-testid="verify-request-error">
                {translateMessage(error ?? 'errors.fetch')}
              </p>
              <button
                type="button"
                className={button({ variant: 'primary' })}
                onClick={() => actor.send({ type: 'RETRY' })}
              >
                {t('verify.retry')}
              </button>
            </>
          ) : (
            <Spinner label={t(accessToken ? 'common.loading' : 'verify.sending')} />
          )}
        </div>
        <div className={links}>
          <button type="button" className={link} onClick={onBack} data-testid="verify-back">
            {t('verify.back')}
          </button>
        </div>
      </section>
    </main>
  );
}
