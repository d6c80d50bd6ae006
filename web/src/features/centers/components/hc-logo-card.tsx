import type { MemberView } from '@portal/contracts';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Notification } from '../../../components/ui/notification';
import { useNotification } from '../../../hooks/use-notification';
import { errorMessage } from '../../../lib/api-client';
import { useUploadHcLogo } from '../api/upload-logo';
import { LOGO_ACCEPT, logoFileProblem, logoUrl } from '../utils/logo-file';
import '../centers.css';

type Center = Pick<MemberView, 'id' | 'company' | 'hc_logo'>;

/** The center's logo as stored, or a neutral placeholder when there is none or it cannot be shown. */
function LogoImage({ center }: { center: Center }) {
  const url = logoUrl(center.hc_logo);
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  if (!url) return <div className="hc-logo-placeholder">No logo yet</div>;
  if (url === brokenUrl) return <div className="hc-logo-placeholder">The logo could not be loaded</div>;
  return <img className="hc-logo-image" src={url} alt={`${center.company || 'Harvest center'} logo`} onError={() => setBrokenUrl(url)} />;
}

/**
 * The HC profile's logo (spec §2): the current one and an upload of a new one. A file of the wrong
 * type or over 2 MB is refused before it is sent; the server checks the bytes again and its
 * message shows when it refuses.
 */
export function HcLogoCard({ center }: { center: Center }) {
  const titleId = useId();
  const upload = useUploadHcLogo(center.id);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // A new key empties the file input after an upload.
  const [inputKey, setInputKey] = useState(0);
  const { notification, showSuccess, showError } = useNotification();

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    const refused = chosen ? logoFileProblem(chosen) : null;
    setProblem(refused);
    setFile(refused ? null : chosen);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    upload.mutate(file, {
      onSuccess: ({ message }) => {
        setFile(null);
        setInputKey((key) => key + 1);
        showSuccess(message);
      },
      onError: (error) => showError(errorMessage(error)),
    });
  };

  return (
    <section className="card" aria-labelledby={titleId}>
      <h2 id={titleId} className="card-title">
        Logo
      </h2>
      <div className="hc-logo">
        <LogoImage center={center} />
        <form className="hc-logo-form" onSubmit={submit} noValidate>
          <Input
            key={inputKey}
            label="Logo file"
            type="file"
            accept={LOGO_ACCEPT}
            hint="PNG, JPEG, GIF or WebP, up to 2 MB."
            error={problem ?? undefined}
            onChange={choose}
          />
          <Button type="submit" disabled={!file} isLoading={upload.isPending}>
            Upload Logo
          </Button>
          {notification && <Notification {...notification} />}
        </form>
      </div>
    </section>
  );
}

/** The signing template the center's documents use (spec §2 HC profile): shown, not edited here. */
export function SigningTemplateCard({ templateId }: { templateId: string }) {
  return (
    <section className="card" aria-label="Signing template">
      <dl className="facts">
        <div className="fact">
          <dt>Signing Template ID</dt>
          <dd>{templateId || 'None'}</dd>
        </div>
      </dl>
    </section>
  );
}
