import { SIGNING_FRAME_HEIGHT, type TemplateView } from '@portal/contracts';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { Notification } from '../../../components/ui/notification';
import { errorMessage } from '../../../lib/api-client';
import { useTemplateEditLink } from '../api/get-edit-link';
import { editFrame } from '../utils/templates';
import { Waiting } from './waiting';

interface EditTemplateDialogProps {
  /** The template to edit; null keeps the dialog closed. */
  template: TemplateView | null;
  onClose: () => void;
}

/** Edit Template: the e-signature provider's template editor in a frame 600 px high. */
export function EditTemplateDialog({ template, onClose }: EditTemplateDialogProps) {
  return (
    <Dialog
      open={template !== null}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title="Edit Template"
      description={template?.title}
      size="wide"
      actions={
        <DialogClose asChild>
          <Button variant="secondary">Close</Button>
        </DialogClose>
      }
    >
      {template && <TemplateEditor key={template.id} template={template} />}
    </Dialog>
  );
}

function TemplateEditor({ template }: { template: TemplateView }) {
  const { data, error, isPending } = useTemplateEditLink(template.id);
  if (isPending) return <Waiting label="Opening the template editor…" height={SIGNING_FRAME_HEIGHT} />;
  // A refused link call tells why; so does an answer without a usable link.
  const frame = error ? { message: errorMessage(error) } : editFrame(data);
  if ('message' in frame) return <Notification tone="error" message={frame.message} />;
  return <iframe className="template-editor-frame" src={frame.url} title={`Template editor: ${template.title}`} height={SIGNING_FRAME_HEIGHT} />;
}
