import type { TwoFactorSetup } from '@portal/contracts';
import { QRCodeSVG } from 'qrcode.react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';

/** The secret as apps ask it to be typed: groups of four. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

interface Props {
  setup: Pick<TwoFactorSetup, 'secret' | 'uri' | 'message'>;
  pending: boolean;
  submitLabel: string;
  onSubmit: (code: string) => void;
}

/**
 * Adding the portal to an authenticator app: its QR code to scan, the same secret as text to type
 * in, then the first code the app shows, which confirms it.
 */
export function AuthenticatorSetup({ setup, pending, submitLabel, onSubmit }: Props) {
  const [code, setCode] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(code);
  };
  return (
    <form className="form" onSubmit={submit} noValidate>
      <p className="form-intro">{setup.message}</p>
      <figure className="authenticator-qr">
        <QRCodeSVG value={setup.uri} size={176} marginSize={2} role="img" title="QR code to scan with your authenticator app" />
        <figcaption>
          Or type this key into the app: <code data-testid="authenticator-secret">{grouped(setup.secret)}</code>
        </figcaption>
      </figure>
      <Input
        label="Code from the app"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={9}
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      <Button type="submit" className="button--block" isLoading={pending}>
        {submitLabel}
      </Button>
    </form>
  );
}
