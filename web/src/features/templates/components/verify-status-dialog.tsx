import { Dialog } from '../../../components/ui/dialog';
import { checkingStatusText, type TemplateSectionInfo } from '../utils/templates';
import { Waiting } from './waiting';

/** Shown while Verify Status asks the provider; it closes itself when the answer is in. */
export function VerifyStatusDialog({ section, open }: { section: TemplateSectionInfo; open: boolean }) {
  const text = checkingStatusText(section);
  return (
    <Dialog open={open} onOpenChange={() => {}} title={text}>
      <Waiting label={text} />
    </Dialog>
  );
}
